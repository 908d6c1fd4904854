import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { AppContext } from '../../lib/context.ts';

export function healthRoutes(app: App, ctx: AppContext) {
  app.get('/api/healthz', { schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable', message: 'Database unreachable' });
    }
  });
}
