import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars, billingCustomers, metricSyncs, postResults, scheduledPosts, socialConnections, videos } from '../../db/schema.ts';

/** What the agents' status reads from the user's own rows (each agent's source picks its part). */
export function agentStatusRepository(db: Db) {
  return {
    async rendering(userId: string) {
      const [row] = await db.select({ n: count() }).from(videos).where(and(eq(videos.userId, userId), eq(videos.status, 'generating')));
      return row?.n ?? 0;
    },
    /** The latest render asked for: running, failed with its reason, or finished. */
    async lastRender(userId: string) {
      const [row] = await db
        .select({ status: videos.status, error: videos.error, requested: videos.renderRequestedAt, rendered: videos.renderedAt, title: videos.title })
        .from(videos)
        .where(and(eq(videos.userId, userId), isNotNull(videos.renderRequestedAt)))
        .orderBy(desc(videos.renderRequestedAt))
        .limit(1);
      return row ?? null;
    },
    async publishing(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
        .where(and(eq(scheduledPosts.userId, userId), eq(postResults.status, 'publishing')));
      return row?.n ?? 0;
    },
    /** The latest platform outcome of the user's posts (posted or failed). */
    async lastPublish(userId: string) {
      const [row] = await db
        .select({ status: postResults.status, error: postResults.error, at: postResults.updatedAt, platform: postResults.platform })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
        .where(and(eq(scheduledPosts.userId, userId), inArray(postResults.status, ['posted', 'failed'])))
        .orderBy(desc(postResults.updatedAt))
        .limit(1);
      return row ?? null;
    },
    async activeConnections(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(socialConnections)
        .where(and(eq(socialConnections.userId, userId), eq(socialConnections.isActive, true)));
      return row?.n ?? 0;
    },
    async metricSync(userId: string) {
      const [row] = await db.select().from(metricSyncs).where(eq(metricSyncs.userId, userId)).limit(1);
      return row ?? null;
    },
    async lastAvatar(userId: string) {
      const [row] = await db
        .select({ at: avatars.createdAt, name: avatars.name })
        .from(avatars)
        .where(eq(avatars.userId, userId))
        .orderBy(desc(avatars.createdAt))
        .limit(1);
      return row ?? null;
    },
    async billing(userId: string) {
      const [row] = await db
        .select({ status: billingCustomers.status, at: billingCustomers.statusAt })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type AgentStatusRepository = ReturnType<typeof agentStatusRepository>;
