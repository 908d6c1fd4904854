import { randomUUID } from 'node:crypto';
import { WEBHOOK_IDEMPOTENCY_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookPayload } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { postWebhook, type SendResult } from './webhook-sender.ts';
import { signatureHeader } from './webhook-signature.ts';
import { openSecret } from './webhook-secret.ts';
import { checkWebhookUrl } from './webhook-url.ts';
import { webhooksRepository, type DeliveryWork } from './webhooks.repository.ts';

import { WEBHOOK_DELIVER_JOB } from '../../job-contracts/index.ts';
/** A pending row whose next attempt is this late has lost its job (a crash between writes): queue it again. */
const OVERDUE_MS = 5 * 60_000;
const RETRY_CAP_SECONDS = 6 * 3600;

/** Wait before attempt n+1 after n failed ones: base x 4^(n-1), at most 6 h. */
export const retryDelaySeconds = (ctx: AppContext, failedAttempts: number) =>
  Math.min(ctx.config.WEBHOOK_RETRY_BASE_SECONDS * 4 ** (failedAttempts - 1), RETRY_CAP_SECONDS);

const jobOptions = (ctx: AppContext, id: string, startAfter: Date) => ({
  id,
  startAfter,
  // Retries are this module's own schedule (written on the row), not pg-boss's.
  retryLimit: 0,
  expireInSeconds: Math.ceil(ctx.config.WEBHOOK_TIMEOUT_MS / 1000) + 60,
});

/** Points the row at a new job, then queues it; a crash in between leaves an overdue row the sweep re-queues. */
async function queueAttempt(ctx: AppContext, deliveryId: string, fromJobId: string | null, at: Date) {
  const queue = ctx.queue;
  if (!queue) return;
  const jobId = fromJobId === null ? deliveryId : randomUUID();
  const repo = webhooksRepository(ctx.db);
  if (!(await repo.repoint(deliveryId, fromJobId, jobId, at))) return;
  await queue.send(WEBHOOK_DELIVER_JOB, { deliveryId }, jobOptions(ctx, jobId, at));
}

/**
 * The outbox relay: queues deliveries written by committed changes (and re-queues any whose job
 * was lost). Called right after such a change commits, and every minute by the sweep.
 */
export async function flushOutbox(ctx: AppContext) {
  const repo = webhooksRepository(ctx.db);
  const now = ctx.clock.now();
  for (const row of await repo.pending(new Date(now.getTime() - OVERDUE_MS), 200)) {
    if (row.jobId) {
      const job = await ctx.queue?.find(WEBHOOK_DELIVER_JOB, row.jobId);
      if (job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')) continue;
    }
    await queueAttempt(ctx, row.id, row.jobId, now);
  }
}

/** Right after a change that may have written events: queue them now (the sweep is the safety net). */
export async function kickWebhooks(ctx: AppContext) {
  try {
    await flushOutbox(ctx);
  } catch (err) {
    ctx.logger.warn({ err }, 'webhook deliveries not queued yet (the sweep will)');
  }
}

export const payloadOf = (work: Pick<DeliveryWork, 'event'>): WebhookPayload => ({
  id: work.event.id,
  type: work.event.type,
  createdAt: work.event.createdAt.toISOString(),
  data: work.event.data,
});

async function send(ctx: AppContext, work: DeliveryWork): Promise<SendResult & { final?: boolean }> {
  const allowPrivate = ctx.config.WEBHOOK_PRIVATE_HOSTS;
  try {
    await checkWebhookUrl(work.endpoint.url, allowPrivate);
  } catch (err) {
    // The address is not allowed (any more): no retry can change that.
    if (err instanceof AppError) return { statusCode: null, error: err.message, final: true };
    throw err;
  }
  let secret: string;
  try {
    secret = openSecret(ctx, work.endpoint);
  } catch (err) {
    if (err instanceof TokenDecryptError) {
      return { statusCode: null, error: 'The signing secret can no longer be read: rotate it in Settings.', final: true };
    }
    throw err;
  }
  const body = JSON.stringify(payloadOf(work));
  const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
  return postWebhook(
    work.endpoint.url,
    body,
    {
      'User-Agent': 'Reelforge-Webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
      [WEBHOOK_IDEMPOTENCY_HEADER]: work.event.id,
      'Reelforge-Event-Type': work.event.type,
      'Reelforge-Delivery-Id': work.delivery.id,
    },
    { timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS, allowPrivate },
  );
}

/** One attempt of one delivery by the job that owns it: 2xx delivers, else a later retry or, at the end, failed. */
export async function attemptDelivery(ctx: AppContext, deliveryId: string, jobId: string) {
  const repo = webhooksRepository(ctx.db);
  const work = await repo.work(deliveryId);
  // Endpoint deleted, already finished, or another job owns it now.
  if (!work || work.delivery.status !== 'pending' || work.delivery.jobId !== jobId) return;
  const result = await send(ctx, work);
  const attempts = work.delivery.attempts + 1;
  const now = ctx.clock.now();
  const common = { attempts, statusCode: result.statusCode, error: result.error, lastAttemptAt: now };
  if (result.error === null) {
    await repo.updateOwned(deliveryId, jobId, { ...common, status: 'delivered', nextAttemptAt: null });
  } else if (result.final || attempts >= ctx.config.WEBHOOK_MAX_ATTEMPTS) {
    await repo.updateOwned(deliveryId, jobId, { ...common, status: 'failed', nextAttemptAt: null });
  } else {
    const next = new Date(now.getTime() + retryDelaySeconds(ctx, attempts) * 1000);
    const written = await repo.updateOwned(deliveryId, jobId, { ...common, nextAttemptAt: next });
    if (written) await queueAttempt(ctx, deliveryId, jobId, next);
  }
}

/** Queues the first attempt of a delivery row just written (test event, redeliver). */
export const queueNew = (ctx: AppContext, deliveryId: string) => queueAttempt(ctx, deliveryId, null, ctx.clock.now());
