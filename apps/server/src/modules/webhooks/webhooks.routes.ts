import {
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit, signedIn } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { webhookSubscriptionsRoutes } from './webhook-subscriptions.routes.ts';
import { webhooksService } from './webhooks.service.ts';

/** Test events and redeliveries make the server POST to an address the user names: a brake on that. */
export const WEBHOOK_SEND_RATE_LIMIT = 30;

export function webhooksRoutes(app: App, ctx: AppContext) {
  const hooks = webhooksService(ctx);
  const tags = ['webhooks'];
  const base = '/api/settings/webhooks';
  // Session only (ADR 0031): a leaked API token must not point the account's events at another
  // address or read a signing secret, any more than it may mint tokens.
  const config = { sessionOnly: true };
  const sendLimit = { ...config, rateLimit: perUserRateLimit(WEBHOOK_SEND_RATE_LIMIT) };

  app.get(base, { config, schema: { tags, response: { 200: webhookEndpointListSchema } } }, (req) => hooks.list(requireUser(req)));

  app.post(
    base,
    { preValidation: signedIn, config, schema: { tags, body: webhookCreateSchema, response: { 201: webhookWithSecretSchema } } },
    async (req, reply) => reply.code(201).send(await hooks.create(requireUser(req), req.body)),
  );

  app.patch(
    `${base}/:id`,
    { preValidation: signedIn, config, schema: { tags, params: webhookIdParamsSchema, body: webhookUpdateSchema, response: { 200: webhookEndpointSchema } } },
    (req) => hooks.update(requireUser(req), req.params.id, req.body),
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, params: webhookIdParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await hooks.remove(requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    { config, schema: { tags, params: webhookIdParamsSchema, response: { 200: webhookWithSecretSchema } } },
    (req) => hooks.rotate(requireUser(req), req.params.id),
  );

  app.get(
    `${base}/:id/deliveries`,
    { config, schema: { tags, params: webhookIdParamsSchema, response: { 200: webhookDeliveryListSchema } } },
    (req) => hooks.deliveries(requireUser(req), req.params.id),
  );

  app.post(
    `${base}/:id/test`,
    { config: sendLimit, schema: { tags, params: webhookIdParamsSchema, response: { 202: webhookDeliverySchema } } },
    async (req, reply) => reply.code(202).send(await hooks.sendTest(requireUser(req), req.params.id)),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    { config: sendLimit, schema: { tags, params: webhookDeliveryParamsSchema, response: { 202: webhookDeliverySchema } } },
    async (req, reply) => reply.code(202).send(await hooks.redeliver(requireUser(req), req.params.id, req.params.deliveryId)),
  );

  webhookSubscriptionsRoutes(app, ctx);
}
