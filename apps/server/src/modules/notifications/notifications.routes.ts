import { messageSchema, notificationPageSchema, pageQuerySchema } from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { notificationsService } from './notifications.service.ts';

export function notificationsRoutes(app: App, ctx: AppContext) {
  const service = notificationsService(ctx.db);
  app.get(
    '/api/notifications',
    { schema: { tags: ['notifications'], querystring: pageQuerySchema, response: { 200: notificationPageSchema } } },
    (req) => service.list(requireUser(req).id, req.query),
  );
  app.post('/api/notifications/read-all', { schema: { tags: ['notifications'], response: { 200: messageSchema } } }, async (req) => {
    await service.markAllRead(requireUser(req).id, ctx.clock.now());
    return { message: 'All notifications marked as read' };
  });
  app.post(
    '/api/notifications/:id/read',
    { schema: { tags: ['notifications'], params: z.object({ id: z.string().max(64) }), response: { 200: messageSchema } } },
    async (req) => {
      await service.markRead(requireUser(req).id, req.params.id, ctx.clock.now());
      return { message: 'Notification marked as read' };
    },
  );
}
