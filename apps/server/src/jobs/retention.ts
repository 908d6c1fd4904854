import { z } from 'zod';
import { authService } from '../modules/auth/auth.service.ts';
import { eventsService } from '../modules/events/events.service.ts';
import { renderChunksRepository } from '../modules/videos/render-chunks.repository.ts';
import { defineJob } from './registry.ts';

/**
 * Daily: expired sessions, stale sign-in failures and events past their retention are deleted,
 * and shared render passes a killed render left behind (no render runs for a day).
 */
export const retentionSweep = defineJob({
  name: 'retention-sweep',
  payload: z.object({}).passthrough(),
  schedule: '17 3 * * *',
  runAtStart: true,
  handler: async (ctx) => {
    await authService(ctx).purgeExpired();
    await eventsService(ctx).purgeOld();
    await renderChunksRepository(ctx.db).removeOlderThan(new Date(ctx.clock.now().getTime() - 86_400_000));
  },
});
