import { isRecord, str } from '../kit/answer.ts';
import { chunks, countOf, jsonAt, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/**
 * TikTok Display API: `POST /v2/video/query/` (scope video.list, at most 20 ids) for the counts
 * of the creator's own videos, `GET /v2/user/info/?fields=follower_count` (user.info.stats).
 * The publish flow's `publicaly_available_post_id` is the video id these take.
 */
export function tiktokMetrics(api: string): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const batch of chunks(ids, 20)) {
        const res = await metricsCall(
          'TikTok video query',
          {
            method: 'POST',
            url: `${api}/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count`,
            json: { filters: { video_ids: batch } },
          },
          account.accessToken,
        );
        const videos = jsonAt(res, 'data', 'videos');
        for (const v of Array.isArray(videos) ? videos : []) {
          // Video ids are int64 strings; a number would have lost digits, so only strings count.
          const id = isRecord(v) ? str(v.id) : undefined;
          if (!id || !isRecord(v) || !batch.includes(id)) continue;
          const stats = statsOf({
            views: countOf(v.view_count),
            likes: countOf(v.like_count),
            comments: countOf(v.comment_count),
            shares: countOf(v.share_count),
          });
          if (stats) out.set(id, stats);
        }
      }
      return out;
    },
    async followers(account) {
      const res = await metricsCall(
        'TikTok user info',
        { method: 'GET', url: `${api}/v2/user/info/?fields=open_id,follower_count` },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'data', 'user', 'follower_count')) ?? null;
    },
  };
}
