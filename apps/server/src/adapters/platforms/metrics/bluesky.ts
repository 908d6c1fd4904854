import { isRecord, str } from '../kit/answer.ts';
import { serverOf, type BlueskyHosts } from '../bluesky/account.ts';
import { chunks, countOf, jsonAt, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/**
 * Bluesky: `app.bsky.feed.getPosts` (25 at:// uris a call: likes, replies, reposts plus quotes;
 * no views) and `app.bsky.actor.getProfile`'s `followersCount`.
 */
export function blueskyMetrics(hosts: BlueskyHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const server = serverOf(hosts, account.serverUrl);
      const out = new Map<string, PostStats>();
      for (const batch of chunks(ids, 25)) {
        const query = new URLSearchParams(batch.map((uri): [string, string] => ['uris', uri]));
        const res = await metricsCall(
          'Bluesky getPosts',
          { method: 'GET', url: `${server.base}/xrpc/app.bsky.feed.getPosts?${query}`, policy: server.policy },
          account.accessToken,
        );
        const posts = jsonAt(res, 'posts');
        for (const p of Array.isArray(posts) ? posts : []) {
          const uri = isRecord(p) ? str(p.uri) : undefined;
          if (!uri || !isRecord(p)) continue;
          const reposts = countOf(p.repostCount);
          const quotes = countOf(p.quoteCount);
          const stats = statsOf({
            likes: countOf(p.likeCount),
            comments: countOf(p.replyCount),
            shares: reposts === undefined && quotes === undefined ? undefined : (reposts ?? 0) + (quotes ?? 0),
          });
          if (stats) out.set(uri, stats);
        }
      }
      return out;
    },
    async followers(account) {
      if (!account.platformUserId) return null;
      const server = serverOf(hosts, account.serverUrl);
      const res = await metricsCall(
        'Bluesky getProfile',
        { method: 'GET', url: `${server.base}/xrpc/app.bsky.actor.getProfile?actor=${encodeURIComponent(account.platformUserId)}`, policy: server.policy },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'followersCount')) ?? null;
    },
  };
}
