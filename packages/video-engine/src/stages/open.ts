import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveFfmpeg } from '../ffmpeg/resolve.ts';
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
  return { ctx: { spec, options, report, ffmpegPath, caps, workDir, run }, paths, partial };
}
