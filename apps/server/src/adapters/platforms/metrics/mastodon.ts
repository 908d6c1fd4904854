import type { AddressPolicy } from '../../../lib/private-address.ts';
import { countOf, jsonAt, MetricsError, metricsCall, statsOf, type MetricsAccount, type MetricsFetcher, type PostStats } from './types.ts';

const serverOf = (a: MetricsAccount) => {
  if (!a.serverUrl) throw new MetricsError('the Mastodon connection has no server address; reconnect it');
  return a.serverUrl;
};

/**
 * Mastodon: `GET /api/v1/statuses/:id` per post (favourites, replies, boosts; no views) and
 * verify_credentials' `followers_count`, on the connection's own instance.
 */
export function mastodonMetrics(policy: AddressPolicy): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        const res = await metricsCall(
          'Mastodon status lookup',
          { method: 'GET', url: `${serverOf(account)}/api/v1/statuses/${encodeURIComponent(id)}`, policy },
          account.accessToken,
        ).catch((err: unknown) => {
          // A deleted status is simply no longer counted.
          if (err instanceof MetricsError && err.status === 404) return null;
          throw err;
        });
        if (!res) continue;
        const stats = statsOf({
          likes: countOf(jsonAt(res, 'favourites_count')),
          comments: countOf(jsonAt(res, 'replies_count')),
          shares: countOf(jsonAt(res, 'reblogs_count')),
        });
        if (stats) out.set(id, stats);
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'Mastodon verify_credentials',
        { method: 'GET', url: `${serverOf(account)}/api/v1/accounts/verify_credentials`, policy },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'followers_count')) ?? null;
    },
  };
}
