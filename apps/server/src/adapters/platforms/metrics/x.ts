import { isRecord, str } from '../kit/answer.ts';
import { chunks, countOf, jsonAt, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/**
 * X API v2: `GET /2/tweets?ids=&tweet.fields=public_metrics` (100 ids a call): impressions are
 * the views, replies the comments, retweets plus quotes the shares; `GET /2/users/me` with
 * `user.fields=public_metrics` for followers.
 */
export function xMetrics(api: string): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const batch of chunks(ids, 100)) {
        const res = await metricsCall(
          'X tweets lookup',
          { method: 'GET', url: `${api}/2/tweets?ids=${batch.join(',')}&tweet.fields=public_metrics` },
          account.accessToken,
        );
        const data = jsonAt(res, 'data');
        for (const t of Array.isArray(data) ? data : []) {
          const id = isRecord(t) ? str(t.id) : undefined;
          const m = isRecord(t) ? t.public_metrics : undefined;
          if (!id || !isRecord(m)) continue;
          const retweets = countOf(m.retweet_count);
          const quotes = countOf(m.quote_count);
          const stats = statsOf({
            views: countOf(m.impression_count),
            likes: countOf(m.like_count),
            comments: countOf(m.reply_count),
            shares: retweets === undefined && quotes === undefined ? undefined : (retweets ?? 0) + (quotes ?? 0),
          });
          if (stats) out.set(id, stats);
        }
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'X users/me',
        { method: 'GET', url: `${api}/2/users/me?user.fields=public_metrics` },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'data', 'public_metrics', 'followers_count')) ?? null;
    },
  };
}
