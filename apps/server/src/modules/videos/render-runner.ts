import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { EMOJI_CREDIT, emojiIn } from '@reelforge/video-engine';
import type { AgentSettings } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { RENDER_DEFER_SECONDS, renderSlots } from '../../job-contracts/index.ts';
import { agentSettingsOf } from '../agent-settings/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { kickWebhooks } from '../webhooks/index.ts';
import { withCreditTags } from './credit-tags.ts';
import { withoutAppendedCredits } from './credits.ts';
import { renderSpec } from './render-engine.ts';
import type { RenderFeeds } from './render-feeds.ts';
import { failedRender, renderedSignature, renderOptionsSchema } from './render-options.ts';
import { shareParts } from './render-passes.ts';
import { shareNarrations } from './render-narrations.ts';
import { shareSegments } from './render-segments.ts';
import { evictRenderCache, renderCaches } from './render-cache.ts';
import { resolveRender } from './render-inputs.ts';
import { stepRecorder } from './render-steps.ts';
import { renderJob } from './render-queue.ts';
import { claimRenderSlot } from './render-slot.repository.ts';
import { toRenderSpec } from './render-spec.ts';
import { fileKeys, renderFolderOf, videoFolder, videosRepository } from './videos.repository.ts';

type Attempt = { retryCount: number; retryLimit: number };

const HEARTBEAT_MS = 5_000;
const PROGRESS_WRITE_MS = 1_000;

/** Words for people: the render's own error text can be an ffmpeg log, so keep the first line. */
const reason = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300) || 'Unknown error';


/**
 * Who made what this render shows: stock authors and licences, and Twemoji's (CC-BY 4.0 asks for
 * attribution wherever its graphics are shown). They go in the video's credits, not in the
 * creator's description; a description written before credits were kept apart loses the lines
 * earlier renders appended there.
 */
function creditsUpdate(
  description: string | null,
  options: { title?: string; scenes?: { emoji?: string; keywords?: string[] }[] },
  visuals: string[],
) {
  const credits = [...new Set(visuals)];
  // The engine draws every emoji from Twemoji: a scene's, and those in the title and keyword cards.
  const drawn = (text?: string) => !!text && emojiIn(text).length > 0;
  const emoji = drawn(options.title) || !!options.scenes?.some((s) => s.emoji || s.keywords?.some(drawn));
  if (emoji) credits.push(EMOJI_CREDIT);
  const cleaned = withoutAppendedCredits(description);
  return { credits, ...(cleaned === description ? {} : { description: cleaned }) };
}

/**
 * Per-user fairness: a user's renders run as many at a time as their resource allocation allows
 * (one by default; ADR 0028). When all of their slots are taken,
 * this job hands the video back to the queue for a little later (a fresh job, same lane and
 * priority) and frees the worker for someone else's video.
 */
export async function runRender(ctx: AppContext, feeds: RenderFeeds, videoId: string, attempt: Attempt) {
  const repo = videosRepository(ctx.db);
  const row = await repo.findById(videoId);
  if (!row || row.status !== 'generating') return;
  const agent = await agentSettingsOf(ctx, row.userId, 'video_creation');
  const release = await claimRenderSlot(ctx.db, row.userId, renderSlots(agent.resourceAllocation, ctx.config.RENDER_CONCURRENCY), (err) =>
    ctx.logger.warn({ err: String(err), videoId: row.id }, 'render slot connection lost; the render goes on'),
  );
  if (!release) return deferRender(ctx, videoId, row.userId, row.renderOptions, agent);
  try {
    await render(ctx, feeds, videoId, attempt);
  } finally {
    await release();
  }
}

async function deferRender(ctx: AppContext, videoId: string, userId: string, stored: unknown, agent: AgentSettings) {
  const options = renderOptionsSchema.parse(stored);
  const queue = ctx.queue;
  if (!queue) return;
  const jobId = await queue.send(renderJob.queueFor(options), { videoId }, {
    ...(await renderJob.sendOptionsFor(ctx.db, { id: videoId, userId }, randomUUID(), options.targetSeconds, agent)),
    startAfter: RENDER_DEFER_SECONDS,
  });
  // The fresh heartbeat tells the sweep this video is waiting, not lost.
  const waiting = await videosRepository(ctx.db).updateWhileGenerating(videoId, { jobId, stage: 'queued', heartbeatAt: ctx.clock.now() });
  if (!waiting && jobId) await queue.cancel(renderJob.queueFor(options), jobId);
}

