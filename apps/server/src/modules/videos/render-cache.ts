import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { RenderStep } from '@reelforge/contracts';
import type { NarrationCache, SceneNarration, SegmentCache } from '@reelforge/video-engine';
import { readBuffer } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context/index.ts';
import { renderCacheRepository } from './render-cache.repository.ts';

/** Where the render cache lives in storage (local disk or S3 alike), by hash. */
export const RENDER_CACHE_PREFIX = 'render-cache/';
/** A render's shipped files (ADR 0046), `<videoId>/<renderId>/<hash>`: transient, not booked as cache entries. */
export const RENDER_INPUTS_PREFIX = `${RENDER_CACHE_PREFIX}inputs/`;
const narrationKey = (key: string) => `${RENDER_CACHE_PREFIX}narration/${key}`;
/** Whether a scene's narration is stored (its JSON is written last). */
export const hasNarration = async (ctx: AppContext, key: string) => Boolean(await ctx.storage.stat(`${narrationKey(key)}.json`));
export const segmentStorageKey = (key: string) => `${RENDER_CACHE_PREFIX}segments/${key}.mp4`;

/** A step of a cached render as it settles (the worker is the caller's to add). */
export type SettledStep = Omit<RenderStep, 'status' | 'worker'>;

export interface RenderCaches {
  narration: NarrationCache;
  segment: SegmentCache;
}

/**
 * The engine's narration and segment caches kept in the server's storage, so any worker sharing
 * the database and the storage (its own DATA_DIR, an S3 bucket) finds what another rendered.
 * A cache that fails to read or write costs only the work it would have saved.
 */
export function renderCaches(ctx: AppContext, onStep: (step: SettledStep) => void = () => {}): RenderCaches {
  // When each scene's narration was found missing: its step lasts until it is stored.
  const asked = new Map<number, number>();
  const books = renderCacheRepository(ctx.db);
  const used = (key: string, bytes: number) => books.touch(key, bytes, ctx.clock.now());
  const safely = async <T>(what: string, fallback: T, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      ctx.logger.warn({ err: String(err), what }, 'render cache unavailable; doing the work');
      return fallback;
    }
  };
  const store = (key: string, file: string) => storeFile(ctx, key, file);

  const narration: NarrationCache = {
    get: async (key, workDir, scene) => {
      const started = performance.now();
      const found = await safely('narration get', undefined, async () => {
        const meta = await readBuffer(ctx.storage, `${narrationKey(key)}.json`);
        const wavPath = path.join(workDir, `cached-${key.slice(0, 16)}.wav`);
        if (!meta || !(await ctx.storage.copyToFile(`${narrationKey(key)}.wav`, wavPath))) return undefined;
        await used(`${narrationKey(key)}.wav`, (await fsp.stat(wavPath)).size);
        return { ...(JSON.parse(meta.toString('utf8')) as Omit<SceneNarration, 'wavPath'>), wavPath };
      });
      if (found) onStep({ kind: 'narration', sceneIndex: scene, cached: true, seconds: (performance.now() - started) / 1000 });
      else asked.set(scene, started);
      return found;
    },
    put: (key, n, scene) =>
      safely('narration put', undefined, async () => {
        onStep({ kind: 'narration', sceneIndex: scene, cached: false, seconds: (performance.now() - (asked.get(scene) ?? performance.now())) / 1000 });
        await storeNarration(ctx, key, n);
      }),
  };

  const segment: SegmentCache = {
    get: (key, partPath) =>
      safely('segment get', false, async () => {
        if (!(await ctx.storage.copyToFile(segmentStorageKey(key), partPath))) return false;
        await used(segmentStorageKey(key), (await fsp.stat(partPath)).size);
        return true;
      }),
    put: (key, partPath) => safely('segment put', undefined, () => store(segmentStorageKey(key), partPath)),
    onSegment: (s) =>
      onStep({ kind: s.transition ? 'transition' : 'segment', sceneIndex: s.sceneIndex ?? null, cached: s.cached, seconds: s.ms / 1000 }),
  };
  return { narration, segment };
}

/** Stores a cache entry for sure and books it for eviction (a helper's segment: the render reads it from storage). */
export async function storeFile(ctx: AppContext, key: string, file: string) {
  await ctx.storage.put(key, createReadStream(file));
  await renderCacheRepository(ctx.db).touch(key, (await fsp.stat(file)).size, ctx.clock.now());
}

/** Keeps a scene's narration (any worker's) where every render's narration cache finds it. */
export async function storeNarration(ctx: AppContext, key: string, n: SceneNarration) {
  const { wavPath, ...meta } = n;
  // The WAV first: a reader that finds the JSON finds its sound too.
  await storeFile(ctx, `${narrationKey(key)}.wav`, wavPath);
  await ctx.storage.put(`${narrationKey(key)}.json`, Buffer.from(JSON.stringify(meta)));
}

/** Removes the least recently used entries until the cache fits in RENDER_CACHE_MAX_MB. */
export async function evictRenderCache(ctx: AppContext) {
  const gone = await renderCacheRepository(ctx.db).evictBeyond(ctx.config.RENDER_CACHE_MAX_MB * 1024 * 1024);
  for (const key of gone) {
    await ctx.storage.delete(key);
    // A narration's JSON goes with its WAV (the WAV is what is counted).
    if (key.endsWith('.wav')) await ctx.storage.delete(key.replace(/\.wav$/, '.json'));
  }
  return gone.length;
}
