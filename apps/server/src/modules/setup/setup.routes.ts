import { setupQuerySchema, setupStatusSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { setupService } from './setup.service.ts';

export function setupRoutes(app: App, ctx: AppContext) {
  const setup = setupService(ctx);
  const tags = ['setup'];

  app.get('/api/setup', { schema: { tags, querystring: setupQuerySchema, response: { 200: setupStatusSchema } } }, (req) =>
    setup.status(requireUser(req), { refresh: req.query.refresh }),
  );

  app.post('/api/setup/dismiss', { schema: { tags, response: { 200: setupStatusSchema } } }, async (req) => {
    const user = requireUser(req);
    await setup.dismiss(user);
    return setup.status(user);
  });
}
