import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

export function PaulinaAvatar({ online = false, className }: { online?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'relative grid size-9 shrink-0 place-items-center rounded-full bg-white/20 ring-1 ring-white/40',
        className,
      )}
    >
      <Sparkles className="size-4 text-white" aria-hidden />
      {online && (
        <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-400 ring-2 ring-violet-600" />
      )}
    </span>
  );
}
