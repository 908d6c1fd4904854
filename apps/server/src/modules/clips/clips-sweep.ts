import type { AppContext } from '../../context/index.ts';
import { CLIPS_QUEUE } from '../../job-contracts/index.ts';
import { LOST_RENDER_MESSAGE, videoRecords } from '../videos/index.ts';
import { generatingClips } from './clips-sweep.repository.ts';

/**
 * The render sweep's rule for clips: a clip whose job is gone fails with a reason; one whose job
 * is active but silent (its worker died) has the job failed, so pg-boss retries it elsewhere.
 */
export async function sweepClips(ctx: AppContext) {
  const queue = ctx.queue;
  if (!queue) return { failed: 0, requeued: 0 };
  const records = videoRecords(ctx);
  const staleBefore = ctx.clock.now().getTime() - ctx.config.RENDER_STALE_SECONDS * 1000;
  let failed = 0;
  let requeued = 0;
  const seen = new Set<string>();
  for (const clip of await generatingClips(ctx.db)) {
    const job = clip.jobId ? await queue.find(CLIPS_QUEUE, clip.jobId) : null;
    const heartbeat = (clip.heartbeatAt ?? clip.updatedAt).getTime();
    if (!job || job.state === 'completed' || job.state === 'cancelled' || job.state === 'failed') {
      if (heartbeat > staleBefore) continue;
      await records.updateWhileGenerating(clip.id, { status: 'failed', stage: 'failed', error: LOST_RENDER_MESSAGE }, 'video.failed');
      failed++;
    } else if (job.state === 'active' && heartbeat < staleBefore && !seen.has(job.id)) {
      seen.add(job.id);
      await queue.fail(CLIPS_QUEUE, job.id, 'clip worker stopped responding');
      requeued++;
    }
  }
  return { failed, requeued };
}
