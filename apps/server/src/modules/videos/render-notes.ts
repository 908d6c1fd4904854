import os from 'node:os';
import type { RenderStep } from '@reelforge/contracts';
import { readBuffer } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context/index.ts';
import { RENDER_INPUTS_PREFIX } from './render-cache.ts';

/**
 * A render's transient files in storage, under its video: the inputs it ships to other workers
 * (by content hash) and their notes of the steps they did. They live while the render runs, and
 * a later attempt at the same video removes what a killed one left.
 */
export const inputsOf = (videoId: string) => `${RENDER_INPUTS_PREFIX}${videoId}/`;
/** One render's (one fan-out's) files. */
export const stepsOf = (videoId: string, renderId: string) => `${inputsOf(videoId)}${renderId}/`;
export const inputKey = (videoId: string, renderId: string, hash: string) => `${stepsOf(videoId, renderId)}${hash}`;
const noteKey = (videoId: string, renderId: string, index: number) => `${stepsOf(videoId, renderId)}step-${index}.json`;

export type Worker = RenderStep['worker'];
type StepNote = { worker: Worker; seconds: number };

/** This process, as a render's steps name the worker that did them. */
export const thisWorker = (): Worker => ({ host: os.hostname(), pid: process.pid });

/** Leaves the render a note that this worker did step `index`, started at `started` (performance.now()). */
export async function writeStepNote(ctx: AppContext, at: { videoId: string; renderId: string; index: number }, started: number) {
  const note: StepNote = { worker: thisWorker(), seconds: (performance.now() - started) / 1000 };
  await ctx.storage.put(noteKey(at.videoId, at.renderId, at.index), Buffer.from(JSON.stringify(note)));
}

/** Who did step `index` elsewhere and how long it took (no note: unknown worker, 0 s). */
export async function readStepNote(ctx: AppContext, at: { videoId: string; renderId: string; index: number }) {
  const note = await readBuffer(ctx.storage, noteKey(at.videoId, at.renderId, at.index));
  return note ? (JSON.parse(note.toString('utf8')) as StepNote) : { worker: undefined, seconds: 0 };
}
