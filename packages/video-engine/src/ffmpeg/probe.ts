import { capture } from './run.ts';

export interface MediaInfo {
  durationSec: number;
  video?: { codec: string; width: number; height: number; pixFmt: string };
  audio?: { codec: string; sampleRate: number; channels: number };
}

interface FfprobeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    sample_rate?: string;
    channels?: number;
  }[];
}

export function parseFfprobeJson(text: string): MediaInfo {
  const json = JSON.parse(text) as FfprobeJson;
  const info: MediaInfo = { durationSec: Number(json.format?.duration ?? NaN) };
  for (const s of json.streams ?? []) {
    if (s.codec_type === 'video' && !info.video) {
      info.video = { codec: s.codec_name ?? '', width: s.width ?? 0, height: s.height ?? 0, pixFmt: s.pix_fmt ?? '' };
    } else if (s.codec_type === 'audio' && !info.audio) {
      info.audio = { codec: s.codec_name ?? '', sampleRate: Number(s.sample_rate ?? 0), channels: s.channels ?? 0 };
    }
  }
  return info;
}

/** Reads the stream summary `ffmpeg -i file` prints to stderr (for builds shipped without ffprobe). */
export function parseFfmpegBanner(stderr: string): MediaInfo {
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const info: MediaInfo = { durationSec: d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : NaN };
  const v = /Stream #\d+:\d+.*?: Video: (\w+)[^,]*, (\w+)(?:\([^)]*\))?, (\d+)x(\d+)/.exec(stderr);
  if (v) info.video = { codec: v[1] ?? '', pixFmt: v[2] ?? '', width: Number(v[3]), height: Number(v[4]) };
  const a = /Stream #\d+:\d+.*?: Audio: (\w+)[^,]*, (\d+) Hz, (mono|stereo|(\d+) channels|[\w.()]+)/.exec(stderr);
  if (a) {
    const layout = a[3] ?? '';
    const channels = layout === 'mono' ? 1 : layout === 'stereo' ? 2 : Number(a[4] ?? 0);
    info.audio = { codec: a[1] ?? '', sampleRate: Number(a[2]), channels };
  }
  return info;
}

/** Duration and main streams of a media file, via ffprobe when available. */
export async function probeMedia(
  path: string,
  tools: { ffmpegPath: string; ffprobePath?: string },
): Promise<MediaInfo> {
  if (tools.ffprobePath) {
    const r = await capture(tools.ffprobePath, [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,width,height,pix_fmt,sample_rate,channels',
      '-of',
      'json',
      path,
    ]);
    if (r.code !== 0) throw new Error(`ffprobe failed on ${path}: ${r.stderr.trim()}`);
    return parseFfprobeJson(r.stdout);
  }
  // `ffmpeg -i` with no output exits 1 by design; the banner is still complete.
  const r = await capture(tools.ffmpegPath, ['-hide_banner', '-i', path]);
  const info = parseFfmpegBanner(r.stderr);
  if (!Number.isFinite(info.durationSec) && !info.video && !info.audio)
    throw new Error(`could not probe ${path}: ${r.stderr.trim().slice(-300)}`);
  return info;
}

/** Mean loudness in dBFS (ffmpeg volumedetect); -91 means digital silence. */
export async function meanVolumeDb(path: string, ffmpegPath: string): Promise<number> {
  const r = await capture(ffmpegPath, [
    '-hide_banner',
    '-nostats',
    '-i',
    path,
    '-map',
    '0:a:0',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const m = /mean_volume: (-?[\d.]+) dB/.exec(r.stderr);
  if (!m) throw new Error(`volumedetect gave no reading for ${path}`);
  return Number(m[1]);
}
