import { z } from 'zod';
import { metricsSyncService } from '../modules/metrics/metrics-sync.service.ts';
import { defineJob } from './registry.ts';

/**
 * Every minute, collects the statistics of the users whose last sync is older than
 * METRICS_SYNC_INTERVAL_SECONDS (cron cannot say "every N seconds"; the due check can).
 * Claims in the database keep two workers off the same user.
 */
export const metricsSync = defineJob({
  name: 'metrics-sync',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  handler: async (ctx) => {
    await metricsSyncService(ctx).syncDue();
  },
});
