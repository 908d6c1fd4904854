import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderPlan } from './plan.ts';
import { buildConcatArgs, buildConcatList, buildRenderArgs } from './ffmpeg/args.ts';

export type RunFfmpeg = (
  args: string[],
  onOutTime?: (seconds: number) => void,
  inputs?: AsyncIterable<Buffer>[],
) => Promise<unknown>;

/** The raw streams a chunk's pass reads on pipe:3, pipe:4, ... (the talking presenter's frames). */
export type ChunkInputs = (chunk: RenderPlan['chunks'][number]) => AsyncIterable<Buffer>[];

export interface EncodeVideoOptions {
  inputsFor?: ChunkInputs;
  /** Encodes the parts of a video in several (through a segment cache, or shared with other workers). */
  encodeParts?: (plan: RenderPlan, onFraction: (fraction: number) => void) => Promise<void>;
  /** Settles when the sound file the plan names is written. */
  audioReady?: Promise<unknown>;
  /** Work that needs the encoded parts but not the joined file, run while the join waits and runs. */
  whileJoining?: () => Promise<unknown>;
}

/**
 * Runs the chunk passes in order (reporting the fraction of all frames written), then joins
 * the parts when there is more than one; a single chunk already wrote the finished file.
 * `audioReady` settles when the sound file the plan names is written: a single pass muxes it
 * and waits for it first, but the parts of a longer video are video only, so they encode while
 * the loudness passes still run and only the join waits (on the bench's stock case that took
 * the ~2 s of loudness passes off the critical path).
 */
export async function encodeVideo(
  plan: RenderPlan,
  workDir: string,
  run: RunFfmpeg,
  onFraction: (fraction: number) => void,
  { inputsFor, encodeParts, audioReady = Promise.resolve(), whileJoining }: EncodeVideoOptions = {},
): Promise<void> {
  const parts = plan.chunks.length > 1;
  if (!parts) await audioReady;
  // A talking presenter's frames are drawn in this process and streamed into each pass, so a
  // video with one encodes its passes here; the others may be shared (ADR 0027). A short video's
  // lanes are this machine's cores working at once (ADR 0054), not passes to hand out.
  const laned = (plan.lanes ?? 1) > 1;
  if (parts && encodeParts && !inputsFor && !laned) await encodeParts(plan, onFraction);
  else await encodeInLanes(plan, run, onFraction, inputsFor);
  if (parts) {
    const beside = whileJoining?.();
    // Awaited after the join; a join failing first must not leave this rejection unhandled.
    beside?.catch(() => undefined);
    const listPath = join(workDir, 'parts.txt');
    await writeFile(listPath, buildConcatList(plan));
    await audioReady;
    await run(buildConcatArgs(plan, listPath));
    await beside;
  }
}

/**
 * The plan's passes, `plan.lanes` at a time (one by default), longest first as lanes free up,
 * reporting the fraction of all frames written.
 */
async function encodeInLanes(plan: RenderPlan, run: RunFfmpeg, onFraction: (fraction: number) => void, inputsFor?: ChunkInputs) {
  const written = new Map<number, number>();
  const report = () => onFraction([...written.values()].reduce((a, b) => a + b, 0) / plan.totalFrames);
  // Longest first, so the lanes end close together.
  const queue = [...plan.chunks].sort((a, b) => b.endFrame - b.startFrame - (a.endFrame - a.startFrame));
  const lane = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      const { index } = chunk;
      await encodeChunk(plan, index, run, (sec) => (written.set(index, sec * plan.fps), report()), inputsFor?.(chunk)).catch((err: unknown) => {
        queue.length = 0;
        throw err;
      });
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(plan.lanes ?? 1, plan.chunks.length)) }, lane);
  // Every lane settles before a failure is passed on, so no ffmpeg is left writing a part.
  const settled = await Promise.allSettled(lanes);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * One pass: chunk `index` of the plan into its part file (or, for a one-chunk video, the finished
 * file). Plain data in, so another process holding the same plan and files can run it.
 */
export function encodeChunk(
  plan: RenderPlan,
  index: number,
  run: RunFfmpeg,
  onOutTime?: (seconds: number) => void,
  inputs?: AsyncIterable<Buffer>[],
) {
  const chunk = plan.chunks.find((c) => c.index === index);
  if (!chunk) throw new Error(`chunk ${index} is not in the plan`);
  return run(buildRenderArgs(plan, chunk), onOutTime, inputs);
}
