import type { AgentState } from '@reelforge/contracts';
import { cn } from '@/lib/utils';

// Spec section 4: active green, processing yellow, inactive red; active and processing pulse.
const STATUS: Record<AgentState, { label: string; className: string; dot: string }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-700', dot: 'bg-emerald-500 animate-pulse' },
  processing: { label: 'Processing', className: 'bg-amber-50 text-amber-700', dot: 'bg-amber-500 animate-pulse' },
  inactive: { label: 'Inactive', className: 'bg-red-50 text-red-700', dot: 'bg-red-500' },
};

export function AgentStatusBadge({ status, className }: { status: AgentState; className?: string }) {
  const s = STATUS[status];
  return (
    <span
      data-testid="agent-status"
      data-status={status}
      className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium', s.className, className)}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', s.dot)} />
      {s.label}
    </span>
  );
}
