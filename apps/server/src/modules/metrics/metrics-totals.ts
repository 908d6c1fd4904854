import type { AppContext } from '../../lib/context.ts';
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
 * The dashboard's figures from the metrics tables (ADR 0022): followers are the latest count of
 * every active connection; the views and followers badges compare what was gained in the last
 * 30 days with the 30 before, and only once the history reaches back 60 days.
 */
export function metricsTotals(ctx: AppContext) {
  const repo = metricsRepository(ctx.db);
  return {
    async dashboard(userId: string) {
      const now = ctx.clock.now();
      const ago = (days: number) => new Date(now.getTime() - days * DAY);
      const [followersNow, start, revenueAvailable] = await Promise.all([repo.followers(userId), repo.historyStart(userId), repo.hasRevenue(userId)]);
      const totalFollowers = followersNow.reduce((a, f) => a + f.followers, 0);

      let viewsChange: number | null = null;
      if (start.views && start.views <= ago(60)) {
        const [v0, v30, v60] = await Promise.all([repo.viewsAsOf(userId, now), repo.viewsAsOf(userId, ago(30)), repo.viewsAsOf(userId, ago(60))]);
        viewsChange = gainChange(v0, v30, v60);
      }
      let followersChange: number | null = null;
      if (start.followers && start.followers <= ago(60)) {
        const sum = (rows: { followers: number }[]) => rows.reduce((a, f) => a + f.followers, 0);
        const [f30, f60] = await Promise.all([repo.followers(userId, ago(30)), repo.followers(userId, ago(60))]);
        followersChange = gainChange(totalFollowers, sum(f30), sum(f60));
      }
      return { totalFollowers, revenueAvailable, viewsChange, followersChange };
    },
  };
}
