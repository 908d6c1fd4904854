import {
  CLIPS_QUEUE,
  makeClipsPayload,
  publishJobPayload,
  PUBLISH_JOB,
  PUBLISH_JOB_OPTIONS,
  RENDER_LONG_QUEUE,
  RENDER_PASS_QUEUE,
  RENDER_QUEUE,
  renderPassPayload,
  renderVideoPayload,
  sweepPayload,
  webhookDeliverPayload,
  WEBHOOK_DELIVER_JOB,
} from '../job-contracts/index.ts';
import { authService } from '../modules/auth/index.ts';
import { runClips, sweepClips } from '../modules/clips/index.ts';
import { eventsService } from '../modules/events/index.ts';
import { compactOldSnapshots, metricsSyncService } from '../modules/metrics/index.ts';
import { reconcileUnknown, runPublish, sweepPublishing } from '../modules/posts/index.ts';
import { checkConnections } from '../modules/social/index.ts';
import {
  helpWithPasses,
  removeStaleRenderPasses,
  RENDER_FEEDS,
  runRender,
  sweepRenders,
} from '../modules/videos/index.ts';
import { attemptDelivery, flushOutbox, pruneSettledEvents } from '../modules/webhooks/index.ts';
import { defineJob, type JobDefinition } from './registry.ts';

/**
 * Every job the system knows, name -> payload -> a module's runner; workers serve exactly these
 * queues. The work itself lives in the modules: a handler here only calls it (jobs -> modules).
 */

const renderLane = (name: string, concurrency: 'RENDER_CONCURRENCY' | 'RENDER_LONG_CONCURRENCY') =>
  defineJob({
    name,
    payload: renderVideoPayload,
    concurrency: (ctx) => ctx.config[concurrency],
    handler: (ctx, data, job) => runRender(ctx, ctx.wiring.get(RENDER_FEEDS), data.videoId, job),
  });

/** A periodic job: cron-scheduled, and (with runAtStart) once as each worker starts. */
const sweep = (name: string, schedule: string, run: JobDefinition['handler'], runAtStart = true) =>
  defineJob({ name, payload: sweepPayload, schedule, runAtStart, handler: run });

export const allJobs: JobDefinition[] = [
  renderLane(RENDER_QUEUE, 'RENDER_CONCURRENCY'),
  // Videos over LONG_RENDER_SECONDS: their own slots, so they never hold the short lane's.
  renderLane(RENDER_LONG_QUEUE, 'RENDER_LONG_CONCURRENCY'),
  defineJob({
    // An idle worker's share of a long render (ADR 0027): a failed pass is handed back, not retried here.
    name: RENDER_PASS_QUEUE,
    payload: renderPassPayload,
    concurrency: (ctx) => ctx.config.RENDER_LONG_CONCURRENCY,
    handler: async (ctx, data) => {
      await helpWithPasses(ctx, data.renderId, ctx.shutdown).catch((err: unknown) =>
        ctx.logger.warn({ err, renderId: data.renderId }, 'render pass failed; handed back'),
      );
    },
  }),
  // Nothing stays "generating" forever: lost renders fail, stalled ones go back to the queue.
  sweep('render-sweep', '* * * * *', async (ctx) => {
    await sweepRenders(ctx);
    await sweepClips(ctx);
  }),
  defineJob({
    // Clips cut from a long library video: one job per request (issue 28).
    name: CLIPS_QUEUE,
    payload: makeClipsPayload,
    concurrency: (ctx) => ctx.config.RENDER_CONCURRENCY,
    handler: (ctx, data, job) => runClips(ctx, data.userId, data.videoIds, job),
  }),
  defineJob({
    name: PUBLISH_JOB,
    payload: publishJobPayload,
    concurrency: (ctx) => ctx.config.PUBLISH_CONCURRENCY,
    queue: PUBLISH_JOB_OPTIONS,
    handler: (ctx, data, job) => runPublish(ctx, ctx.platforms, data, job.id),
  }),
  // Recovers publishes a dead worker left and due posts whose job was lost, then asks the
  // platforms about publishes whose outcome is unknown.
  sweep('publish-sweep', '* * * * *', async (ctx) => {
    await sweepPublishing(ctx);
    await reconcileUnknown(ctx);
  }),
  // Daily: expired sessions and sign-in failures, old events, abandoned render passes, statistics
  // past METRICS_DETAIL_DAYS (thinned to one a day) and settled webhook events past 30 days.
  sweep('retention-sweep', '17 3 * * *', async (ctx) => {
    await authService(ctx).purgeExpired();
    await eventsService(ctx).purgeOld();
    await removeStaleRenderPasses(ctx);
    await compactOldSnapshots(ctx);
    await pruneSettledEvents(ctx);
  }),
  // Every minute, the users whose last statistics sync is older than METRICS_SYNC_INTERVAL_SECONDS
  // (cron cannot say "every N seconds"; the due check can); claims keep two workers off one user.
  sweep('metrics-sync', '* * * * *', async (ctx) => void (await metricsSyncService(ctx).syncDue()), false),
  // Daily: asks the platforms whether stored tokens still work, and warns before they expire.
  sweep(
    'connection-check',
    '15 4 * * *',
    async (ctx) => ctx.logger.info(await checkConnections(ctx), 'connection check done'),
    false,
  ),
  defineJob({
    // One attempt of one webhook delivery; the next attempt, if any, is a new job (ADR 0032).
    name: WEBHOOK_DELIVER_JOB,
    payload: webhookDeliverPayload,
    concurrency: () => 4,
    handler: (ctx, data, job) => attemptDelivery(ctx, data.deliveryId, job.id),
  }),
  // Queues outbox rows nobody queued (a crash right after a commit) or whose job was lost.
  sweep('webhook-sweep', '* * * * *', async (ctx) => void (await flushOutbox(ctx))),
];
