import { z } from 'zod';
import { checkConnections } from '../modules/social/connection-check.ts';
import { defineJob } from './registry.ts';

/** Daily: asks the platforms whether stored tokens still work, and warns before they expire. */
export const connectionCheck = defineJob({
  name: 'connection-check',
  payload: z.object({}).passthrough(),
  schedule: '15 4 * * *',
  handler: async (ctx) => {
    const stats = await checkConnections(ctx);
    ctx.logger.info(stats, 'connection check done');
  },
});
