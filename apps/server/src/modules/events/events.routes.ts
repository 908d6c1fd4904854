import { eventSchema } from '@reelforge/contracts';
import type { App } from '../../app.ts';
import type { AppContext } from '../../lib/context.ts';
import { events } from '../../db/schema.ts';

/** First-party analytics: page views and product events, kept in our own database. */
export function eventsRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/events',
    { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { tags: ['events'], body: eventSchema } },
    async (req, reply) => {
      await ctx.db.insert(events).values({ ...req.body, userId: req.user?.id ?? null });
      return reply.code(204).send();
    },
  );
}
