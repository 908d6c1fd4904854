import { Loader2, Square, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VoiceState } from './use-voice-sample';
import './voice.css';

/** Three bars that bounce while the voice plays. */
function Equalizer() {
  return (
    <span aria-hidden className="flex h-3.5 items-end gap-[3px]">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-full w-[3px] origin-bottom animate-[rf-eq_700ms_ease-in-out_infinite] rounded-full bg-current motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

export function VoiceButton({
  state,
  onClick,
  className,
}: {
  state: VoiceState;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="gradient"
      onClick={onClick}
      aria-pressed={state !== 'idle'}
      data-state={state}
      data-testid="test-voice"
      className={className}
    >
      {state === 'idle' && (
        <>
          <Volume2 /> Test Voice
        </>
      )}
      {state === 'loading' && (
        <>
          <Loader2 className="animate-spin" /> Loading voice...
        </>
      )}
      {state === 'playing' && (
        <>
          <Equalizer /> Playing... <Square className="ml-1 size-3 fill-current" aria-label="Stop" />
        </>
      )}
    </Button>
  );
}
