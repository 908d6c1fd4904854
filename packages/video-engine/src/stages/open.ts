import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { probeMedia } from '../ffmpeg/probe.ts';
import { resolveFfmpeg, resolveFfprobe } from '../ffmpeg/resolve.ts';
import { detectCapabilities, missingRequiredFilters } from '../ffmpeg/capabilities.ts';
import { runFfmpeg } from '../ffmpeg/run.ts';
import { outputPaths, type OutputPaths } from '../outputs.ts';
import { progressReporter } from '../progress.ts';
import type { RenderOptions } from '../render-options.ts';
import type { RenderSpec } from '../spec.ts';
import type { RenderContext } from './context.ts';

export interface OpenedRender {
  ctx: RenderContext;
  paths: OutputPaths;
  /** Where the video is encoded before it is renamed into place. */
  partial: string;
}

/**
 * Stage 0: checks the ffmpeg build can draw this spec before any work is done (a missing filter
 * would otherwise fail minutes in, after narration), then makes the output folder and temp dir.
 */
export async function openRender(spec: RenderSpec, out: string, options: RenderOptions): Promise<OpenedRender> {
  const report = progressReporter(options.onProgress);
  const ffmpegPath = options.ffmpegPath ?? resolveFfmpeg();
  const caps = await detectCapabilities(ffmpegPath);
  const missing = missingRequiredFilters(caps, spec.captions.enabled || spec.title.trim() !== '');
  if (missing.length) throw new Error(`${ffmpegPath} lacks required filters: ${missing.join(', ')}`);
  const paths = outputPaths(out);
  await mkdir(dirname(paths.videoPath), { recursive: true });
  const workDir = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'reelforge-render-'));
  const run: RenderContext['run'] = (args, onOutTime, inputs) =>
    runFfmpeg(ffmpegPath, args, { signal: options.signal, onOutTime, onSpawn: options.onFfmpegSpawn, inputs });
  // Written beside the destination so the final rename is atomic.
  const partial = `${paths.videoPath}.partial`;
  const clipSeconds = footageLengths(spec, ffmpegPath);
  return { ctx: { spec, options, report, ffmpegPath, caps, workDir, run, clipSeconds }, paths, partial };
}

/**
 * The length of every footage clip the spec names, probed at once and off the critical path
 * (narration takes longer). A clip that cannot be read is left out: its shots then seek as
 * before, and the pass that decodes it reports the real error.
 */
async function footageLengths(spec: RenderSpec, ffmpegPath: string): Promise<ReadonlyMap<string, number>> {
  const paths = new Set(spec.scenes.flatMap((s) => (s.visuals ?? []).filter((v) => v.kind === 'video').map((v) => v.path)));
  const tools = { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) };
  const lengths = await Promise.all(
    [...paths].map(async (path) => [path, await probeMedia(path, tools).then((m) => m.durationSec, () => NaN)] as const),
  );
  return new Map(lengths.filter(([, sec]) => Number.isFinite(sec) && sec > 0));
}
