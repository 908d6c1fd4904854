import { and, count, desc, eq, gt, gte, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postResults, scheduledPosts, videos } from '../../db/schema.ts';

/** Read-only aggregates over one user's rows. */
export function analyticsRepository(db: Db) {
  return {
    videosByStatus: (userId: string) =>
      db
        .select({ status: videos.status, n: count() })
        .from(videos)
        .where(eq(videos.userId, userId))
        .groupBy(videos.status),

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

    /** AI renders that produced a file: their request time and file key (its mtime is when it finished). */
    renderedFiles: (userId: string) =>
      db
        .select({ createdAt: videos.createdAt, videoKey: videos.videoKey })
        .from(videos)
        .where(and(eq(videos.userId, userId), isNotNull(videos.renderOptions), isNotNull(videos.videoKey))),

    topVideos: (userId: string, limit: number) =>
      db
        .select({ id: videos.id, title: videos.title, status: videos.status, views: videos.views, likes: videos.likes })
        .from(videos)
        .where(and(eq(videos.userId, userId), or(gt(videos.views, 0), gt(videos.likes, 0))))
        .orderBy(desc(videos.views), desc(videos.likes), desc(videos.createdAt))
        .limit(limit),
  };
}
