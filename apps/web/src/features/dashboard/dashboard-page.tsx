import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDashboardStats } from './api/get-dashboard-stats';
import { AgentsPanel } from './components/agents-panel';
import { PlatformStatusCard } from './components/platform-status-card';
import { QuickActions } from './components/quick-actions';
import { RecentVideosCard } from './components/recent-videos-card';
import { ScheduledPostsCard } from './components/scheduled-posts-card';
import { StatsStrip } from './components/stats-strip';
import { useSignedOutRedirect } from './components/use-signed-out-redirect';

/**
 * Spec section 2, "Dashboard". Videos, connections, posts and agent status have no endpoints yet,
 * so those cards get empty lists and say so; each card takes its data as props for when they do.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  useSignedOutRedirect(stats.error);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">Your channels, content and agents at a glance.</p>
      </div>

      <QuickActions />

      {stats.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <AlertCircle className="size-4 text-destructive" />
          <span className="flex-1">Your stats couldn't be loaded.</span>
          <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <StatsStrip stats={stats.data} isLoading={stats.isLoading} />
      )}

      <div className="grid gap-5 lg:grid-cols-3 lg:gap-6">
        <RecentVideosCard videos={[]} className="lg:col-span-2" />
        <PlatformStatusCard connections={[]} />
      </div>
      <div className="grid gap-5 lg:grid-cols-3 lg:gap-6">
        <AgentsPanel className="lg:col-span-2" />
        <ScheduledPostsCard posts={[]} />
      </div>
    </div>
  );
}
