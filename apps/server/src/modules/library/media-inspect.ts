import fs from 'node:fs';
import { UPLOAD_MESSAGES, type UploadKind } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg, resolveFfprobe, runFfmpeg } from '@reelforge/video-engine';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';
import { TEXT, sniffMagic, type Sniffed } from './sniff.ts';

/** What the server learnt about an uploaded file from its bytes. */
export interface Inspected extends Sniffed {
  width: number | null;
  height: number | null;
  durationSec: number | null;
  /** A JPEG/PNG written beside the file, or null (scripts; audio whose waveform failed). */
  thumbnailPath: string | null;
}

async function readHead(file: string, bytes = 64): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// C0 controls other than tab, newline, form feed and carriage return (and DEL) mark binary data.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Whether the whole file is UTF-8 text, read in chunks (never whole in memory). */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 })) {
      if (BINARY.test(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

function tools(config: Config) {
  const ffmpegPath = config.FFMPEG_PATH ?? resolveFfmpeg();
  return { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) };
}

const THUMB = 480;

async function inspectImage(file: string, sniffed: Sniffed, thumbPath: string): Promise<Inspected> {
  try {
    const meta = await sharp(file).metadata();
    // Decoding the whole picture for the thumbnail is also the check that it is not damaged.
    await sharp(file).rotate().resize(THUMB, THUMB, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toFile(thumbPath);
    const turned = (meta.orientation ?? 1) >= 5; // EXIF 5-8: stored sideways
    return {
      ...sniffed,
      width: (turned ? meta.height : meta.width) ?? null,
      height: (turned ? meta.width : meta.height) ?? null,
      durationSec: null,
      thumbnailPath: thumbPath,
    };
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadable('image'), 'unreadable_upload');
  }
}

/** Audio-only ISO/WebM/Ogg files are audio, whatever their container said first. */
function asAudio(sniffed: Sniffed): Sniffed {
  if (sniffed.kind === 'audio') return sniffed;
  if (sniffed.extension === 'webm') return { kind: 'audio', mimeType: 'audio/webm', extension: 'webm' };
  return { kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
}

async function inspectAv(config: Config, file: string, sniffed: Sniffed, thumbPath: string): Promise<Inspected> {
  const t = tools(config);
  const info = await probeMedia(file, t).catch(() => null);
  const duration = info && Number.isFinite(info.durationSec) && info.durationSec > 0 ? info.durationSec : null;
  if (!info || duration === null || (!info.video && !info.audio)) {
    throw badRequest(UPLOAD_MESSAGES.unreadable(sniffed.kind), 'unreadable_upload');
  }
  // Cover art in an MP3 shows up as a one-frame "video" stream: audio containers stay audio.
  const video = sniffed.kind === 'video' || sniffed.extension === 'ogg' ? info.video : undefined;
  const kind: Sniffed = video ? (sniffed.extension === 'ogg' ? { kind: 'video', mimeType: 'video/ogg', extension: 'ogv' } : sniffed) : asAudio(sniffed);
  let thumbnailPath: string | null = thumbPath;
  if (video) {
    const at = Math.min(1, duration / 2).toFixed(2);
    const args = ['-v', 'error', '-ss', at, '-i', file, '-frames:v', '1', '-vf', `scale=${THUMB}:${THUMB}:force_original_aspect_ratio=decrease`, '-q:v', '4', '-y', thumbPath];
    await runFfmpeg(t.ffmpegPath, args).catch(() => {
      throw badRequest(UPLOAD_MESSAGES.unreadable('video'), 'unreadable_upload');
    });
  } else {
    // A waveform picture is a nicety: audio that plays but will not draw still uploads.
    const args = ['-v', 'error', '-i', file, '-filter_complex', `showwavespic=s=${THUMB}x270:colors=#8b5cf6`, '-frames:v', '1', '-y', thumbPath];
    thumbnailPath = await runFfmpeg(t.ffmpegPath, args).then(
      () => thumbPath,
      () => null,
    );
  }
  return {
    ...kind,
    width: video?.width ?? null,
    height: video?.height ?? null,
    durationSec: Math.round(duration * 100) / 100,
    thumbnailPath,
  };
}

/**
 * The type from the content: magic numbers first, then whole-file UTF-8 for scripts; anything
 * else is refused. Media are then opened for real (dimensions, duration, thumbnail), so a file
 * with the right first bytes but nothing playable behind them is refused too.
 */
export async function inspectUpload(config: Config, file: string, thumbBase: string): Promise<Inspected> {
  const sniffed = sniffMagic(await readHead(file));
  if (!sniffed) {
    if (await isUtf8Text(file)) return { ...TEXT, width: null, height: null, durationSec: null, thumbnailPath: null };
    throw badRequest(UPLOAD_MESSAGES.unsupported, 'unsupported_upload');
  }
  if (sniffed.kind === 'image') return inspectImage(file, sniffed, `${thumbBase}.jpg`);
  return inspectAv(config, file, sniffed, sniffed.kind === 'video' ? `${thumbBase}.jpg` : `${thumbBase}.png`);
}

export type { UploadKind };
