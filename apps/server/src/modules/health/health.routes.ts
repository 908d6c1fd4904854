import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { healthService } from './health.service.ts';

const up = z.object({ status: z.string(), database: z.string() });
const down = z.object({ status: z.string(), database: z.string(), message: z.string() });

export function healthRoutes(app: App, ctx: AppContext) {
  const health = healthService(ctx);
  app.get('/api/healthz', { config: { public: true }, schema: { tags: ['health'], response: { 200: up, 503: down } } }, async (_req, reply) => {
    if (await health.databaseUp()) return { status: 'ok', database: 'ok' };
    app.log.error('health check: database unreachable');
    return reply.code(503).send({ status: 'error', database: 'unreachable', message: 'Database unreachable' });
  });
}
