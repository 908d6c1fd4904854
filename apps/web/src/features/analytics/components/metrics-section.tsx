import { PLATFORM_LABELS, type MetricsOverview } from '@reelforge/contracts';
import { DollarSign, RefreshCw, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import type { AnalyticsRange } from '@/lib/queries/analytics';
import { useSyncMetrics } from '../api/sync-metrics';
import { formatCount, formatDay } from '../lib/format';
import { EmptyNote, Panel } from './analytics-parts';
import { BestTimes, PlatformTable, PostTable } from './metrics-tables';
import { ViewsChart } from './views-chart';

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The last `n` days, today included, as the browser's calendar dates. */
export function lastDaysRange(n: number): Required<AnalyticsRange> {
  const to = new Date();
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - (n - 1));
  return { from: localDay(from), to: localDay(to) };
}
const PRESETS = [7, 30, 90] as const;
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RangeControls({ metrics, onRange }: { metrics: MetricsOverview; onRange: (r: AnalyticsRange) => void }) {
  const days = metrics.days.length;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex gap-1" role="group" aria-label="Date range presets">
        {PRESETS.map((n) => (
          <Button
            key={n}
            size="sm"
            variant={days === n && metrics.to === lastDaysRange(n).to ? 'default' : 'outline'}
            onClick={() => onRange(lastDaysRange(n))}
          >
            {n} days
          </Button>
        ))}
      </div>
      <label className="grid gap-1 text-xs text-muted-foreground">
        From
        <Input
          type="date"
          className="h-8 w-36"
          value={metrics.from}
          max={metrics.to}
          onChange={(e) => e.target.value && onRange({ from: e.target.value, to: metrics.to })}
          aria-label="From"
        />
      </label>
      <label className="grid gap-1 text-xs text-muted-foreground">
        To
        <Input
          type="date"
          className="h-8 w-36"
          value={metrics.to}
          min={metrics.from}
          onChange={(e) => e.target.value && onRange({ from: metrics.from, to: e.target.value })}
          aria-label="To"
        />
      </label>
    </div>
  );
}

function SyncStatus({ metrics }: { metrics: MetricsOverview }) {
  const sync = useSyncMetrics();
  const last = metrics.lastSync;
  const refused = last?.platforms.filter((p) => p.error) ?? [];
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="outline"
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) =>
                notifySuccess(
                  r.platforms.length
                    ? 'Statistics collected from your platforms.'
                    : 'Connect a platform to collect its statistics.',
                ),
              onError: (e) => notifyMutationError(e, { fallback: "Statistics couldn't be collected." }),
            })
          }
        >
          <RefreshCw className={sync.isPending ? 'animate-spin' : undefined} /> Sync now
        </Button>
        <span className="text-xs text-muted-foreground" data-testid="metrics-last-sync">
          {last?.syncedAt ? `Last collected ${timeFormat.format(new Date(last.syncedAt))}` : 'Not collected yet'}
        </span>
      </div>
      {refused.map((p) => (
        <p key={p.platform} className="text-xs text-destructive" data-testid="metrics-sync-error">
          {PLATFORM_LABELS[p.platform]}: {p.error}
        </p>
      ))}
    </div>
  );
}

/** Views, followers and revenue as the platforms report them, and watch-page plays (ADR 0022). */
export function MetricsSection({
  metrics,
  onRange,
}: {
  metrics: MetricsOverview;
  onRange: (r: AnalyticsRange) => void;
}) {
  const viewsInRange = metrics.days.reduce((a, d) => a + d.views, 0);
  const followers = metrics.platforms.reduce<number | null>(
    (a, p) => (p.followers === null ? a : (a ?? 0) + p.followers),
    null,
  );
  const empty = viewsInRange === 0 && metrics.plays === 0;
  return (
    <>
      <Panel
        title="Views from your platforms"
        description={`Views gained per day, ${formatDay(metrics.from)} – ${formatDay(metrics.to)}: ${formatCount(viewsInRange)} on the platforms, ${formatCount(metrics.plays)} watch-page plays.`}
      >
        <div className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RangeControls metrics={metrics} onRange={onRange} />
            <SyncStatus metrics={metrics} />
          </div>
          {empty ? (
            <EmptyNote action={{ href: '/scheduler', label: 'Schedule a post' }}>
              No views in this range yet. Published posts are measured every hour, or when you press Sync now.
            </EmptyNote>
          ) : (
            <ViewsChart days={metrics.days} />
          )}
        </div>
      </Panel>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 lg:gap-6">
        <Panel title="By platform" description="Latest totals the platforms report" className="lg:col-span-2">
          <PlatformTable metrics={metrics} />
        </Panel>
        <div className="grid gap-5 lg:gap-6">
          <Panel title="Followers and revenue">
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center gap-2">
                <Users className="size-4 text-sky-600" />
                <dt className="flex-1 text-muted-foreground">Followers</dt>
                <dd className="font-semibold tabular-nums" data-testid="metrics-followers">
                  {followers === null ? 'Not reported yet' : formatCount(followers)}
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <DollarSign className="size-4 text-emerald-600" />
                <dt className="flex-1 text-muted-foreground">Estimated revenue</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="metrics-revenue">
                  {metrics.revenue === null ? (
                    <span className="font-normal text-muted-foreground">Not available from the platforms</span>
                  ) : (
                    `$${metrics.revenue.toFixed(2)}`
                  )}
                </dd>
              </div>
            </dl>
          </Panel>
          <Panel title="Best time to post" description="From your own posts: average views by the hour they went out">
            <BestTimes times={metrics.bestTimes} />
          </Panel>
        </div>
      </div>

      <Panel title="Posts" description="Each published post with the platform's latest numbers">
        <PostTable posts={metrics.posts} />
      </Panel>
    </>
  );
}
