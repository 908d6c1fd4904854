import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { EMOJI_CREDIT } from '@reelforge/video-engine';
import { z } from 'zod';
import type { AppContext } from '../lib/context.ts';
import { failedRender, renderedSignature, renderOptionsSchema } from '../modules/videos/render-options.ts';
import { fileKeys, renderFolderOf, videoFolder, videosRepository } from '../modules/videos/videos.repository.ts';
import { notificationsService } from '../modules/notifications/notifications.service.ts';
import { renderWithEngine } from '../adapters/video-engine.ts';
import { presenterFor } from '../modules/avatars/avatars.presenter.ts';
import { ttsFor } from '../modules/voice-settings/user-voice.ts';
import { brandForRender } from '../modules/brand-kit/brand-for-render.ts';
import { claimRenderSlot } from '../modules/videos/render-slot.repository.ts';
import { shareParts } from '../modules/videos/render-passes.ts';
import { defineJob } from './registry.ts';
import { kickWebhooks } from '../modules/webhooks/webhook-delivery.ts';
import { AGENT_SETTINGS_DEFAULTS, type AgentSettings } from '@reelforge/contracts';
import { settingsOf } from '../modules/agents/agent-settings.repository.ts';
import { PRIORITY_BOOST, renderRetries, renderSlots } from '../modules/agents/agent-priority.ts';
import { withVisualCredits } from '../modules/videos/credits.ts';
import { RENDER_DEFER_SECONDS, RENDER_LONG_QUEUE, RENDER_QUEUE, renderLane, renderPriority } from './render-lanes.ts';

const HEARTBEAT_MS = 5_000;
const PROGRESS_WRITE_MS = 1_000;

/** Words for people: the render's own error text can be an ffmpeg log, so keep the first line. */
const reason = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300) || 'Unknown error';

/** Renders running in this process, so a shutdown can hand them back to the queue at once. */
const running = new Map<string, AbortController>();
let shuttingDown = false;

/**
 * Graceful shutdown: stop in-flight renders now (they fail this attempt, and pg-boss retries them
 * on the next worker) instead of leaving them "active" until the sweep notices a dead heartbeat.
 */
export function abortRendersForShutdown() {
  shuttingDown = true;
  for (const controller of running.values()) controller.abort(new Error('worker shutting down'));
}

/**
 * Twemoji's licence (CC-BY 4.0) asks for attribution wherever its graphics are shown; stock
 * authors and licences are listed in their own block, replaced by each render.
 */
function creditsUpdate(description: string | null, options: { scenes?: { emoji?: string }[] }, visuals: string[]) {
  let next = withVisualCredits(description, visuals);
  if (options.scenes?.some((s) => s.emoji) && !next?.includes(EMOJI_CREDIT)) {
    next = next ? `${next}\n\n${EMOJI_CREDIT}` : EMOJI_CREDIT;
  }
  return next === description ? {} : { description: next };
}

export const renderVideoJob = {
  name: RENDER_QUEUE,
  /** The lane (queue) a render of this length goes to; cancel and sweep find its job there. */
  queueFor: (options: { targetSeconds: number } | null) => (options ? renderLane(options.targetSeconds) : RENDER_QUEUE),
  /**
   * A first render's job id is the video id, so one video can never be queued twice; a re-render
   * gets a fresh id (the first job's row stays in pg-boss) after the video row was claimed.
   * Shorter videos get a higher priority within their lane, shifted by the owner's Processing Priority.
   */
  sendOptions: (videoId: string, jobId: string, targetSeconds: number, agent: AgentSettings = AGENT_SETTINGS_DEFAULTS) => ({
    id: jobId,
    // The video agent's settings (ADR 0028): auto-scaling off = no automatic retry; priority shifts the job.
    retryLimit: renderRetries(agent),
    retryDelay: 5,
    expireInHours: 4,
    priority: renderPriority(targetSeconds) + PRIORITY_BOOST[agent.priority],
  }),
};

/**
 * Per-user fairness: a user's renders run as many at a time as their resource allocation allows
 * (one by default; ADR 0028). When all of their slots are taken,
 * this job hands the video back to the queue for a little later (a fresh job, same lane and
 * priority) and frees the worker for someone else's video.
 */
async function handle(ctx: AppContext, videoId: string, attempt: { retryCount: number; retryLimit: number }) {
  const repo = videosRepository(ctx.db);
  const row = await repo.findById(videoId);
  if (!row || row.status !== 'generating') return;
  const agent = await settingsOf(ctx.db, row.userId, 'video_creation');
  const release = await claimRenderSlot(ctx.db, row.userId, renderSlots(agent.resourceAllocation, ctx.config.RENDER_CONCURRENCY), (err) =>
    ctx.logger.warn({ err: String(err), videoId: row.id }, 'render slot connection lost; the render goes on'),
  );
  if (!release) return deferRender(ctx, videoId, row.renderOptions, agent);
  try {
    await render(ctx, videoId, attempt);
  } finally {
    await release();
  }
}

