import os from 'node:os';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { RENDER_PASS_QUEUE } from '../../job-contracts/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';

const BEAT_MS = 5_000;

/** Who holds a pass: the render itself or a helper, on which host and process. */
export const claimantName = (role: 'render' | 'helper') => `${role}@${os.hostname()}:${process.pid}:${randomToken(4)}`;

/**
 * A fan-out's invitations on the pass queue (one per step beyond the render's own), withdrawn when
 * it ends. A worker takes queued jobs one poll apart: without withdrawing, a helper spent a poll on
 * every invitation to steps the render had already finished (12 s of a 3-minute render's 13
 * narration steps, spoken in under 2 s) before reaching the segments it could take.
 */
export function invitations(ctx: AppContext, renderId: string) {
  const sent: string[] = [];
  return {
    async send() {
      const id = await ctx.queue?.send(RENDER_PASS_QUEUE, { renderId }, { retryLimit: 0, expireInHours: 4 });
      if (id) sent.push(id);
    },
    /** Cancels those still queued (one taken meanwhile finds nothing left to claim). */
    async withdraw() {
      if (!sent.length) return;
      await ctx.queue?.cancel(RENDER_PASS_QUEUE, sent).catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'render invitations not withdrawn'));
    },
  };
}

/**
 * Claims a render's passes one by one until none is left to claim (ADR 0027's render_chunks: a
 * pending pass, or one whose worker stopped beating RENDER_STALE_SECONDS ago), and does each with
 * `work`. While a pass is held it is beaten every 5 s; a beat that finds the pass no longer ours
 * (the render ended, or we were presumed dead) aborts `work`. A pass whose work fails is handed
 * back at once, so another worker takes it without waiting for it to go stale. Returns the passes
 * done.
 */
export async function workOnClaims(
  ctx: AppContext,
  renderId: string,
  signal: AbortSignal,
  worker: string,
  work: (chunkIndex: number, passSignal: AbortSignal) => Promise<void>,
): Promise<number> {
  const repo = renderChunksRepository(ctx.db);
  let done = 0;
  for (;;) {
    signal.throwIfAborted();
    const staleBefore = new Date(nowMs(ctx.clock) - ctx.config.RENDER_STALE_SECONDS * 1000);
    const claim = await repo.claim(renderId, worker, staleBefore);
    if (!claim) return done;
    const pass = new AbortController();
    const stop = () => pass.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    const beat = setInterval(() => {
      repo
        .beat(renderId, claim.chunkIndex, worker)
        .then((mine) => mine || pass.abort(new Error('render pass reclaimed')))
        .catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'render pass heartbeat not written'));
    }, BEAT_MS);
    try {
      await work(claim.chunkIndex, pass.signal);
      await repo.finish(renderId, claim.chunkIndex, worker);
      done++;
    } catch (err) {
      await repo.release(renderId, claim.chunkIndex, worker).catch(() => undefined);
      throw err;
    } finally {
      clearInterval(beat);
      signal.removeEventListener('abort', stop);
    }
  }
}
