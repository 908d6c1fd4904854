import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookCreateParsed,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookUpdateParsed,
  type WebhookWithSecret,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { queueNew } from './webhook-delivery.ts';
import { webhookOutboxRepository } from './webhook-outbox.repository.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { sealSecret } from './webhook-secret.ts';
import { checkWebhookUrl } from './webhook-url.ts';
import { webhooksRepository, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.repository.ts';

/** How many of an endpoint's deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 50;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDelivery = (row: WebhookDeliveryRow, eventType: string): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType,
  status: row.status,
  statusCode: row.statusCode,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
});

/** Postgres' unique_violation: the same address registered twice at once. */
const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

export function webhooksService(ctx: AppContext) {
  const repo = webhooksRepository(ctx.db);
  const allowPrivate = () => ctx.config.WEBHOOK_PRIVATE_HOSTS;

  async function owned(user: UserRow, id: string) {
    const row = await repo.find(user.id, id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  async function saveUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(WEBHOOK_MESSAGES.duplicate, 'webhook_duplicate');
      throw err;
    }
  }

  return {
    list: async (user: UserRow) => ({ items: (await repo.list(user.id)).map(toEndpoint) }),

    /** `tokenId`: an API token's subscription (ADR 0051), which only that token lists and deletes. */
    async create(user: UserRow, input: WebhookCreateParsed, tokenId: string | null = null): Promise<WebhookWithSecret> {
      await checkWebhookUrl(input.url, allowPrivate());
      if ((await repo.countFor(user.id)) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(WEBHOOK_MESSAGES.limit, 'webhook_limit');
      if (await repo.findByUrl(user.id, input.url)) throw conflict(WEBHOOK_MESSAGES.duplicate, 'webhook_duplicate');
      const id = randomUUID();
      const secret = newWebhookSecret();
      const row = await saveUnique(() =>
        repo.insert({ id, userId: user.id, url: input.url, events: input.events, secretEnc: sealSecret(ctx, id, secret), apiTokenId: tokenId }),
      );
      return { endpoint: toEndpoint(row), secret };
    },

    async update(user: UserRow, id: string, input: WebhookUpdateParsed): Promise<WebhookEndpoint> {
      const current = await owned(user, id);
      if (input.url !== undefined && input.url !== current.url) await checkWebhookUrl(input.url, allowPrivate());
      const row = await saveUnique(() => repo.update(user.id, id, { url: input.url, events: input.events }));
      if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
      return toEndpoint(row);
    },

    async remove(user: UserRow, id: string) {
      if (!(await repo.delete(user.id, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
    },

    listSubscriptions: async (user: UserRow, tokenId: string) => ({ items: (await repo.listByToken(user.id, tokenId)).map(toEndpoint) }),

    async unsubscribe(user: UserRow, tokenId: string, id: string) {
      if (!(await repo.deleteByToken(user.id, tokenId, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
    },

    /** A new secret takes over at once; the old one stops verifying with the next delivery. */
    async rotate(user: UserRow, id: string): Promise<WebhookWithSecret> {
      await owned(user, id);
      const secret = newWebhookSecret();
      const row = await repo.update(user.id, id, { secretEnc: sealSecret(ctx, id, secret) });
      if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
      return { endpoint: toEndpoint(row), secret };
    },

    async deliveries(user: UserRow, id: string) {
      const endpoint = await owned(user, id);
      const rows = await repo.recentDeliveries(endpoint.id, DELIVERY_LOG_SIZE);
      return { items: rows.map((r) => toDelivery(r.delivery, r.eventType)) };
    },

    /** A webhook.test event to this endpoint only, through the same queue, signing and retries as real ones. */
    async sendTest(user: UserRow, id: string): Promise<WebhookDelivery> {
      const endpoint = await owned(user, id);
      const recorded = await webhookOutboxRepository(ctx.db).record(
        user.id,
        WEBHOOK_TEST_EVENT,
        { endpointId: endpoint.id, message: 'This is a test event from Reelforge.' },
        endpoint.id,
      );
      // Deleted between the check and the write.
      const deliveryId = recorded?.deliveryIds[0];
      if (!deliveryId) throw notFound(WEBHOOK_MESSAGES.notFound);
      await queueNew(ctx, deliveryId);
      return this.delivery(user, endpoint.id, deliveryId);
    },

    /** Sends a finished delivery's event again, as a new entry in the log (same event id, so receivers can dedupe). */
    async redeliver(user: UserRow, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await owned(user, id);
      const previous = await repo.findDelivery(endpoint.id, deliveryId);
      if (!previous) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      if (previous.status === 'pending') throw conflict(WEBHOOK_MESSAGES.stillPending, 'webhook_pending');
      const row = await repo.insertDelivery(previous.eventId, endpoint.id);
      await queueNew(ctx, row.id);
      return this.delivery(user, endpoint.id, row.id);
    },

    async delivery(user: UserRow, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await owned(user, endpointId);
      const rows = await repo.recentDeliveries(endpoint.id, DELIVERY_LOG_SIZE);
      const found = rows.find((r) => r.delivery.id === deliveryId);
      if (!found) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      return toDelivery(found.delivery, found.eventType);
    },
  };
}
