import { z } from 'zod';

/** One attempt of one webhook delivery (ADR 0032). */
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
export const webhookDeliverPayload = z.object({ deliveryId: z.string() });
