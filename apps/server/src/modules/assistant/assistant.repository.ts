import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postResults, scheduledPosts, socialConnections, videos } from '../../db/schema.ts';

/** What PaulinaAI reads of one user's account: always filtered by that user's id. */
export function assistantRepository(db: Db) {
  return {
    /**
     * The user's most recent platform result of a failed post: failed, or unknown (a call that may
     * have published got no answer, e.g. X's post create on a dropped connection).
     */
    async latestFailedPost(userId: string) {
      const [row] = await db
        .select({
          postId: scheduledPosts.id,
          title: scheduledPosts.title,
          videoId: scheduledPosts.videoId,
          platform: postResults.platform,
          error: postResults.error,
          errorDetail: postResults.errorDetail,
          status: postResults.status,
        })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
        .where(and(eq(scheduledPosts.userId, userId), inArray(postResults.status, ['failed', 'unknown']), eq(scheduledPosts.status, 'failed')))
        .orderBy(desc(postResults.updatedAt))
        .limit(1);
      return row ?? null;
    },

    /** Videos rendering now, oldest first (the one nearest done leads). */
    rendering: (userId: string, limit = 3) =>
      db
        .select({ id: videos.id, title: videos.title, progress: videos.progress, stage: videos.stage })
        .from(videos)
        .where(and(eq(videos.userId, userId), eq(videos.status, 'generating')))
        .orderBy(asc(videos.renderRequestedAt))
        .limit(limit),

    connections: (userId: string) =>
      db
        .select({ platform: socialConnections.platform, isActive: socialConnections.isActive, lastError: socialConnections.lastError })
        .from(socialConnections)
        .where(eq(socialConnections.userId, userId))
        .orderBy(asc(socialConnections.createdAt)),
  };
}
