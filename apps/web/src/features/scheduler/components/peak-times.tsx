import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';
import { peakSlots } from '../lib/post-form';

/** One-click picks for the next peak-hour slots (7 AM, 6 PM) at or after `min`. */
export function PeakTimes({ min, value, onPick }: { min: Date; value: string; onPick: (time: string) => void }) {
  const slots = peakSlots(min, 3);
  if (slots.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <Sparkles className="size-3 text-amber-500" /> Peak times:
      </span>
      {slots.map((s) => (
        <button
          key={s.value}
          type="button"
          onClick={() => onPick(s.value)}
          className={cn(
            'cursor-pointer rounded-full border px-2 py-0.5 text-xs transition hover:border-primary/50 hover:bg-accent',
            value === s.value && 'border-primary bg-accent text-accent-foreground',
          )}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
