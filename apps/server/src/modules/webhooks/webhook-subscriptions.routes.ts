import {
  WEBHOOK_MESSAGES,
  webhookCreateSchema,
  webhookEndpointListSchema,
  webhookIdParamsSchema,
  webhookWithSecretSchema,
} from '@reelforge/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { signedIn } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { webhooksService } from './webhooks.service.ts';

/** The calling API token's id; a signed-in person manages endpoints in Settings instead. */
function tokenOf(req: FastifyRequest): string {
  if (!req.apiToken) throw forbidden(WEBHOOK_MESSAGES.tokenOnly);
  return req.apiToken.id;
}

/**
 * REST hooks for programs holding a write token (n8n's Reelforge Trigger, ADR 0051): each token
 * subscribes, lists and deletes only its own endpoints, so it never sees, redirects or removes the
 * ones the owner made in Settings, and never reads their secrets. Revoking the token removes its
 * endpoints. A read token may list; subscribing and deleting need write (bearer.ts).
 */
export function webhookSubscriptionsRoutes(app: App, ctx: AppContext) {
  const hooks = webhooksService(ctx);
  const tags = ['webhooks'];
  const base = '/api/webhooks/subscriptions';

  app.get(
    base,
    {
      schema: {
        tags,
        response: { 200: webhookEndpointListSchema },
      },
    },
    // A session holds no token, so it has no subscriptions: an empty list (its endpoints are in Settings).
    async (req) => (req.apiToken ? hooks.listSubscriptions(requireUser(req), req.apiToken.id) : { items: [] }),
  );

  app.post(
    base,
    {
      preValidation: signedIn,
      schema: {
        tags,
        body: webhookCreateSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (req, reply) => {
      const tokenId = tokenOf(req);
      return reply.code(201).send(await hooks.create(requireUser(req), req.body, tokenId));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: webhookIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await hooks.unsubscribe(requireUser(req), tokenOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
