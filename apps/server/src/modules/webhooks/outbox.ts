import { webhookOutboxRepository, type Exec } from './webhook-outbox.repository.ts';

/**
 * Records a webhook event (and a delivery per subscribed endpoint) inside the caller's transaction:
 * the module whose change it reports passes that change's transaction, so the event exists exactly
 * when the change committed (ADR 0032). Nobody listening: nothing is written.
 */
export const recordWebhookEvent = (tx: Exec, userId: string, type: string, data: Record<string, unknown>) =>
  webhookOutboxRepository(tx).record(userId, type, data);