async function render(ctx: AppContext, feeds: RenderFeeds, videoId: string, attempt: Attempt) {
  const repo = videosRepository(ctx.db);
  const row = await repo.findById(videoId);
  // Deleted, cancelled or already finished: nothing to do (a retried job re-checks first).
  if (!row || row.status !== 'generating') return;
  const options = renderOptionsSchema.parse(row.renderOptions);
  // This attempt's start: Analytics' render time is working time, not the video's age or its wait in the queue.
  const startedAt = ctx.clock.now();
  const workDir = path.join(ctx.config.scratchDir, `render-${videoId}-${attempt.retryCount}`);
  const abort = new AbortController();
  let lastWrite = Number.NEGATIVE_INFINITY;
  let gone = false;

  const write = async (values: { stage?: string; progress?: number }) => {
    const updated = await repo.updateWhileGenerating(videoId, { ...values, heartbeatAt: ctx.clock.now() });
    // The creator deleted or changed the video meanwhile: stop spending CPU on it.
    if (!updated && !gone) {
      gone = true;
      abort.abort();
    }
  };
  // A missed write is retried by the next beat; the sweep only acts after RENDER_STALE_SECONDS.
  const logMissed = (err: unknown) => ctx.logger.warn({ err, videoId }, 'render progress not written');
  const heartbeat = setInterval(() => void write({}).catch(logMissed), HEARTBEAT_MS);
  // Graceful shutdown stops the render now (this attempt fails and pg-boss retries it on the next
  // worker) instead of leaving it "active" until the sweep notices a dead heartbeat.
  const onShutdown = () => abort.abort(new Error('worker shutting down'));
  ctx.shutdown.addEventListener('abort', onShutdown);
  try {
    await write({ stage: 'starting', progress: 0 });
    const onProgress = (stage: string, percent: number) => {
      // Elapsed time between writes, not a moment in the product's time: the monotonic clock.
      const now = performance.now();
      if (now - lastWrite < PROGRESS_WRITE_MS && percent < 100) return;
      lastWrite = now;
      void write({ stage, progress: Math.min(99, Math.round(percent)) }).catch(logMissed);
    };
    const { resolved, tts } = await resolveRender(ctx, feeds, row.userId, options, workDir, { signal: abort.signal, onProgress });
    // With a render cache, scenes are segments kept in storage; without, long videos share passes (ADR 0027).
    const steps = ctx.config.RENDER_CACHE_MAX_MB > 0 ? await stepRecorder(ctx, videoId) : undefined;
    // Scenes spoken by the narration fan-out are found cached by the engine: not steps of their own.
    const spokenFirst = new Set<number>();
    const caches = steps && renderCaches(ctx, (step) => (step.kind === 'narration' && spokenFirst.has(step.sceneIndex ?? -1) ? undefined : steps.record(step)));
    const share = ctx.config.RENDER_SHARE_PASSES;
    const spec = toRenderSpec(options, resolved);
    if (share && steps) {
      onProgress('narration', 0);
      for (const scene of await shareNarrations(ctx, { videoId, userId: row.userId }, spec, tts, steps.record, abort.signal)) spokenFirst.add(scene);
    }
    const result = await renderSpec(ctx, spec, workDir, {
      signal: abort.signal,
      onProgress,
      tts,
      caches,
      // Cached renders share their segments through storage (any machine); others their passes (one disk).
      encodeParts: !share
        ? undefined
        : caches && steps
          ? (plan, onFraction, designs) => shareSegments(ctx, videoId, plan, caches, steps.record, abort.signal, onFraction, designs)
          : (plan, onFraction) => shareParts(ctx, videoId, plan, abort.signal, onFraction),
    });
    if (steps) {
      steps.joined();
      await steps.flushed();
      await evictRenderCache(ctx).catch((err: unknown) => ctx.logger.warn({ err: String(err) }, 'render cache not trimmed'));
    }
    if (gone) return;
    // A folder per render: a re-render never overwrites the file people may be watching.
    const base = `${videoFolder(row.userId, videoId)}/${nowMs(ctx.clock).toString(36)}${randomUUID().slice(0, 4)}`;
    const credited = creditsUpdate(row.description, options, result.credits);
    await ctx.storage.putFile(`${base}/video.mp4`, await withCreditTags(ctx, result.videoPath, credited.credits, abort.signal));
    // Kept on the row: the library sums sizes instead of stat-ing every file.
    const sizeBytes = (await ctx.storage.stat(`${base}/video.mp4`))?.size ?? null;
    await ctx.storage.putFile(`${base}/thumbnail.jpg`, result.thumbnailPath);
    await ctx.storage.putFile(`${base}/captions.vtt`, result.vttPath);
    await ctx.storage.putFile(`${base}/captions.srt`, result.srtPath);
    const finishedAt = ctx.clock.now();
    const done = await repo.updateWhileGenerating(videoId, {
      status: options.previousStatus ?? 'ready',
      stage: 'done',
      progress: 100,
      error: null,
      videoKey: `${base}/video.mp4`,
      sizeBytes,
      thumbnailKey: `${base}/thumbnail.jpg`,
      captionsKey: `${base}/captions.vtt`,
      duration: Math.round(result.durationSec),
      renderedAt: finishedAt,
      renderedSignature: renderedSignature(options.title, options.script),
      ...credited,
    }, 'video.ready', { startedAt, finishedAt });
    if (!done) {
      // Deleted while we were moving files in: don't leave them behind.
      await ctx.storage.deletePrefix(base);
      return;
    }
    // The new file is in place: the previous render's files go (they were playable until now).
    const fresh = new Set(fileKeys(done));
    const old = fileKeys(row).filter((k) => !fresh.has(k));
    await Promise.all(old.map((k) => ctx.storage.delete(k)));
    const oldFolder = old[0] ? renderFolderOf(old[0]) : null;
    if (oldFolder) await ctx.storage.deletePrefix(oldFolder);
    await kickWebhooks(ctx);
    await notificationsService(ctx.db).notify(row.userId, 'Video ready', `"${row.title}" is ready to watch.`, '/video-studio');
  } catch (err) {
    if (gone) return;
    // Interrupted by our own shutdown: not the render's fault; the queue retries it.
    if (ctx.shutdown.aborted) throw err;
    const last = attempt.retryCount >= attempt.retryLimit;
    if (last) {
      // A re-render that fails leaves the previous file playable, and says why.
      await repo.updateWhileGenerating(videoId, failedRender(options, reason(err)), 'video.failed');
      await kickWebhooks(ctx);
      const what = options.previousStatus ? 'Video re-render failed' : 'Video generation failed';
      await notificationsService(ctx.db).notify(row.userId, what, `"${row.title}": ${reason(err)}`, '/video-studio');
      return;
    }
    await write({ stage: 'retrying', progress: 0 });
    throw err;
  } finally {
    ctx.shutdown.removeEventListener('abort', onShutdown);
    clearInterval(heartbeat);
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
