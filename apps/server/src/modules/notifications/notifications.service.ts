import type { PageParams } from '@reelforge/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage } from '../../lib/pagination.ts';
import { notificationsRepository, type NotificationRow } from './notifications.repository.ts';

const toNotification = (r: NotificationRow) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export function notificationsService(db: Db) {
  const repo = notificationsRepository(db);
  return {
    /** The bell in the top bar: a page of the newest, and how many are unread in all. */
    async list(userId: string, { limit, cursor }: PageParams) {
      const after = decodeCursor(cursor);
      const [rows, unreadCount] = await Promise.all([repo.page(userId, limit, after), repo.unreadCount(userId)]);
      return { ...toPage(rows, limit, (r) => ({ at: r.cursorAt, id: r.row.id }), (r) => toNotification(r.row)), unreadCount };
    },
    markAllRead: (userId: string, now: Date) => repo.markAllRead(userId, now),
    /** One notification the user opened; someone else's id is "not found", like a missing one. */
    async markRead(userId: string, id: string, now: Date) {
      if (!isUuid(id) || !(await repo.markRead(userId, id, now))) throw notFound('Notification not found');
    },
    /** Other modules tell the creator about finished work through this. */
    notify: (userId: string, title: string, body: string, link?: string) => repo.insert({ userId, title, body, link }),
  };
}
