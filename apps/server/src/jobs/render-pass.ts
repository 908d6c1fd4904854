import { z } from 'zod';
import { helpWithPasses, RENDER_PASS_QUEUE } from '../modules/videos/render-passes.ts';
import { defineJob } from './registry.ts';

/**
 * An idle worker's share of a long render (ADR 0027): it claims passes until none is left. A
 * failure hands the pass back (the render or another worker takes it) and is not retried here.
 */
export const renderPass = defineJob({
  name: RENDER_PASS_QUEUE,
  payload: z.object({ renderId: z.string() }),
  concurrency: (ctx) => ctx.config.RENDER_LONG_CONCURRENCY,
  handler: async (ctx, data) => {
    await helpWithPasses(ctx, data.renderId, new AbortController().signal).catch((err: unknown) =>
      ctx.logger.warn({ err, renderId: data.renderId }, 'render pass failed; handed back'),
    );
  },
});
