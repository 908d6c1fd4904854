import {
  countOf,
  jsonAt,
  MetricsError,
  metricsCall,
  statsOf,
  type MetricsFetcher,
  type PostStats,
} from '../metrics/types.ts';
import type { PinterestHosts } from './oauth.ts';

/**
 * A Pin's lifetime metrics (`GET /v5/pins/{id}?pin_metrics=true`): impressions as its views,
 * reactions as likes, comments, and saves as shares; the account's `follower_count`.
 */
export function pinterestMetrics(hosts: PinterestHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        let res;
        try {
          res = await metricsCall(
            'Pinterest Pin',
            { method: 'GET', url: `${hosts.api}/v5/pins/${encodeURIComponent(id)}?pin_metrics=true` },
            account.accessToken,
          );
        } catch (err) {
          // A Pin deleted on Pinterest (404) has nothing to report: skipped, not a failed sync.
          if (err instanceof MetricsError && err.status === 404) continue;
          throw err;
        }
        const m = jsonAt(res, 'pin_metrics', 'lifetime_metrics');
        const get = (k: string) => countOf(m && typeof m === 'object' ? (m as Record<string, unknown>)[k] : undefined);
        const stats = statsOf({
          views: get('impression'),
          likes: get('reaction'),
          comments: get('comment'),
          shares: get('save'),
        });
        if (stats) out.set(id, stats);
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'Pinterest account',
        { method: 'GET', url: `${hosts.api}/v5/user_account` },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'follower_count')) ?? null;
    },
  };
}
