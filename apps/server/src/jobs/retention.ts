import { z } from 'zod';
import { authService } from '../modules/auth/auth.service.ts';
import { eventsService } from '../modules/events/events.service.ts';
import { metricsRepository } from '../modules/metrics/metrics.repository.ts';
import { webhookOutboxRepository } from '../modules/webhooks/webhook-outbox.repository.ts';
import { renderChunksRepository } from '../modules/videos/render-chunks.repository.ts';
import { defineJob } from './registry.ts';

/**
 * Daily: expired sessions, stale sign-in failures and events past their retention are deleted,
 * shared render passes a killed render left behind (no render runs for a day), and statistics
 * snapshots past METRICS_DETAIL_DAYS are thinned to one per post and account per day, and
 * webhook events whose deliveries all settled are dropped after 30 days (the log shows the newest).
 */
export const retentionSweep = defineJob({
  name: 'retention-sweep',
  payload: z.object({}).passthrough(),
  schedule: '17 3 * * *',
  runAtStart: true,
  handler: async (ctx) => {
    await authService(ctx).purgeExpired();
    await eventsService(ctx).purgeOld();
    const now = ctx.clock.now().getTime();
    await renderChunksRepository(ctx.db).removeOlderThan(new Date(now - 86_400_000));
    await metricsRepository(ctx.db).compactSnapshots(new Date(now - ctx.config.METRICS_DETAIL_DAYS * 86_400_000));
    await webhookOutboxRepository(ctx.db).pruneSettled(new Date(now - 30 * 86_400_000));
  },
});
