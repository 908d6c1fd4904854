import { ANALYTICS_DAYS } from '@reelforge/contracts';
import { AlertCircle, Eye, Heart, Send, Timer, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from './api/get-analytics';
import { EmptyNote, Panel, PlatformBars, StatTile, StatusBars, TopVideos } from './components/analytics-parts';
import { MetricsSection } from './components/metrics-section';
import { RenderChart } from './components/render-chart';
import type { AnalyticsRange } from '@/lib/queries/analytics';
import { formatCount, formatSeconds } from './lib/format';

function Loading() {
  return (
    <div className="grid gap-5" aria-busy="true" data-testid="analytics-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:gap-4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** Spec /analytics: the signed-in user's own numbers, computed by the server from their rows. */
export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>({});
  const { data, isLoading, isError, refetch, isFetching } = useAnalytics(range);
  const published = data?.posts.byPlatform.reduce((a, p) => a + p.published, 0) ?? 0;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Analytics</h1>
        <p className="text-sm text-muted-foreground">How your videos and posts are doing, from your own data.</p>
      </div>

      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <AlertCircle className="size-4 text-destructive" />
          <span className="flex-1">Your analytics couldn't be loaded.</span>
          <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:gap-4">
            <StatTile testId="analytics-videos" label="Videos" value={formatCount(data.videos.total)} icon={Video} tint="bg-violet-100 text-violet-700" />
            <StatTile testId="analytics-views" label="Views" value={formatCount(data.views)} icon={Eye} tint="bg-sky-100 text-sky-700" />
            <StatTile testId="analytics-likes" label="Likes" value={formatCount(data.likes)} icon={Heart} tint="bg-pink-100 text-pink-700" />
            <StatTile
              testId="analytics-published"
              label="Published posts"
              value={formatCount(published)}
              hint={data.posts.upcoming ? `${data.posts.upcoming} scheduled` : undefined}
              icon={Send}
              tint="bg-emerald-100 text-emerald-700"
            />
            <StatTile
              testId="analytics-render-time"
              label="Average render time"
              value={data.renders.averageSeconds === null ? '—' : formatSeconds(data.renders.averageSeconds)}
              hint={
                data.renders.sampleSize
                  ? `start to finished file, over ${data.renders.sampleSize} ${data.renders.sampleSize === 1 ? 'render' : 'renders'}`
                  : 'no finished renders yet'
              }
              icon={Timer}
              tint="bg-amber-100 text-amber-800"
            />
          </div>

          <MetricsSection metrics={data.metrics} onRange={setRange} />

          <Panel
            title="AI renders"
            description={`Requested per day over the last ${ANALYTICS_DAYS} days (${data.timeZone}) — ${data.renders.total} in total.`}
          >
            {data.renders.total ? (
              <RenderChart days={data.renders.days} />
            ) : (
              <EmptyNote action={{ href: '/video-studio', label: 'Generate an AI video' }}>
                No AI renders in the last {ANALYTICS_DAYS} days.
              </EmptyNote>
            )}
          </Panel>

          <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 lg:gap-6">
            <Panel title="Videos by status" description={`${data.videos.total} ${data.videos.total === 1 ? 'video' : 'videos'} in total`}>
              <StatusBars videos={data.videos} />
            </Panel>
            <Panel title="Published posts by platform" description="Publications that went out, and those that failed">
              <PlatformBars posts={data.posts} />
            </Panel>
            <Panel title="Top videos" description="By views, then likes">
              <TopVideos videos={data.topVideos} />
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}
