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

/**
 * Runs the chunk passes in order (reporting the fraction of all frames written), then joins
 * the parts when there is more than one; a single chunk already wrote the finished file.
 */
export async function encodeVideo(
  plan: RenderPlan,
  workDir: string,
  run: RunFfmpeg,
  onFraction: (fraction: number) => void,
  inputsFor?: ChunkInputs,
): Promise<void> {
  for (const chunk of plan.chunks) {
    await run(
      buildRenderArgs(plan, chunk),
      (sec) => onFraction((chunk.startFrame + sec * plan.fps) / plan.totalFrames),
      inputsFor?.(chunk),
    );
  }
  if (plan.chunks.length > 1) {
    const listPath = join(workDir, 'parts.txt');
    await writeFile(listPath, buildConcatList(plan));
    await run(buildConcatArgs(plan, listPath));
  }
}
