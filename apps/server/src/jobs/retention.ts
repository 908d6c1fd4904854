import { z } from 'zod';
import { authService } from '../modules/auth/auth.service.ts';
import { eventsService } from '../modules/events/events.service.ts';
import { defineJob } from './registry.ts';

/** Daily: expired sessions, stale sign-in failures and events past their retention are deleted. */
export const retentionSweep = defineJob({
  name: 'retention-sweep',
  payload: z.object({}).passthrough(),
  schedule: '17 3 * * *',
  runAtStart: true,
  handler: async (ctx) => {
    await authService(ctx).purgeExpired();
    await eventsService(ctx).purgeOld();
  },
});
