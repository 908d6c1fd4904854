import type { AppContext } from '../../context/index.ts';
import { metricsRepository } from './metrics.repository.ts';

const DAY = 86_400_000;

/** Percent change of the last 30 days' gain over the 30 before; null when there is nothing to compare. */
function gainChange(now: number, earlier: number, earliest: number): number | null {
  const current = now - earlier;
  const previous = earlier - earliest;
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The dashboard's figures from the metrics tables (ADR 0022): views are every post's latest count
 * plus watch-page plays (posts without a video count too), revenue the latest YouTube Analytics
 * estimates, followers the latest count of every active connection. The badges compare what was
 * gained in the last 30 days with the 30 before, and only once the history reaches back 60 days.
 */
export function metricsTotals(ctx: AppContext) {
  const repo = metricsRepository(ctx.db);
  const sum = (rows: { followers: number }[]) => rows.reduce((a, f) => a + f.followers, 0);
  return {
    async dashboard(userId: string) {
      const now = ctx.clock.now();
      const ago = (days: number) => new Date(now.getTime() - days * DAY);
      const [followersNow, start, revenueAvailable, totals] = await Promise.all([
        repo.followers(userId),
        repo.historyStart(userId),
        repo.hasRevenue(userId),
        repo.totalsAsOf(userId, now),
      ]);
      const totalFollowers = sum(followersNow);

      let viewsChange: number | null = null;
      let revenueChange: number | null = null;
      if (start.views && start.views <= ago(60)) {
        const [t30, t60] = await Promise.all([repo.totalsAsOf(userId, ago(30)), repo.totalsAsOf(userId, ago(60))]);
        viewsChange = gainChange(totals.views, t30.views, t60.views);
        if (revenueAvailable) revenueChange = gainChange(totals.revenueCents, t30.revenueCents, t60.revenueCents);
      }
      let followersChange: number | null = null;
      if (start.followers && start.followers <= ago(60)) {
        const [f30, f60] = await Promise.all([repo.followers(userId, ago(30)), repo.followers(userId, ago(60))]);
        followersChange = gainChange(totalFollowers, sum(f30), sum(f60));
      }
      return {
        totalViews: totals.views,
        totalRevenue: totals.revenueCents / 100,
        totalFollowers,
        revenueAvailable,
        changes: { totalViews: viewsChange, totalFollowers: followersChange, totalRevenue: revenueChange },
      };
    },
  };
}
