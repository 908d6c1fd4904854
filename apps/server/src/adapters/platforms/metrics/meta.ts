import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import { insights, unlessMissing } from '../meta/insights.ts';
import { countOf, jsonAt, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/**
 * Instagram Graph API: media insights `views,likes,comments,shares` (instagram_manage_insights)
 * and the account's `followers_count`.
 */
export function instagramMetrics(hosts: MetaHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        const res = await unlessMissing(() =>
          metricsCall(
            'Instagram media insights',
            {
              method: 'GET',
              url: graphUrl(hosts, `${encodeURIComponent(id)}/insights?metric=views,likes,comments,shares`),
            },
            account.accessToken,
          ),
        );
        if (!res) continue;
        const m = insights(jsonAt(res, 'data'));
        const stats = statsOf({
          views: m.get('views'),
          likes: m.get('likes'),
          comments: m.get('comments'),
          shares: m.get('shares'),
        });
        if (stats) out.set(id, stats);
      }
      return out;
    },
    async followers(account) {
      if (!account.platformUserId) return null;
      const res = await metricsCall(
        'Instagram account',
        { method: 'GET', url: graphUrl(hosts, `${encodeURIComponent(account.platformUserId)}?fields=followers_count`) },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'followers_count')) ?? null;
    },
  };
}

/**
 * Facebook Page: a video's `video_insights` total_video_views, and on any post or video the
 * likes and comments summaries (plus `shares` on feed posts, whose ids are pageid_postid).
 */
export function facebookMetrics(hosts: MetaHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        const isFeedPost = id.includes('_');
        const fields = `likes.summary(true).limit(0),comments.summary(true).limit(0)${isFeedPost ? ',shares' : ''}`;
        const node = await unlessMissing(() =>
          metricsCall(
            'Facebook post',
            { method: 'GET', url: graphUrl(hosts, `${encodeURIComponent(id)}?fields=${fields}`) },
            account.accessToken,
          ),
        );
        const views = isFeedPost
          ? null
          : await unlessMissing(() =>
              metricsCall(
                'Facebook video insights',
                {
                  method: 'GET',
                  url: graphUrl(hosts, `${encodeURIComponent(id)}/video_insights?metric=total_video_views`),
                },
                account.accessToken,
              ),
            );
        const stats = statsOf({
          views: views ? insights(jsonAt(views, 'data')).get('total_video_views') : undefined,
          likes: node ? countOf(jsonAt(node, 'likes', 'summary', 'total_count')) : undefined,
          comments: node ? countOf(jsonAt(node, 'comments', 'summary', 'total_count')) : undefined,
          shares: node ? countOf(jsonAt(node, 'shares', 'count')) : undefined,
        });
        if (stats) out.set(id, stats);
      }
      return out;
    },
    async followers(account) {
      if (!account.platformUserId) return null;
      const res = await metricsCall(
        'Facebook Page',
        { method: 'GET', url: graphUrl(hosts, `${encodeURIComponent(account.platformUserId)}?fields=followers_count`) },
        account.accessToken,
      );
      return countOf(jsonAt(res, 'followers_count')) ?? null;
    },
  };
}
