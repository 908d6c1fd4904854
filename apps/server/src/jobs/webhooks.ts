import { z } from 'zod';
import { attemptDelivery, flushOutbox, WEBHOOK_DELIVER_JOB } from '../modules/webhooks/webhook-delivery.ts';
import { defineJob } from './registry.ts';

/** One attempt of one webhook delivery; the next attempt, if any, is a new job (ADR 0032). */
export const webhookDeliver = defineJob({
  name: WEBHOOK_DELIVER_JOB,
  payload: z.object({ deliveryId: z.string() }),
  concurrency: () => 4,
  handler: (ctx, data, job) => attemptDelivery(ctx, data.deliveryId, job.id),
});

/** Every minute and at worker start: queues outbox rows nobody queued (a crash right after a commit) or whose job was lost. */
export const webhookSweep = defineJob({
  name: 'webhook-sweep',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  runAtStart: true,
  handler: async (ctx) => {
    await flushOutbox(ctx);
  },
});
