import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WORDS_PER_SECOND, type VisualSource } from '@reelforge/contracts';
import { picturesForScene, probeMedia, resolveFfmpeg } from '@reelforge/video-engine';
import type { Config } from '../../config.ts';
import { nowMs, systemClock, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { aiImagesProvider } from './ai-images.ts';
import { MediaCache } from './cache.ts';
import { pexelsProvider } from './pexels.ts';
import { pixabayProvider } from './pixabay.ts';
import { orientationOf, ProviderError, type MediaHit, type MediaProvider } from './types.ts';

export interface SceneQuery {
  text: string;
  visualQuery?: string;
  keywords?: string[];
}

export interface SceneVisual {
  kind: 'video' | 'image';
  path: string;
  credit: string;
}

/** At most this many pictures per scene, however long it runs. */
const MAX_PER_SCENE = 4;

/** Which providers each choice asks, in order; everything falls through to motion graphics. */
const CHAINS: Record<VisualSource, readonly string[]> = {
  // The creator's uploads named or tagged like the scene come first (see modules/videos/library-visuals).
  auto: ['library', 'pexels', 'pixabay', 'ai-images'],
  stock: ['pexels', 'pixabay'],
  // "My media": their uploads for every scene, best match first.
  library: ['my-media'],
  ai: ['ai-images'],
  motion: [],
};

const caches = new Map<string, MediaCache>();
/** Providers that answered 429, until their rate limit resets (shared by this process's renders). */
const coolingUntil = new Map<string, number>();

/** The media cache of a data dir (one per process, so concurrent renders share its downloads). */
export function mediaCacheFor(config: Pick<Config, 'dataDir' | 'MEDIA_CACHE_MAX_MB'>): MediaCache {
  const dir = path.join(config.dataDir, 'media-cache');
  let cache = caches.get(dir);
  if (!cache) {
    cache = new MediaCache(dir, config.MEDIA_CACHE_MAX_MB * 1024 * 1024);
    caches.set(dir, cache);
  }
  return cache;
}

/** A creator's own stock keys (Settings -> Stock media), opened; each wins over the server's. */
export interface StockKeys {
  pexels?: string;
  pixabay?: string;
}

/** A creator's key has its own rate limit: its cooling off is kept apart from the server key's. */
const quotaOf = (provider: string, key: string) => `${provider}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/**
 * The configured providers by name (a provider without a key is absent). `own` holds one
 * creator's keys: pass them only for that creator's renders and searches.
 */
export function mediaProviders(config: Config, own: StockKeys = {}): Map<string, MediaProvider> {
  const timeoutMs = config.MEDIA_TIMEOUT_MS;
  const list: MediaProvider[] = [];
  const pexelsKey = own.pexels || config.PEXELS_API_KEY;
  const pixabayKey = own.pixabay || config.PIXABAY_API_KEY;
  if (pexelsKey) list.push({ ...pexelsProvider({ apiKey: pexelsKey, baseUrl: config.PEXELS_API_URL, timeoutMs }), quota: quotaOf('pexels', pexelsKey) });
  if (pixabayKey) list.push({ ...pixabayProvider({ apiKey: pixabayKey, baseUrl: config.PIXABAY_API_URL, timeoutMs }), quota: quotaOf('pixabay', pixabayKey) });
  if (config.IMAGES_BASE_URL && config.IMAGES_MODEL) {
    list.push(aiImagesProvider({ baseUrl: config.IMAGES_BASE_URL, apiKey: config.IMAGES_API_KEY, model: config.IMAGES_MODEL, timeoutMs }));
  }
  return new Map(list.map((p) => [p.name, p]));
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** What to search for: the writer's visual query, else the keywords, else the scene's first words. */
export function queryFor(scene: SceneQuery): string {
  const q = scene.visualQuery?.trim() || scene.keywords?.join(' ').trim() || scene.text.split(/\s+/).slice(0, 6).join(' ');
  return q.slice(0, 100);
}

export interface ResolveInput {
  scenes: SceneQuery[];
  source: VisualSource;
  width: number;
  height: number;
  /** The render's own folder: chosen files are linked here, out of the cache's eviction. */
  workDir: string;
  signal: AbortSignal;
  onScene?: (done: number, total: number) => void;
}

/**
 * Finds and downloads pictures for every scene from the providers the choice names, in order. A
 * provider that fails (error status, rate limit, timeout, unreadable file) or has no match is
 * passed over for the next one; a scene nobody could serve gets no visuals, which the engine
 * renders as motion graphics. Only an abort stops it.
 */
export async function resolveSceneVisuals(
  deps: { config: Config; logger: Logger; clock?: Clock; providers?: Map<string, MediaProvider>; cache?: MediaCache },
  input: ResolveInput,
): Promise<(SceneVisual[] | undefined)[]> {
  const providers = deps.providers ?? mediaProviders(deps.config);
  const cache = deps.cache ?? mediaCacheFor(deps.config);
  const clock = deps.clock ?? systemClock;
  const chain = CHAINS[input.source].map((n) => providers.get(n)).filter((p): p is MediaProvider => Boolean(p));
  // When each picture was last given to a scene: reuse goes to the one shown longest ago, so a
  // scene never opens on the clip the previous scene ended with.
  const used = new Map<string, number>();
  let stamp = 0;
  const out: (SceneVisual[] | undefined)[] = [];
  const ffmpegPath = deps.config.FFMPEG_PATH ?? resolveFfmpeg();
  const validate = async (file: string) => {
    const info = await probeMedia(file, { ffmpegPath }).catch(() => null);
    return Boolean(info?.video && info.video.width > 0);
  };
  for (const [i, scene] of input.scenes.entries()) {
    input.signal.throwIfAborted();
    // As many pictures as the engine will show: one per shot (a picture asked for and never shown
    // would count as used, and a library's few pictures would stop taking turns).
    const want = Math.min(MAX_PER_SCENE, Math.max(1, picturesForScene(words(scene.text) / WORDS_PER_SECOND, i === 0)));
    let got: SceneVisual[] = [];
    for (const provider of chain) {
      if ((coolingUntil.get(provider.quota ?? provider.name) ?? 0) > nowMs(clock)) continue;
      try {
        const hits = await provider.search({
          query: queryFor(scene),
          orientation: orientationOf(input.width, input.height),
          width: input.width,
          height: input.height,
          count: want,
          signal: input.signal,
          scene,
        });
        // Pictures no other scene shows come first; a reused one still beats none.
        const fresh = hits.filter((h) => !used.has(h.id));
        const reused = hits.filter((h) => used.has(h.id)).sort((a, b) => (used.get(a.id) ?? 0) - (used.get(b.id) ?? 0));
        got = await take([...fresh, ...reused], want);
      } catch (err) {
        if (input.signal.aborted) throw err;
        if (err instanceof ProviderError && err.retry) {
          coolingUntil.set(provider.quota ?? provider.name, 'atMs' in err.retry ? err.retry.atMs : nowMs(clock) + err.retry.afterMs);
        }
        deps.logger.warn({ err: String(err), provider: provider.name, scene: i }, 'visual provider failed; trying the next');
        got = [];
      }
      if (got.length) break;
    }
    out.push(got.length ? got : undefined);
    input.onScene?.(i + 1, input.scenes.length);
  }
  return out;

  async function take(hits: MediaHit[], want: number): Promise<SceneVisual[]> {
    const picked: SceneVisual[] = [];
    for (const hit of hits) {
      if (picked.length >= want) break;
      try {
        const file = hit.open ? await copyLocal(hit, hit.open) : await MediaCache.linkInto(await cached(hit), path.join(input.workDir, 'media'));
        used.set(hit.id, ++stamp);
        picked.push({ kind: hit.kind, path: file, credit: hit.credit });
      } catch (err) {
        if (input.signal.aborted) throw err;
        deps.logger.warn({ err: String(err), provider: hit.provider, id: hit.id }, 'media download failed; skipping it');
      }
    }
    return picked;
  }

  function cached(hit: MediaHit) {
    const key = MediaCache.keyOf([hit.provider, hit.id, hit.url.startsWith('data:') ? '' : hit.url]);
    return cache.get(key, hit.ext, hit, { signal: input.signal, timeoutMs: deps.config.MEDIA_TIMEOUT_MS, validate });
  }

  /** A stored file copied into the render's folder once per render, then checked like a download. */
  async function copyLocal(hit: MediaHit, open: () => Promise<Readable>): Promise<string> {
    const dir = path.join(input.workDir, 'media');
    const file = path.join(dir, `${hit.provider}-${hit.id}.${hit.ext}`);
    if (await fsp.access(file).then(() => true, () => false)) return file;
    await fsp.mkdir(dir, { recursive: true });
    await pipeline(await open(), createWriteStream(file), { signal: input.signal });
    if (!(await validate(file))) {
      await fsp.rm(file, { force: true });
      throw new Error('not a picture or a video ffmpeg can read');
    }
    return file;
  }
}
