import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WordTiming } from '../tts/types.ts';
import type { CaptionStyle, LogoSpec } from '../spec.ts';
import { safeAreaFor } from '../platforms.ts';
import { assLayout, buildAss, maxLineChars } from '../captions/ass.ts';
import { groupWords } from '../captions/group.ts';
import { familyFor, prepareFontsDir, type FontChoice } from '../fonts/registry.ts';
import { prepareLogo } from '../visuals/logo.ts';
import { chain, filter } from '../ffmpeg/escape.ts';
import { runFfmpeg } from '../ffmpeg/run.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve.ts';
import { buildThumbnailArgs } from '../ffmpeg/args.ts';
import { LOUDNESS_TARGET, levelChain, parseEbur128Integrated, parseLoudnormJson, toMeasurement, type LoudnormMeasurement } from '../audio/loudness.ts';
import { cropExpression, type ClipCrop } from './crop-path.ts';

export interface ClipRenderInput {
  sourcePath: string;
  /** The span of the source the clip is, in source milliseconds. */
  startMs: number;
  endMs: number;
  output: { width: number; height: number };
  /** The window of the source shown, on the clip's clock. */
  crop: ClipCrop;
  /** The words spoken in the span, on the clip's clock: the captions. */
  words: WordTiming[];
  captionStyle: CaptionStyle;
  font?: FontChoice;
  /** Text shown over the first seconds (the clip's hook), if any. */
  hook?: string;
  hookMs?: number;
  logo?: LogoSpec;
  workDir: string;
  outputPath: string;
  thumbnailPath: string;
  ffmpegPath?: string;
  fps?: number;
  signal?: AbortSignal;
}

export interface ClipRenderResult {
  durationMs: number;
  /** The levelling applied to the span's audio (loudnorm's measurement after the gain). */
  gainDb: number;
  measured: LoudnormMeasurement;
}

const BASE = ['-hide_banner', '-nostdin', '-y', '-nostats'];
const sec = (ms: number) => (ms / 1000).toFixed(3);

/**
 * Renders one clip of a long video: the span, cropped along the window's path and scaled to the
 * output, with word-timed captions in the chosen style (the engine's ASS writer), the hook as a
 * title card over its first seconds, the brand logo, audio levelled to -14 LUFS (a gain and a
 * limiter, then loudnorm's two passes, as the engine levels its own mixes), and a thumbnail.
 */
export async function renderClip(input: ClipRenderInput): Promise<ClipRenderResult> {
  const ffmpeg = input.ffmpegPath ?? resolveFfmpeg();
  const run = (args: string[]) => runFfmpeg(ffmpeg, args, { signal: input.signal });
  const { width, height } = input.output;
  const durationMs = input.endMs - input.startMs;
  const span = ['-ss', sec(input.startMs), '-t', sec(durationMs), '-i', input.sourcePath];
  const font = input.font ?? 'noto-sans';
  const safe = safeAreaFor('tiktok', width, height);

  const layout = assLayout(width, height, safe, familyFor(font));
  const lines = groupWords(input.words, { maxWords: 4, maxChars: maxLineChars(layout, font), maxGapMs: 600 });
  const hookMs = input.hook ? Math.min(durationMs, input.hookMs ?? 3000) : 0;
  const assPath = join(input.workDir, 'clip.ass');
  await writeFile(assPath, buildAss({ layout, title: input.hook ?? '', titleEndMs: hookMs, lines, style: input.captionStyle, font }));
  const fontsDir = await prepareFontsDir(join(input.workDir, 'fonts'), font, [input.hook ?? '', ...input.words.map((w) => w.word)]);

  // Audio: aim with a quick reading, then loudnorm measures the levelled span and the encode applies it linearly.
  const quick = await run([...BASE, '-loglevel', 'info', ...span, '-vn', '-af', filter('ebur128', { framelog: 40 }), '-f', 'null', '-']);
  const rawI = parseEbur128Integrated(quick);
  const gainDb = rawI <= -69 ? 0 : Math.max(-20, Math.min(30, LOUDNESS_TARGET.integratedLufs - rawI));
  const t = LOUDNESS_TARGET;
  const level = levelChain(gainDb);
  const measureNorm = filter('loudnorm', { I: t.integratedLufs, TP: t.truePeakDb, LRA: t.lra, print_format: 'json' });
  const measured = toMeasurement(parseLoudnormJson(await run([...BASE, '-loglevel', 'info', ...span, '-vn', '-af', [...level, measureNorm].join(','), '-f', 'null', '-'])));
  const norm = filter('loudnorm', {
    I: t.integratedLufs, TP: t.truePeakDb, LRA: t.lra,
    measured_I: measured.inputI, measured_TP: measured.inputTp, measured_LRA: measured.inputLra, measured_thresh: measured.inputThresh, offset: measured.targetOffset,
    linear: 'true',
  });

  const fps = input.fps ?? 30;
  const inputs = [...span];
  const video = [
    filter('crop', { w: input.crop.width, h: input.crop.height, x: cropExpression(input.crop.points, 'x'), y: cropExpression(input.crop.points, 'y') }),
    filter('scale', { w: width, h: height, flags: 'lanczos' }),
    filter('setsar', { r: 1 }),
    filter('fps', { fps }),
  ];
  const parts = [chain(['0:v'], video, ['framed'])];
  let last = 'framed';
  if (input.logo) {
    const logo = await prepareLogo(input.logo, { width, height, safe }, input.workDir);
    inputs.push('-loop', '1', '-i', logo.path);
    parts.push(chain([last, '1:v'], [filter('overlay', { x: logo.x, y: logo.y, shortest: 1, format: 'yuv420' })], ['logoed']));
    last = 'logoed';
  }
  parts.push(chain([last], [filter('ass', { filename: assPath, fontsdir: fontsDir }), filter('format', { pix_fmts: 'yuv420p' })], ['vout']));
  parts.push(chain(['0:a'], [...level, norm, filter('aresample', { out_sample_rate: 48_000 }), filter('aformat', { sample_fmts: 'fltp', channel_layouts: 'stereo' })], ['aout']));
  await run([
    ...BASE, '-loglevel', 'error', ...inputs,
    '-filter_complex', parts.join(';'),
    '-map', '[vout]', '-map', '[aout]',
    '-t', sec(durationMs),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '160k', '-ar', '48000',
    '-movflags', '+faststart',
    input.outputPath,
  ]);
  // The thumbnail: a frame after the hook card, where the speaker's face is the picture.
  const thumbAt = Math.min(durationMs / 2, hookMs + 1000) / 1000;
  await run(buildThumbnailArgs(input.outputPath, thumbAt, input.thumbnailPath));
  return { durationMs, gainDb, measured };
}
