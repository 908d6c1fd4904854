/** The webhooks module's public surface: endpoints, the signed outbox and its deliveries (ADR 0032). */
export { attemptDelivery, flushOutbox, kickWebhooks } from './webhook-delivery.ts';
export { pruneSettledEvents } from './webhook-retention.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
export { recordWebhookEvent } from './outbox.ts';
