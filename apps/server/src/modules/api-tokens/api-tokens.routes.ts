import {
  API_TOKEN_MESSAGES,
  apiTokenIdParamsSchema,
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  messageSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { apiTokensService } from './api-tokens.service.ts';

const tags = ['api-tokens'];

/** Settings -> API tokens. Session only: a bearer token is refused here (bearer.ts). */
export function apiTokensRoutes(app: App, ctx: AppContext) {
  const tokens = apiTokensService(ctx);

  app.get('/api/tokens', { config: { sessionOnly: true }, schema: { tags, response: { 200: z.array(apiTokenSchema) } } }, (req) => tokens.list(requireUser(req)));
  app.post(
    '/api/tokens',
    {
      config: { sessionOnly: true, rateLimit: perUserRateLimit(20) },
      schema: { tags, body: createApiTokenSchema, response: { 201: createdApiTokenSchema } },
    },
    async (req, reply) => reply.code(201).send(await tokens.create(requireUser(req), req.body)),
  );
  app.delete('/api/tokens/:id', { config: { sessionOnly: true }, schema: { tags, params: apiTokenIdParamsSchema, response: { 200: messageSchema } } }, async (req) => {
    await tokens.revoke(requireUser(req), req.params.id);
    return { message: API_TOKEN_MESSAGES.revoked };
  });
}
