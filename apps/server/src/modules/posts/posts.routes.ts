import {
  createPostSchema,
  messageSchema,
  pageQuerySchema,
  pageSchema,
  platformRuleSchema,
  POST_MESSAGES,
  scheduledPostSchema,
  updatePostSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import { idParams } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { postsService } from './posts.service.ts';

const tags = ['scheduled-posts'];

export function postsRoutes(app: App, ctx: AppContext) {
  const posts = postsService(ctx);

  app.get(
    '/api/scheduled-posts',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(scheduledPostSchema) } } },
    (req) => posts.list(requireUser(req), req.query),
  );
  app.post(
    '/api/scheduled-posts',
    { schema: { tags, body: createPostSchema, response: { 201: scheduledPostSchema } } },
    async (req, reply) => reply.code(201).send(await posts.create(requireUser(req), req.body)),
  );
  app.get(
    '/api/scheduled-posts/platform-rules',
    { schema: { tags, response: { 200: z.array(platformRuleSchema) } } },
    (req) => {
      requireUser(req);
      return posts.rules();
    },
  );
  app.get(
    '/api/scheduled-posts/:id',
    { schema: { tags, params: idParams, response: { 200: scheduledPostSchema } } },
    (req) => posts.get(requireUser(req), req.params.id),
  );
  app.patch(
    '/api/scheduled-posts/:id',
    { schema: { tags, params: idParams, body: updatePostSchema, response: { 200: scheduledPostSchema } } },
    (req) => posts.update(requireUser(req), req.params.id, req.body),
  );
  app.post(
    '/api/scheduled-posts/:id/retry',
    { schema: { tags, params: idParams, response: { 200: scheduledPostSchema } } },
    (req) => posts.retry(requireUser(req), req.params.id),
  );
  app.delete(
    '/api/scheduled-posts/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (req) => {
      await posts.remove(requireUser(req), req.params.id);
      return { message: POST_MESSAGES.deleted };
    },
  );
}
