import { insights, unlessMissing } from '../meta/insights.ts';
import { jsonAt, metricsCall, statsOf, type MetricsFetcher, type PostStats } from '../metrics/types.ts';
import { threadsUrl, type ThreadsHosts } from './oauth.ts';

const sum = (...xs: (number | undefined)[]) =>
  xs.some((x) => x !== undefined) ? xs.reduce<number>((a, x) => a + (x ?? 0), 0) : undefined;

/**
 * Threads Insights (threads_manage_insights): a post's `views,likes,replies,reposts,quotes,shares`
 * (reposts, quotes and shares together are its shares) and the account's `followers_count`.
 */
export function threadsMetrics(hosts: ThreadsHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        const res = await unlessMissing(() =>
          metricsCall(
            'Threads post insights',
            {
              method: 'GET',
              url: threadsUrl(
                hosts,
                `${encodeURIComponent(id)}/insights?metric=views,likes,replies,reposts,quotes,shares`,
              ),
            },
            account.accessToken,
          ),
        );
        // A deleted post (code 100, HTTP 400) has no insights: skipped, not a failed sync.
        if (!res) continue;
        const m = insights(jsonAt(res, 'data'));
        const stats = statsOf({
          views: m.get('views'),
          likes: m.get('likes'),
          comments: m.get('replies'),
          shares: sum(m.get('reposts'), m.get('quotes'), m.get('shares')),
        });
        if (stats) out.set(id, stats);
      }
      return out;
    },
    async followers(account) {
      if (!account.platformUserId) return null;
      const res = await metricsCall(
        'Threads account insights',
        {
          method: 'GET',
          url: threadsUrl(
            hosts,
            `${encodeURIComponent(account.platformUserId)}/threads_insights?metric=followers_count`,
          ),
        },
        account.accessToken,
      );
      return insights(jsonAt(res, 'data')).get('followers_count') ?? null;
    },
  };
}
