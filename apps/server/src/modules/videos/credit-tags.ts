import path from 'node:path';
import { resolveFfmpeg, runFfmpeg } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { needsAttribution } from './credits.ts';

/** ffmpeg metadata values are one line; credits are joined the way a description would list them. */
const line = (credits: string[]) => credits.map((c) => c.replace(/\s+/g, ' ').trim()).filter(Boolean).join('; ');

/** The MP4 tags that carry a render's credits: every credit in `comment`, licence notices in `copyright`. */
export function creditTags(credits: string[]): Record<string, string> {
  if (!credits.length) return {};
  const licensed = credits.filter(needsAttribution);
  return { comment: `Credits: ${line(credits)}`, ...(licensed.length ? { copyright: line(licensed) } : {}) };
}

/**
 * The rendered file with its credits written into its own metadata, so a downloaded MP4 carries
 * them wherever it goes. Done once when the render is stored (a stream copy, no re-encode) rather
 * than at each download, where ranges and caches would need the same bytes every time. Returns the
 * tagged file's path, or the original when there is nothing to tag.
 */
export async function withCreditTags(ctx: AppContext, videoPath: string, credits: string[], signal?: AbortSignal): Promise<string> {
  const tags = creditTags(credits);
  if (!Object.keys(tags).length) return videoPath;
  const out = path.join(path.dirname(videoPath), 'credited.mp4');
  const meta = Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
  // Every stream copied as it is; the index stays at the front for playback while downloading.
  const args = ['-y', '-v', 'error', '-i', videoPath, '-map', '0', '-c', 'copy', '-map_metadata', '0', ...meta, '-movflags', '+faststart', out];
  await runFfmpeg(ctx.config.FFMPEG_PATH ?? resolveFfmpeg(), args, { signal });
  return out;
}
