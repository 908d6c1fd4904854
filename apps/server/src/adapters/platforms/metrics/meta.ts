import { isRecord, str } from '../kit/answer.ts';
import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import { countOf, jsonAt, MetricsError, metricsCall, statsOf, type MetricsFetcher, type PostStats } from './types.ts';

/** An insights answer ({data:[{name, values:[{value}]}]} or {name, total_value:{value}}) as name -> count. */
function insights(data: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of Array.isArray(data) ? data : []) {
    if (!isRecord(m)) continue;
    const name = str(m.name);
    const v = countOf(
      isRecord(m.total_value)
        ? m.total_value.value
        : Array.isArray(m.values) && isRecord(m.values[0])
          ? m.values[0].value
          : undefined,
    );
    if (name && v !== undefined) out.set(name, v);
  }
  return out;
}

/** A call where a missing object or metric (code 100) means "no data for this post", not a failure. */
async function optional<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof MetricsError && err.status === 400) return null;
    throw err;
  }
}

/**
 * Instagram Graph API: media insights `views,likes,comments,shares` (instagram_manage_insights)
 * and the account's `followers_count`.
 */
export function instagramMetrics(hosts: MetaHosts): MetricsFetcher {
  return {
    async posts(account, ids) {
      const out = new Map<string, PostStats>();
      for (const id of ids) {
        const res = await optional(() =>
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
        const node = await optional(() =>
          metricsCall(
            'Facebook post',
            { method: 'GET', url: graphUrl(hosts, `${encodeURIComponent(id)}?fields=${fields}`) },
            account.accessToken,
          ),
        );
        const views = isFeedPost
          ? null
          : await optional(() =>
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
