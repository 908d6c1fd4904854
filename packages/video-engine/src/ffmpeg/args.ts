import type { ChunkPlan, EncoderPlan, RenderPlan } from '../plan.ts';
import { buildAudioGraph, buildVideoGraph } from './graph.ts';
import { presenterInputArgs } from './presenter-graph.ts';

const COMMON = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];

function videoCodecArgs(plan: RenderPlan): string[] {
  const e = plan.encoder;
  return [
    '-c:v',
    'libx264',
    '-preset',
    e.preset,
    '-crf',
    String(e.crf),
    '-pix_fmt',
    'yuv420p',
    ...(e.threads ? ['-threads', String(e.threads)] : []),
    ...(e.lookahead ? ['-rc-lookahead', String(e.lookahead)] : []),
  ];
}

function audioCodecArgs(plan: RenderPlan): string[] {
  if (plan.audio.encoded) return ['-c:a', 'copy'];
  return aacArgs(plan.encoder);
}

/** AAC as every video carries it (also how the mix stage writes a finished mix). */
export function aacArgs(e: EncoderPlan): string[] {
  // The "fast" coder is ~3x quicker than 5.x's default twoloop, and audio shares ffmpeg's main
  // thread with the filtergraph, so its cost lands on wall time.
  return ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', e.audioBitrate, '-ar', String(e.sampleRate), '-ac', '2'];
}

function audioInputs(plan: RenderPlan, first: number): { args: string[]; narration: number; music?: number } {
  const args = ['-i', plan.audio.narrationPath];
  const music = plan.audio.music;
  if (!music) return { args, narration: first };
  // Loop the music for as long as the narration runs; amix stops at the narration's end.
  return { args: [...args, '-stream_loop', '-1', '-i', music.path], narration: first, music: first + 1 };
}

/**
 * ffmpeg arguments for one chunk. A single-chunk video is finished in this one pass (audio
 * mixed, faststart MP4); otherwise the chunk is a video-only part for `buildConcatArgs`.
 */
export function buildRenderArgs(plan: RenderPlan, chunk: ChunkPlan): string[] {
  const video = buildVideoGraph(plan, chunk);
  // The talking presenter's raw frames come first: the video graph names them 0, 1, ...
  const presenter = presenterInputArgs(plan, chunk);
  const presenterInputs = presenter.filter((a) => a === '-i').length;
  if (plan.chunks.length > 1) {
    return [
      ...COMMON,
      ...presenter,
      '-filter_complex',
      video,
      '-map',
      '[vout]',
      ...videoCodecArgs(plan),
      '-an',
      '-f',
      'mp4',
      chunk.partPath,
    ];
  }
  const audio = audioInputs(plan, presenterInputs);
  const audioGraph = buildAudioGraph(plan, audio.narration, audio.music);
  const graph = audioGraph ? `${video};${audioGraph}` : video;
  return [
    ...COMMON,
    ...presenter,
    ...audio.args,
    '-filter_complex',
    graph,
    '-map',
    '[vout]',
    '-map',
    audioGraph ? '[aout]' : `${audio.narration}:a`,
    ...videoCodecArgs(plan),
    ...audioCodecArgs(plan),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    plan.outputPath,
  ];
}

/** concat-demuxer list naming the chunk parts in order. */
export function buildConcatList(plan: RenderPlan): string {
  // The demuxer's own quoting: single-quote the path, and close-escape-reopen for quotes in it.
  return plan.chunks.map((c) => `file '${c.partPath.replace(/'/g, `'\\''`)}'\n`).join('');
}

/** Joins the chunk parts without re-encoding video and adds the (mixed) narration. */
export function buildConcatArgs(plan: RenderPlan, listPath: string): string[] {
  const audio = audioInputs(plan, 1);
  const audioGraph = buildAudioGraph(plan, audio.narration, audio.music);
  return [
    ...COMMON,
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    listPath,
    ...audio.args,
    ...(audioGraph ? ['-filter_complex', audioGraph] : []),
    '-map',
    '0:v',
    '-map',
    audioGraph ? '[aout]' : `${audio.narration}:a`,
    '-c:v',
    'copy',
    ...audioCodecArgs(plan),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    plan.outputPath,
  ];
}

/** One JPEG frame from the finished video (the title card at ~1 s). */
export function buildThumbnailArgs(videoPath: string, atSec: number, outPath: string): string[] {
  return [...COMMON, '-ss', atSec.toFixed(3), '-i', videoPath, '-frames:v', '1', '-q:v', '3', '-update', '1', outPath];
}

/**
 * Scales and centre-crops a library image to cover the oversized background frame, and stores
 * it as a one-frame y4m the render pass can loop without decoding the image again.
 */
export function buildImagePrepArgs(
  imagePath: string,
  size: { width: number; height: number },
  fps: number,
  outPath: string,
): string[] {
  const { width: w, height: h } = size;
  return [
    ...COMMON,
    '-i',
    imagePath,
    '-frames:v',
    '1',
    '-vf',
    `scale=${w}:${h}:force_original_aspect_ratio=increase:flags=lanczos,crop=${w}:${h},setsar=1,format=yuv420p`,
    '-r',
    String(fps),
    '-f',
    'yuv4mpegpipe',
    outPath,
  ];
}
