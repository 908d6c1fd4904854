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
        operationId: 'listWebhookSubscriptions',
        summary: "List this API token's webhook subscriptions",
        description:
          'The webhook endpoints the calling API token subscribed (never those made in Settings -> Webhooks). API tokens only.',
        response: { 200: webhookEndpointListSchema },
      },
    },
    (req) => hooks.listSubscriptions(requireUser(req), tokenOf(req)),
  );

  app.post(
    base,
    {
      preValidation: signedIn,
      schema: {
        tags,
        operationId: 'createWebhookSubscription',
        summary: 'Subscribe a webhook endpoint with an API token',
        description:
          'Registers an endpoint for the chosen events, owned by the calling write token; answers its signing secret once. Deliveries are signed like every webhook (Reelforge-Signature). Counts towards the 10 endpoints per user.',
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
        operationId: 'deleteWebhookSubscription',
        summary: 'Delete a webhook subscription',
        description: 'Removes an endpoint the calling write token subscribed; any other id is 404.',
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
