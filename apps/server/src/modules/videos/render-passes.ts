import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeChunk, resolveFfmpeg, runFfmpeg, type RenderPlan } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { claimantName, invitations, workOnClaims } from './render-claims.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';
import { helpWithNarrations, isSharedNarrations } from './render-narrations.ts';
import { helpWithSegments, isSharedSegments } from './render-segments.ts';

const WAIT_MS = 500;

const framesOf = (c: { startFrame: number; endFrame: number }) => c.endFrame - c.startFrame;

/**
 * A long video's encoding passes, shared: the render that prepared them offers every pass to any
 * worker (one queued job per pass beyond its own), works through them itself too, takes back a
 * pass whose worker stopped beating, and returns when every part file is written. The engine then
 * joins the parts and adds the sound.
 */
export async function shareParts(
  ctx: AppContext,
  videoId: string,
  plan: RenderPlan,
  signal: AbortSignal,
  onFraction: (fraction: number) => void,
): Promise<void> {
  const repo = renderChunksRepository(ctx.db);
  const renderId = randomUUID();
  const worker = claimantName('render');
  const invited = invitations(ctx, renderId);
  // The plan is plain data (file paths under DATA_DIR, numbers); a JSON round trip is exact.
  await repo.create(renderId, videoId, plan, plan.chunks.map((c) => ({ index: c.index, frames: framesOf(c) })));
  try {
    for (let i = 1; i < plan.chunks.length; i++) await invited.send();
    let doneFrames = 0;
    const report = (extra = 0) => onFraction(Math.min(1, (doneFrames + extra) / plan.totalFrames));
    for (;;) {
      await workOnPasses(ctx, renderId, plan, signal, worker, report);
      const passes = await repo.passes(renderId);
      if (passes.length !== plan.chunks.length) throw new Error('the render passes were removed');
      doneFrames = passes.filter((p) => p.status === 'done').reduce((n, p) => n + p.frames, 0);
      report();
      if (passes.every((p) => p.status === 'done')) return;
      // Others are encoding; a pass whose worker dies becomes claimable after RENDER_STALE_SECONDS.
      await sleep(WAIT_MS, undefined, { signal });
    }
  } finally {
    await invited.withdraw();
    await repo.remove(renderId).catch((err) => ctx.logger.warn({ err, renderId }, 'render passes not removed'));
  }
}

/** A queued invitation: help with a render's passes if its files are reachable from here. */
export async function helpWithPasses(ctx: AppContext, renderId: string, signal: AbortSignal) {
  const row = await renderChunksRepository(ctx.db).plan(renderId);
  if (!row) return 0; // finished, or cancelled, before we got here
  // A cached render's segments travel through storage: any machine can help (render-segments.ts).
  if (isSharedSegments(row.plan)) return helpWithSegments(ctx, renderId, row.videoId, row.plan, signal);
  // So do its scenes' narrations (render-narrations.ts).
  if (isSharedNarrations(row.plan)) return helpWithNarrations(ctx, renderId, row.videoId, row.plan, signal);
  const plan = row.plan as RenderPlan;
  // Only a worker that sees the same DATA_DIR can help; others leave the passes to those that can.
  if (!plan.chunks.every((c) => existsSync(dirname(c.partPath)))) return 0;
  return workOnPasses(ctx, renderId, plan, signal, claimantName('helper'));
}

/**
 * Claims and encodes passes until none is left to claim (render-claims.ts). Each pass is written
 * under a name of its own and renamed into place, so a worker that lost its claim (presumed dead,
 * then woke up) can never leave a half-written part where the join will read it. Returns the
 * passes encoded.
 */
function workOnPasses(
  ctx: AppContext,
  renderId: string,
  plan: RenderPlan,
  signal: AbortSignal,
  worker: string,
  onProgress?: (framesInFlight: number) => void,
): Promise<number> {
  const ffmpegPath = ctx.config.FFMPEG_PATH ?? resolveFfmpeg();
  return workOnClaims(ctx, renderId, signal, worker, async (chunkIndex, passSignal) => {
    const chunk = plan.chunks.find((c) => c.index === chunkIndex)!;
    const own = `${chunk.partPath}.${randomToken(4)}.mp4`;
    try {
      const ownPlan = { ...plan, chunks: plan.chunks.map((c) => (c.index === chunk.index ? { ...c, partPath: own } : c)) };
      await encodeChunk(ownPlan, chunk.index, (args, onOutTime) => runFfmpeg(ffmpegPath, args, { signal: passSignal, onOutTime }), (sec) =>
        onProgress?.(Math.min(framesOf(chunk), sec * plan.fps)),
      );
      await rename(own, chunk.partPath);
    } catch (err) {
      await rm(own, { force: true });
      throw err;
    }
  });
}
