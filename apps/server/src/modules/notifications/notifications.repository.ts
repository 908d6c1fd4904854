import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationsRepository(db: Db) {
  return {
    /** Newest first, one page (limit + 1 rows, see toPage) after the cursor; the id breaks ties. */
    page: (userId: string, limit: number, after: Cursor | null) =>
      db
        .select({ row: notifications, cursorAt: sql<string>`${notifications.createdAt}::text` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1),
    async unreadCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
    /** Keeps the first read time; true when the user has such a notification. */
    async markRead(userId: string, id: string, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return Boolean(row);
    },
    async insert(values: typeof notifications.$inferInsert) {
      await db.insert(notifications).values(values);
    },
  };
}
