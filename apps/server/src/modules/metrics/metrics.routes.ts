import { metricsSyncSchema, playResponseSchema, videoIdParamsSchema } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { metricsSyncService } from './metrics-sync.service.ts';
import { playsService } from './plays.service.ts';

export function metricsRoutes(app: App, ctx: AppContext) {
  const sync = metricsSyncService(ctx);
  const plays = playsService(ctx);

  /** Collects the signed-in user's platform statistics now (the periodic job does it hourly). */
  app.post(
    '/api/analytics/sync',
    {
      config: { rateLimit: perUserRateLimit(10) },
      schema: { tags: ['analytics'], response: { 200: metricsSyncSchema } },
    },
    (req) => sync.syncUser(requireUser(req).id),
  );

  /** The watch page calls this when the video starts playing. */
  app.post(
    '/api/public/videos/:id/play',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['videos'], params: videoIdParamsSchema, response: { 200: playResponseSchema } },
    },
    (req) => plays.play(req.params.id, req.ip, req.headers['user-agent'] ?? ''),
  );
}
