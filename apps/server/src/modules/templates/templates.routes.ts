import { createTemplateSchema, messageSchema, pageQuerySchema, pageSchema, templateSchema } from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../auth/session.ts';
import { templatesService } from './templates.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['templates'];

export function templatesRoutes(app: App, ctx: AppContext) {
  const templates = templatesService(ctx);

  app.get('/api/templates', { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(templateSchema) } } }, (req) =>
    templates.list(requireUser(req), req.query),
  );
  app.post(
    '/api/templates',
    { schema: { tags, body: createTemplateSchema, response: { 201: templateSchema } } },
    async (req, reply) => reply.code(201).send(await templates.create(requireUser(req), req.body)),
  );
  app.delete('/api/templates/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => {
    await templates.remove(requireUser(req), req.params.id);
    return { message: 'Template deleted' };
  });
}
