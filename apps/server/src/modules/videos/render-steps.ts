import os from 'node:os';
import type { RenderStep } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { SettledStep } from './render-cache.ts';
import { renderStepsRepository } from './render-steps.repository.ts';

/**
 * Writes a render's steps as they settle (GET /api/videos/{id}/render reads them), one after
 * another so they keep their order; a write that fails is logged, never the render's failure.
 */
export async function stepRecorder(ctx: AppContext, videoId: string) {
  const repo = renderStepsRepository(ctx.db);
  await repo.clear(videoId);
  const worker = { host: os.hostname(), pid: process.pid };
  let written: Promise<void> = Promise.resolve();
  let lastAt = performance.now();
  // `by`: another worker that did the step (a segment encoded elsewhere, render-segments.ts).
  const record = (step: SettledStep, by: RenderStep['worker'] = worker) => {
    lastAt = performance.now();
    written = written
      .then(() => repo.add(videoId, { ...step, status: 'done', worker: by }))
      .catch((err: unknown) => ctx.logger.warn({ err: String(err), videoId }, 'render step not written'));
  };
  return {
    record,
    /** The join (concat, sound, thumbnail) is what remains after the last scene's step. */
    joined: () => record({ kind: 'join', sceneIndex: null, cached: false, seconds: (performance.now() - lastAt) / 1000 }),
    flushed: () => written,
  };
}
