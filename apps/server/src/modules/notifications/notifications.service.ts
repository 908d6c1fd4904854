import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { notificationsRepository } from './notifications.repository.ts';

/** The bell in the top bar: the latest 50 and how many are unread. */
const LIST_LIMIT = 50;

export function notificationsService(db: Db) {
  const repo = notificationsRepository(db);
  return {
    async list(userId: string) {
      const [rows, unreadCount] = await Promise.all([repo.latest(userId, LIST_LIMIT), repo.unreadCount(userId)]);
      return {
        unreadCount,
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
    markAllRead: (userId: string) => repo.markAllRead(userId, new Date()),
    /** One notification the user opened; someone else's id is "not found", like a missing one. */
    async markRead(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.markRead(userId, id, new Date()))) throw notFound('Notification not found');
    },
    /** Other modules tell the creator about finished work through this. */
    notify: (userId: string, title: string, body: string, link?: string) => repo.insert({ userId, title, body, link }),
  };
}
