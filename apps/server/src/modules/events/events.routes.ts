import { eventSchema } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { eventsService } from './events.service.ts';

/** First-party analytics: page views and product events, kept in our own database. */
export function eventsRoutes(app: App, ctx: AppContext) {
  const events = eventsService(ctx);
  app.post(
    '/api/events',
    { config: { public: true, rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { tags: ['events'], body: eventSchema } },
    async (req, reply) => {
      await events.record(req.body, req.user?.id ?? null);
      return reply.code(204).send();
    },
  );
}
