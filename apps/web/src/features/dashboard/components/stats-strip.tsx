import type { DashboardStats } from '@reelforge/contracts';
import { DollarSign, Eye, Users, Video, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '../lib/format';
import { ChangeBadge } from './change-badge';

type Key = keyof DashboardStats['changes'];
const STATS: { key: Key; label: string; icon: LucideIcon; tint: string; format: (n: number) => string }[] = [
  { key: 'totalViews', label: 'Total Views', icon: Eye, tint: 'bg-violet-100 text-violet-700', format: formatCount },
  { key: 'totalVideos', label: 'Videos Created', icon: Video, tint: 'bg-fuchsia-100 text-fuchsia-700', format: formatCount },
  { key: 'totalFollowers', label: 'Followers', icon: Users, tint: 'bg-sky-100 text-sky-700', format: formatCount },
  { key: 'totalRevenue', label: 'Revenue', icon: DollarSign, tint: 'bg-emerald-100 text-emerald-700', format: formatMoney },
];

const shell = 'rounded-xl border bg-card p-5 shadow-xs';

export function StatsStrip({ stats, isLoading }: { stats?: DashboardStats; isLoading: boolean }) {
  if (isLoading || !stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-busy="true">
        {STATS.map((s) => (
          <div key={s.key} className={shell} data-testid="stat-skeleton">
            <Skeleton className="size-9 rounded-lg" />
            <Skeleton className="mt-4 h-7 w-20" />
            <Skeleton className="mt-2 h-4 w-24" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {STATS.map(({ key, label, icon: Icon, tint, format }) => {
        const change = stats.changes[key];
        return (
          <div key={key} className={shell} data-testid={`stat-${key}`}>
            <div className="flex items-start justify-between gap-2">
              <span className={`flex size-9 items-center justify-center rounded-lg ${tint}`}>
                <Icon className="size-4.5" />
              </span>
              {change !== null && <ChangeBadge value={change} />}
            </div>
            <p className="mt-4 text-2xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
              {key === 'totalRevenue' && !stats.revenueAvailable ? '—' : format(stats[key])}
            </p>
            <p className="mt-0.5 text-sm text-muted-foreground">{label}</p>
            {key === 'totalVideos' && stats.draftVideos > 0 && (
              // Issue 27 item 14: a draft is not a video created until it is rendered.
              <p className="mt-0.5 text-xs text-muted-foreground/80" data-testid="drafts-count">
                {stats.draftVideos} {stats.draftVideos === 1 ? 'draft' : 'drafts'} not rendered yet
              </p>
            )}
            {key === 'totalRevenue' && !stats.revenueAvailable && (
              <p className="mt-0.5 text-xs text-muted-foreground" data-testid="revenue-unavailable">
                Not available from the platforms
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
