import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export function notificationsService(db: Db) {
  return {
    async list(userId: string) {
      const [rows, [unread]] = await Promise.all([
        db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(50),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return {
        unreadCount: unread?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body: r.body,
          link: r.link,
          readAt: r.readAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
    /** Other modules tell the creator about finished work through this. */
    async notify(userId: string, title: string, body: string, link?: string) {
      await db.insert(notifications).values({ userId, title, body, link });
    },
  };
}
