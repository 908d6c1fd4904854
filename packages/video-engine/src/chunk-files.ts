import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChunkPlan, PresenterPlan } from './plan.ts';
import type { Chunk } from './timeline.ts';
import type { CaptionLine } from './captions/group.ts';
import { buildAss, type AssInput, type AssLayout } from './captions/ass.ts';
import type { WordTiming } from './tts/types.ts';
import { presenterCommands } from './visuals/presenter.ts';
import { onClock, settledAfter, settledBefore } from './segment-clock.ts';

export interface ChunkFilesInput {
  workDir: string;
  fps: number;
  layout: AssLayout;
  title: string;
  titleEndMs: number;
  lines: CaptionLine[];
  style: AssInput['style'];
  /** Caption placement, colours, font and the motion-graphics overlay, passed to buildAss. */
  ass?: Pick<AssInput, 'placement' | 'color' | 'highlightColor' | 'font' | 'overlay'>;
  presenter?: PresenterPlan;
  words: WordTiming[];
}

/**
 * Writes each chunk's ASS and presenter script, holding only the events in the chunk's time
 * range, so every ffmpeg pass parses a small file however long the video is.
 */
export async function writeChunkFiles(chunks: (Chunk & { clockFrame?: number })[], all: ChunkFilesInput): Promise<ChunkPlan[]> {
  const plans: ChunkPlan[] = [];
  for (const chunk of chunks) {
    // A segment's scripts count from its own clock (segment-clock.ts).
    const clockMs = ((chunk.clockFrame ?? 0) / all.fps) * 1000;
    const input = clockMs ? onClock(all, clockMs) : all;
    const fromMs = (chunk.startFrame / input.fps) * 1000 - clockMs;
    const toMs = (chunk.endFrame / input.fps) * 1000 - clockMs;
    const plan: ChunkPlan = { ...chunk, partPath: join(input.workDir, `part-${chunk.index}.mp4`) };
    const ass = buildAss({
      layout: input.layout,
      title: input.title,
      titleEndMs: input.titleEndMs,
      lines: input.lines,
      style: input.style,
      ...input.ass,
      window: { fromMs, toMs },
    });
    if (ass.includes('Dialogue:')) {
      plan.assPath = join(input.workDir, `captions-${chunk.index}.ass`);
      await writeFile(plan.assPath, clockMs ? settledAfter(settledBefore(ass, fromMs), toMs) : ass);
    }
    const cmds = input.presenter && !input.presenter.talking ? presenterCommands(input.presenter, input.words, fromMs, toMs) : '';
    if (cmds) {
      plan.presenterCmdPath = join(input.workDir, `presenter-${chunk.index}.cmd`);
      await writeFile(plan.presenterCmdPath, cmds);
    }
    plans.push(plan);
  }
  return plans;
}
