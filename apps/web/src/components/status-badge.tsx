import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The colours a status can take; each status list maps its values to these. */
export type StatusTone = 'slate' | 'amber' | 'emerald' | 'violet' | 'sky' | 'red';

export const TONE_STYLES: Record<StatusTone, { badge: string; dot: string }> = {
  slate: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  amber: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  emerald: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  violet: { badge: 'bg-violet-50 text-violet-800 ring-violet-600/20', dot: 'bg-violet-600' },
  sky: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  red: { badge: 'bg-red-50 text-red-700 ring-red-600/20', dot: 'bg-red-500' },
};

/** What a status looks like: its words and colour; `live` marks work in progress (it pulses). */
export interface StatusLook {
  label: string;
  tone: StatusTone;
  live?: boolean;
}

export function StatusDot({ look, className }: { look: StatusLook; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'size-1.5 shrink-0 rounded-full',
        TONE_STYLES[look.tone].dot,
        look.live && 'animate-pulse',
        className,
      )}
    />
  );
}

interface Props {
  look: StatusLook;
  /** A spinner instead of the dot (e.g. publishing right now). */
  busy?: boolean;
  className?: string;
  /** For browser tests: which status list this badge belongs to, and its raw value. */
  testId?: string;
  status?: string;
}

/** One status badge for every status list (videos, posts, library items). */
export function StatusBadge({ look, busy, className, testId, status }: Props) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONE_STYLES[look.tone].badge,
        className,
      )}
    >
      {busy ? <Loader2 className="size-3 animate-spin" aria-hidden /> : <StatusDot look={look} />}
      {look.label}
    </span>
  );
}
