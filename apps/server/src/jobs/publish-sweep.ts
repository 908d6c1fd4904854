import { z } from 'zod';
import { reconcileUnknown } from '../modules/posts/publish-reconcile.ts';
import { sweepPublishing } from '../modules/posts/publish-state.ts';
import { defineJob } from './registry.ts';

/**
 * Every minute and at worker start: recovers publishes a dead worker left and due posts whose job
 * was lost, then asks the platforms about publishes whose outcome is unknown.
 */
export const publishSweep = defineJob({
  name: 'publish-sweep',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  runAtStart: true,
  handler: async (ctx) => {
    await sweepPublishing(ctx);
    await reconcileUnknown(ctx);
  },
});
