import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context/index.ts';
import { events, users, videos } from '../../db/schema.ts';

/** Takes the context's user caches too: its writes forget the users they change (ADR 0026). */
export function accountRepository(ctx: Pick<AppContext, 'db' | 'users'>) {
  const db = ctx.db;
  return {
    /** Every video's stored files and running render, gathered before the rows go. */
    videoFiles(userId: string) {
      return db
        .select({ id: videos.id, status: videos.status, jobId: videos.jobId, videoKey: videos.videoKey, thumbnailKey: videos.thumbnailKey, captionsKey: videos.captionsKey })
        .from(videos)
        .where(eq(videos.userId, userId));
    },
    /**
     * The user row; everything they own goes with it (ON DELETE CASCADE: sessions, videos,
     * avatars, posts, connections, templates, notifications, settings, reset links). Their
     * analytics events would only lose the link (SET NULL), so they are deleted too.
     */
    async deleteUser(userId: string) {
      return db.transaction(async (tx) => {
        await tx.delete(events).where(and(eq(events.userId, userId), isNotNull(events.userId)));
        const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return rows.length > 0;
      }).finally(() => ctx.users.forgetUser(userId));
    },
  };
}
