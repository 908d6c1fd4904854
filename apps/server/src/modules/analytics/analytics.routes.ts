import { analyticsQuerySchema, analyticsSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { analyticsService } from './analytics.service.ts';

export function analyticsRoutes(app: App, ctx: AppContext) {
  const analytics = analyticsService(ctx);

  app.get(
    '/api/analytics',
    { schema: { tags: ['analytics'], querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } },
    (req) => analytics.overview(requireUser(req), req.query.tz ?? 'UTC', ctx.clock.now(), { from: req.query.from, to: req.query.to }),
  );
}
