import type { UserStats } from '@reelforge/contracts';
import { CalendarClock, CalendarDays, Eye, Heart, LayoutTemplate, Video, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const number = new Intl.NumberFormat('en-US');

const ITEMS: { key: keyof UserStats; label: string; icon: LucideIcon; unit?: (n: number) => string }[] = [
  { key: 'videosCreated', label: 'Videos created', icon: Video },
  { key: 'totalViews', label: 'Total views', icon: Eye },
  { key: 'totalLikes', label: 'Total likes', icon: Heart },
  { key: 'scheduledPosts', label: 'Scheduled posts', icon: CalendarClock },
  { key: 'templatesUsed', label: 'Templates used', icon: LayoutTemplate },
  { key: 'accountAge', label: 'Account age', icon: CalendarDays, unit: (n) => (n === 1 ? 'day' : 'days') },
];

export function StatsTab({
  stats,
  isLoading,
  isError,
  onRetry,
}: {
  stats?: UserStats;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
        <p className="text-sm text-muted-foreground">Your statistics couldn't be loaded.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ITEMS.map(({ key, label, icon: Icon, unit }) => (
        <div key={key} className="rounded-xl border bg-card p-4" data-testid={`stat-${key}`}>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className="flex size-7 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" />
            </span>
            {label}
          </div>
          {isLoading || !stats ? (
            <Skeleton className="mt-3 h-7 w-16" />
          ) : (
            <p className="mt-3 text-2xl font-semibold tabular-nums">
              {number.format(stats[key])}
              {unit && <span className="ml-1 text-sm font-normal text-muted-foreground">{unit(stats[key])}</span>}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
