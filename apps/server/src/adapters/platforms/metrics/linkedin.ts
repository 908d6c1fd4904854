import { isRecord } from '../kit/answer.ts';
import { countOf, jsonAt, MetricsError, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/**
 * LinkedIn: `GET /rest/socialActions/{post urn}` gives likes and comments of a member's post
 * (no view count for member posts outside the partner-only analytics, so none is recorded);
 * `GET /rest/memberFollowersCount?q=me` (Community Management API) gives the member's followers.
 */
export function linkedinMetrics(api: string, version: string): MetricsFetcher {
  const headers = { 'LinkedIn-Version': version, 'X-Restli-Protocol-Version': '2.0.0' };
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const urn of ids) {
        let res;
        try {
          res = await metricsCall(
            'LinkedIn socialActions',
            { method: 'GET', url: `${api}/rest/socialActions/${encodeURIComponent(urn)}`, headers },
            account.accessToken,
          );
        } catch (err) {
          if (err instanceof MetricsError && err.status === 404) continue;
          throw err;
        }
        const stats = statsOf({
          likes: countOf(jsonAt(res, 'likesSummary', 'totalLikes')),
          comments: countOf(jsonAt(res, 'commentsSummary', 'aggregatedTotalComments')),
        });
        if (stats) out.set(urn, stats);
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'LinkedIn follower count',
        { method: 'GET', url: `${api}/rest/memberFollowersCount?q=me`, headers },
        account.accessToken,
      );
      const first = jsonAt(res, 'elements', 0);
      return isRecord(first) ? (countOf(first.memberFollowersCount) ?? null) : null;
    },
  };
}
