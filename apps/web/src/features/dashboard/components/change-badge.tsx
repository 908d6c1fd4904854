import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatChange } from '../lib/format';

/** The change over the last 30 days; the caller shows it only when there is something to compare. */
export function ChangeBadge({ value }: { value: number }) {
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  return (
    <span
      data-testid="change-badge"
      title="Change over the last 30 days"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        value > 0 && 'bg-emerald-50 text-emerald-700',
        value < 0 && 'bg-red-50 text-red-700',
        value === 0 && 'bg-muted text-muted-foreground',
      )}
    >
      <Icon className="size-3" />
      {formatChange(value)}
    </span>
  );
}
