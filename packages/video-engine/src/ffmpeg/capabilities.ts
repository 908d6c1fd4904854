import { capture } from './run.ts';

export interface FfmpegCapabilities {
  /** Filter name -> its three flag characters from `ffmpeg -filters` (T = timeline support). */
  filters: Map<string, string>;
}

const cache = new Map<string, Promise<FfmpegCapabilities>>();

/** Filters from `ffmpeg -filters` lines like " TS. fade   V->V   Fade in/out input video.". */
export function parseFilterList(output: string): Map<string, string> {
  const filters = new Map<string, string>();
  for (const line of output.split('\n')) {
    const m = /^\s*([TSC.|]{3})\s+(\w+)\s+\S+->\S+/.exec(line);
    if (m?.[1] && m[2]) filters.set(m[2], m[1]);
  }
  return filters;
}

/** What this ffmpeg build can do; builds differ (the 2018 npm one lacks xfade and timeline fades). */
export function detectCapabilities(ffmpegPath: string): Promise<FfmpegCapabilities> {
  let found = cache.get(ffmpegPath);
  if (!found) {
    found = capture(ffmpegPath, ['-hide_banner', '-filters']).then(({ stdout, code }) => {
      if (code !== 0) throw new Error(`${ffmpegPath} -filters exited with ${code}`);
      return { filters: parseFilterList(stdout) };
    });
    found.catch(() => cache.delete(ffmpegPath));
    cache.set(ffmpegPath, found);
  }
  return found;
}

export function hasTimeline(caps: FfmpegCapabilities, name: string): boolean {
  return caps.filters.get(name)?.startsWith('T') === true;
}

/**
 * Cross-fades need `fade` and `overlay` with timeline (enable=) support so each fade touches
 * only its own window; without it scenes dip through black.
 */
export function canCrossfade(caps: FfmpegCapabilities): boolean {
  return hasTimeline(caps, 'fade') && hasTimeline(caps, 'overlay');
}

export function missingRequiredFilters(caps: FfmpegCapabilities, needCaptions: boolean): string[] {
  const need = ['movie', 'crop', 'trim', 'setpts', 'settb', 'fade', 'concat', 'format', 'split', 'null'];
  need.push('overlay', 'loop', 'scale', 'sendcmd', 'aformat', 'amix', 'volume', 'asplit');
  if (needCaptions) need.push('ass');
  return need.filter((f) => !caps.filters.has(f));
}
