import type { AppContext } from '../../context/index.ts';
import { kickWebhooks } from '../webhooks/index.ts';
import { failedRender, renderOptionsSchema } from './render-options.ts';
import { renderJob } from './render-queue.ts';
import { videosRepository } from './videos.repository.ts';

export const LOST_RENDER_MESSAGE = 'Rendering stopped unexpectedly. Please generate the video again.';

/**
 * Nothing stays "generating" forever. A video whose job is gone (finished, cancelled, deleted)
 * fails with a reason; a job still marked active whose render stopped reporting (the worker died)
 * is failed in the queue, so pg-boss retries it on a live worker (or gives up after its retries).
 */
export async function sweepRenders(ctx: AppContext) {
  const queue = ctx.queue;
  if (!queue) return { failed: 0, requeued: 0 };
  const repo = videosRepository(ctx.db);
  const staleBefore = ctx.clock.now().getTime() - ctx.config.RENDER_STALE_SECONDS * 1000;
  let failed = 0;
  let requeued = 0;
  for (const video of await repo.generating()) {
    // Clips of a long video have their own job and sweep (modules/clips).
    if (video.clipOf) continue;
    const options = renderOptionsSchema.safeParse(video.renderOptions);
    const lane = renderJob.queueFor(options.success ? options.data : null);
    const job = video.jobId ? await queue.find(lane, video.jobId) : null;
    const heartbeat = (video.heartbeatAt ?? video.updatedAt).getTime();
    if (!job || job.state === 'completed' || job.state === 'cancelled' || job.state === 'failed') {
      if (heartbeat > staleBefore) continue; // just queued, or finishing its last write
      await repo.updateWhileGenerating(video.id, failedRender(options.success ? options.data : null, LOST_RENDER_MESSAGE), 'video.failed');
      failed++;
    } else if (job.state === 'active' && heartbeat < staleBefore) {
      await queue.fail(lane, job.id, 'render worker stopped responding');
      await repo.updateWhileGenerating(video.id, { stage: 'retrying', progress: 0 });
      requeued++;
    }
  }
  if (failed) await kickWebhooks(ctx);
  return { failed, requeued };
}
