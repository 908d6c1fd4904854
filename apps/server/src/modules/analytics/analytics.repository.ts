import { and, count, desc, eq, gt, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postResults, scheduledPosts, videoRenders, videoTotals, videos } from '../../db/schema.ts';

/** Read-only aggregates over one user's rows. */
export function analyticsRepository(db: Db) {
  return {
    /** From the totals the triggers keep (migration 0024): a row per status, whatever the number of videos. */
    videosByStatus: (userId: string) =>
      db
        .select({ status: videoTotals.status, n: videoTotals.videos })
        .from(videoTotals)
        .where(eq(videoTotals.userId, userId)),

    postsByStatus: (userId: string) =>
      db
        .select({ status: scheduledPosts.status, n: count() })
        .from(scheduledPosts)
        .where(eq(scheduledPosts.userId, userId))
        .groupBy(scheduledPosts.status),

    resultsByPlatform: (userId: string) =>
      db
        .select({ platform: postResults.platform, status: postResults.status, n: count() })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(postResults.postId, scheduledPosts.id))
        .where(eq(scheduledPosts.userId, userId))
        .groupBy(postResults.platform, postResults.status),

    /** AI renders (videos made by the render job) requested since a moment. */
    rendersSince: (userId: string, since: Date) =>
      db
        .select({ createdAt: videos.createdAt, status: videos.status })
        .from(videos)
        .where(and(eq(videos.userId, userId), isNotNull(videos.renderOptions), gte(videos.createdAt, since))),

    /** Every finished render (re-renders each count) and its average working time in seconds. */
    async renderTimes(userId: string) {
      const [row] = await db
        .select({
          n: count(),
          seconds: sql<number | null>`avg(extract(epoch from ${videoRenders.finishedAt} - ${videoRenders.startedAt}))`.mapWith(
            (v) => (v === null ? null : Number(v)),
          ),
        })
        .from(videoRenders)
        .where(eq(videoRenders.userId, userId));
      return { n: row?.n ?? 0, seconds: row?.seconds ?? null };
    },

    topVideos: (userId: string, limit: number) =>
      db
        .select({ id: videos.id, title: videos.title, status: videos.status, views: videos.views, likes: videos.likes })
        .from(videos)
        .where(and(eq(videos.userId, userId), or(gt(videos.views, 0), gt(videos.likes, 0))))
        .orderBy(desc(videos.views), desc(videos.likes), desc(videos.createdAt))
        .limit(limit),
  };
}
