import { copyFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoudnessReport } from '../audio/loudness.ts';
import type { CaptionLine } from '../captions/group.ts';
import { buildSrt, buildVtt } from '../captions/srt.ts';
import { buildThumbnailArgs } from '../ffmpeg/args.ts';
import type { Narration } from '../narration.ts';
import type { OutputPaths } from '../outputs.ts';
import type { RenderResult } from '../render-options.ts';
import type { RenderContext } from './context.ts';
import type { Visuals } from './visuals.ts';

export interface FinishInput {
  paths: OutputPaths;
  /** The encoded video, not yet in its place. */
  partial: string;
  lines: CaptionLine[];
  durationSec: number;
  /** The thumbnail when the encode stage already took it (from a part). */
  thumbnail?: string;
}

/** Where the thumbnail's frame is: a second in (half-way through a shorter video). */
export const thumbnailAtSec = (durationSec: number) => Math.min(1, durationSec / 2);

/**
 * Stage 7: the thumbnail and caption sidecars, then the video renamed into place. Outputs appear
 * only once everything worked: a failed render leaves nothing half-written.
 */
export async function finishOutputs({ report, workDir, run }: RenderContext, { paths, partial, lines, durationSec, thumbnail }: FinishInput) {
  report('thumbnail', 0);
  const thumb = thumbnail ?? join(workDir, 'thumbnail.jpg');
  if (!thumbnail) await run(buildThumbnailArgs(partial, thumbnailAtSec(durationSec), thumb));
  await copyFile(thumb, paths.thumbnailPath);
  await writeFile(paths.srtPath, buildSrt(lines));
  await writeFile(paths.vttPath, buildVtt(lines));
  await rename(partial, paths.videoPath);
  report('done', 1);
}

export interface ResultInput {
  paths: OutputPaths;
  durationSec: number;
  narration: Narration;
  visuals: Visuals;
  loudness: { report: LoudnessReport; ms: number };
}

/** What the caller learns of the render: its files, timings and where the presenter was drawn. */
export function renderResult({ spec }: RenderContext, { paths, durationSec, narration, visuals, loudness }: ResultInput): RenderResult {
  const { fps } = spec;
  const { presenter, prepass } = visuals;
  return {
    ...paths,
    durationSec,
    width: spec.width,
    height: spec.height,
    words: narration.words,
    phonemes: narration.phonemes,
    audio: { loudness: loudness.report, loudnessMs: loudness.ms, alignmentMs: narration.alignmentMs },
    designMs: visuals.graphics.designMs,
    credits: visuals.graphics.credits,
    presenterMs: prepass.ms,
    presenterCpuMs: prepass.cpuMs,
    presenterBox: presenter ? { x: presenter.x, y: presenter.y, width: presenter.width, height: presenter.width } : undefined,
    presenterSpans: presenter?.talking?.map((t) => ({ x: t.x, y: t.y, width: t.size, height: t.size, fromSec: t.fromFrame / fps, toSec: t.toFrame / fps })),
  };
}
