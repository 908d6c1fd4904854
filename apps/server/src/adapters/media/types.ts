import type { MatchableScene } from '@reelforge/contracts';
import type { Readable } from 'node:stream';

export type Orientation = 'portrait' | 'landscape' | 'square';

export interface SearchRequest {
  query: string;
  orientation: Orientation;
  /** The video's frame: renditions at or above it are preferred. */
  width: number;
  height: number;
  /** How many distinct pictures the scene wants (one per shot). */
  count: number;
  signal: AbortSignal;
  /** The scene itself, for a search that matches on its words (the creator's own library). */
  scene?: MatchableScene;
}

/** One picture a provider offers, with the rendition chosen for the frame. */
export interface MediaHit {
  provider: string;
  /** Stable per provider; the same hit is not used twice in one video. */
  id: string;
  kind: 'video' | 'image';
  url: string;
  width: number;
  height: number;
  /** The file's extension (mp4, jpg, png, webp; an upload's own, e.g. mov or gif). */
  ext: string;
  /** Author, source page and licence, for the video's description. */
  credit: string;
  /** A small preview image the provider hosts (the storyboard shows it), when it has one. */
  thumbnail?: string;
  /** Extra request headers the download needs. */
  headers?: Record<string, string>;
  /**
   * A file the server already holds (the creator's library): read from storage into the render's
   * folder, not downloaded through the shared cache (it is theirs alone, and stored already).
   */
  open?: () => Promise<Readable>;
}

export interface MediaProvider {
  name: string;
  /** Whose rate limit a 429 spends (one per key); the name when not given. */
  quota?: string;
  search(req: SearchRequest): Promise<MediaHit[]>;
}

/** A provider answered with an error status: the resolver logs it and moves to the next one. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    /** When the provider's rate limit resets, from its rate-limit headers: an instant (ms since epoch) or a wait. */
    readonly retry?: { atMs: number } | { afterMs: number },
  ) {
    super(`${provider} answered ${status}`);
  }
}

export const orientationOf = (width: number, height: number): Orientation =>
  width === height ? 'square' : width > height ? 'landscape' : 'portrait';

/**
 * The best rendition for a frame: the smallest that covers it (at or above the output size, so
 * nothing is upscaled and nothing larger than needed is downloaded), else the largest there is.
 */
export function pickRendition<T extends { width: number; height: number }>(list: T[], width: number, height: number): T | undefined {
  const usable = list.filter((r) => r.width > 0 && r.height > 0);
  const covers = (r: T) => r.width >= width && r.height >= height;
  const pixels = (r: T) => r.width * r.height;
  const big = usable.filter(covers).sort((a, b) => pixels(a) - pixels(b));
  return big[0] ?? usable.sort((a, b) => pixels(b) - pixels(a))[0];
}

/** Orders hits so that those shaped like the frame come first (a portrait clip for a portrait video). */
export function byShape<T extends { width: number; height: number }>(hits: T[], orientation: Orientation): T[] {
  const score = (h: T) => (orientationOf(h.width, h.height) === orientation ? 0 : 1);
  return [...hits].sort((a, b) => score(a) - score(b));
}

/** The body of an HTTP answer as JSON, or a ProviderError carrying its rate-limit reset. */
export async function jsonOrThrow(provider: string, res: Response, resetIsSeconds: boolean): Promise<unknown> {
  if (res.ok) return res.json();
  const reset = Number(res.headers.get('x-ratelimit-reset'));
  const retry =
    res.status === 429 && Number.isFinite(reset) && reset > 0
      ? resetIsSeconds
        ? { afterMs: reset * 1000 }
        : { atMs: reset * 1000 }
      : undefined;
  await res.body?.cancel();
  throw new ProviderError(provider, res.status, retry);
}