async function deferRender(ctx: AppContext, videoId: string, stored: unknown, agent: AgentSettings) {
  const options = renderOptionsSchema.parse(stored);
  const queue = ctx.queue;
  if (!queue) return;
  const jobId = await queue.send(renderVideoJob.queueFor(options), { videoId }, {
    ...renderVideoJob.sendOptions(videoId, randomUUID(), options.targetSeconds, agent),
    startAfter: RENDER_DEFER_SECONDS,
  });
  // The fresh heartbeat tells the sweep this video is waiting, not lost.
  const waiting = await videosRepository(ctx.db).updateWhileGenerating(videoId, { jobId, stage: 'queued', heartbeatAt: new Date() });
  if (!waiting && jobId) await queue.cancel(renderVideoJob.queueFor(options), jobId);
}

async function render(ctx: AppContext, videoId: string, attempt: { retryCount: number; retryLimit: number }) {
  const repo = videosRepository(ctx.db);
  const row = await repo.findById(videoId);
  // Deleted, cancelled or already finished: nothing to do (a retried job re-checks first).
  if (!row || row.status !== 'generating') return;
  const options = renderOptionsSchema.parse(row.renderOptions);
  const workDir = path.join(ctx.config.dataDir, 'tmp', `render-${videoId}-${attempt.retryCount}`);
  const abort = new AbortController();
  let lastWrite = 0;
  let gone = false;

  const write = async (values: { stage?: string; progress?: number }) => {
    const updated = await repo.updateWhileGenerating(videoId, { ...values, heartbeatAt: new Date() });
    // The creator deleted or changed the video meanwhile: stop spending CPU on it.
    if (!updated && !gone) {
      gone = true;
      abort.abort();
    }
  };
  // A missed write is retried by the next beat; the sweep only acts after RENDER_STALE_SECONDS.
  const logMissed = (err: unknown) => ctx.logger.warn({ err, videoId }, 'render progress not written');
  const heartbeat = setInterval(() => void write({}).catch(logMissed), HEARTBEAT_MS);
  running.set(videoId, abort);
  try {
    await write({ stage: 'starting', progress: 0 });
    // The creator's avatar as presenter; deleted since the video was queued: none.
    const presenter = await presenterFor(ctx, row.userId, options.avatarId, workDir);
    // The owner's preferred engine, read at render time: a retry follows a change made meanwhile.
    const tts = await ttsFor(ctx, row.userId);
    const result = await renderWithEngine(ctx, options, workDir, {
      signal: abort.signal,
      presenter,
      tts,
      userId: row.userId,
      brand: await brandForRender(ctx, row.userId, options.style, workDir),
      encodeParts: ctx.config.RENDER_SHARE_PASSES ? (plan, onFraction) => shareParts(ctx, videoId, plan, abort.signal, onFraction) : undefined,
      onProgress: (stage, percent) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_WRITE_MS && percent < 100) return;
        lastWrite = now;
        void write({ stage, progress: Math.min(99, Math.round(percent)) }).catch(logMissed);
      },
    });
    if (gone) return;
    // A folder per render: a re-render never overwrites the file people may be watching.
    const base = `${videoFolder(row.userId, videoId)}/${Date.now().toString(36)}`;
    await ctx.storage.putFile(`${base}/video.mp4`, result.videoPath);
    await ctx.storage.putFile(`${base}/thumbnail.jpg`, result.thumbnailPath);
    await ctx.storage.putFile(`${base}/captions.vtt`, result.vttPath);
    await ctx.storage.putFile(`${base}/captions.srt`, result.srtPath);
    const done = await repo.updateWhileGenerating(videoId, {
      status: options.previousStatus ?? 'ready',
      stage: 'done',
      progress: 100,
      error: null,
      videoKey: `${base}/video.mp4`,
      thumbnailKey: `${base}/thumbnail.jpg`,
      captionsKey: `${base}/captions.vtt`,
      duration: Math.round(result.durationSec),
      renderedAt: new Date(),
      renderedSignature: renderedSignature(options.title, options.script),
      ...creditsUpdate(row.description, options, result.credits),
    }, 'video.ready');
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
    if (shuttingDown) throw err;
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
    running.delete(videoId);
    clearInterval(heartbeat);
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

export const renderVideo = defineJob({
  name: RENDER_QUEUE,
  payload: z.object({ videoId: z.string() }),
  concurrency: (ctx) => ctx.config.RENDER_CONCURRENCY,
  handler: (ctx, data, job) => handle(ctx, data.videoId, job),
});

/** Videos over LONG_RENDER_SECONDS: their own slots, so they never hold the short lane's. */
export const renderVideoLong = defineJob({
  name: RENDER_LONG_QUEUE,
  payload: z.object({ videoId: z.string() }),
  concurrency: (ctx) => ctx.config.RENDER_LONG_CONCURRENCY,
  handler: (ctx, data, job) => handle(ctx, data.videoId, job),
});
