import {
  createTemplateRecipeSchema,
  messageSchema,
  pageQuerySchema,
  pageSchema,
  templateDetailSchema,
  templateFromVideoSchema,
  updateTemplateSchema,
} from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { idParams } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { templatesService } from './templates.service.ts';

const tags = ['templates'];

export function templatesRoutes(app: App, ctx: AppContext) {
  const templates = templatesService(ctx);

  app.get('/api/templates', { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(templateDetailSchema) } } }, (req) =>
    templates.list(requireUser(req), req.query),
  );
  app.get('/api/templates/:id', { schema: { tags, params: idParams, response: { 200: templateDetailSchema } } }, (req) =>
    templates.get(requireUser(req), req.params.id),
  );
  app.post(
    '/api/templates',
    { schema: { tags, body: createTemplateRecipeSchema, response: { 201: templateDetailSchema } } },
    async (req, reply) => reply.code(201).send(await templates.create(requireUser(req), req.body)),
  );
  app.patch(
    '/api/templates/:id',
    { schema: { tags, params: idParams, body: updateTemplateSchema, response: { 200: templateDetailSchema } } },
    (req) => templates.update(requireUser(req), req.params.id, req.body),
  );
  app.delete('/api/templates/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => {
    await templates.remove(requireUser(req), req.params.id);
    return { message: 'Template deleted' };
  });
  app.post('/api/templates/:id/like', { schema: { tags, params: idParams, response: { 200: templateDetailSchema } } }, (req) =>
    templates.like(requireUser(req), req.params.id),
  );
  app.delete('/api/templates/:id/like', { schema: { tags, params: idParams, response: { 200: templateDetailSchema } } }, (req) =>
    templates.unlike(requireUser(req), req.params.id),
  );
  // "Save as template" in the studio: the video's settings become a new template of the user's.
  app.post(
    '/api/videos/:id/template',
    { schema: { tags, params: idParams, body: templateFromVideoSchema, response: { 201: templateDetailSchema } } },
    async (req, reply) => reply.code(201).send(await templates.createFromVideo(requireUser(req), req.params.id, req.body)),
  );
}
