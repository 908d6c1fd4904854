import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { buildRenderArgs } from './ffmpeg/args.ts';
import { encodeChunk, type RunFfmpeg } from './encode.ts';
import type { ChunkPlan, RenderPlan } from './plan.ts';
import { drawDesigns, type DesignRecipe, type LazyDesign } from './visuals/motion-graphics.ts';

/**
 * Where a caller keeps encoded segments between renders, by key (the engine stays free of
 * storage). `get` places a stored segment at `partPath` and says whether there was one.
 */
export interface SegmentCache {
  get(key: string, partPath: string): Promise<boolean>;
  put(key: string, partPath: string): Promise<void>;
  /**
   * Told of every segment as it is settled: found in the cache, or encoded (and how long that
   * took); which script scene it shows (a transition: the scene it leads into).
   */
  onSegment?(segment: { index: number; key: string; cached: boolean; ms: number; sceneIndex?: number; transition: boolean }): void;
}

/** Changes whenever the engine would encode the same pass differently. */
export const SEGMENT_FORMAT = 1;

export const fileHash = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (d) => hash.update(d))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

/**
 * A segment's key: its pass's whole ffmpeg command with every file in it named by its content
 * (pictures, clips, caption and presenter scripts, logo, fonts) and its output left out. A
 * segment's scripts count from its own clock (segment-clock.ts), so an unchanged scene keys
 * alike wherever it sits; anything that would change its pixels changes the key.
 */
export async function segmentKey(plan: RenderPlan, chunk: ChunkPlan, known = new Map<string, string>()): Promise<string> {
  const named = async (path: string | undefined) => {
    if (!path) return path;
    let hash = known.get(path);
    if (!hash) known.set(path, (hash = await fileHash(path)));
    return `file:${hash}`;
  };
  const fonts = plan.fontsDir ? `fonts:${(await readdir(plan.fontsDir)).sort().join(',')}` : undefined;
  const shots = [...(chunk.leadIn === undefined ? [] : [chunk.leadIn]), ...chunk.scenes];
  const scenes = await Promise.all(
    plan.scenes.map(async (s, i) =>
      shots.includes(i)
        ? { ...s, backgroundPath: (await named(s.backgroundPath)) ?? '', ...(s.clip ? { clip: { ...s.clip, path: (await named(s.clip.path)) ?? '' } } : {}) }
        : s,
    ),
  );
  const presenter = plan.presenter && {
    ...plan.presenter,
    imagePath: (await named(plan.presenter.imagePath)) ?? '',
    mouthOpenImagePath: await named(plan.presenter.mouthOpenImagePath),
  };
  const logo = plan.logo && { ...plan.logo, path: (await named(plan.logo.path)) ?? '' };
  const own: ChunkPlan = { ...chunk, partPath: 'out', assPath: await named(chunk.assPath), presenterCmdPath: await named(chunk.presenterCmdPath) };
  const keyed: RenderPlan = { ...plan, scenes, presenter, logo, fontsDir: fonts, outputPath: 'out', chunks: plan.chunks.map((c) => (c.index === chunk.index ? own : c)) };
  const args = buildRenderArgs(keyed, own);
  return createHash('sha256').update(JSON.stringify([SEGMENT_FORMAT, args])).digest('hex');
}

/**
 * Designed backgrounds not drawn yet (visuals with `lazy`): each named by its content key, as a
 * drawn file is by its hash, and drawn only for the segments that are encoded.
 */
export interface PlanDesigns {
  /** path -> content key, to seed `segmentKey`/`describeSegment`'s `known`. */
  keys: Map<string, string>;
  /** The undrawn designs a chunk's shots show. */
  of(chunk: ChunkPlan): (LazyDesign | undefined)[];
  /** Draws them (each once, however often asked). */
  drawFor(chunk: ChunkPlan): Promise<void>;
  /** Them as data, for a worker that draws them itself (drawDesign). */
  recipesFor(chunk: ChunkPlan): DesignRecipe[];
}

export function planDesigns(plan: RenderPlan, lazy: Map<string, LazyDesign>): PlanDesigns {
  const of = (chunk: ChunkPlan) =>
    [...(chunk.leadIn === undefined ? [] : [chunk.leadIn]), ...chunk.scenes].map((s) => lazy.get(plan.scenes[s]?.backgroundPath ?? ''));
  return {
    keys: new Map([...lazy].map(([path, d]) => [path, d.key])),
    of,
    drawFor: (chunk) => drawDesigns(of(chunk)),
    recipesFor: (chunk) => [...new Map(of(chunk).flatMap((d) => (d ? [[d.key, d.recipe] as const] : []))).values()],
  };
}

/**
 * Encodes a plan's segments through `cache`: a segment whose key is stored is taken from it,
 * the others are encoded and stored. Used as the render's `encodeParts`.
 */
export function cachedSegments(cache: SegmentCache, run: RunFfmpeg, lazy?: Map<string, LazyDesign>) {
  return async (plan: RenderPlan, onFraction: (fraction: number) => void) => {
    const designs = lazy && planDesigns(plan, lazy);
    const known = new Map(designs?.keys);
    // Every look-up first: then only the segments to encode draw their designed backgrounds, in
    // the background, the next segment's while the one before it encodes.
    const looked: { chunk: ChunkPlan; key: string; cached: boolean; ms: number }[] = [];
    for (const chunk of plan.chunks) {
      const key = await segmentKey(plan, chunk, known);
      const started = performance.now();
      const cached = await cache.get(key, chunk.partPath);
      looked.push({ chunk, key, cached, ms: performance.now() - started });
    }
    const drawing = drawDesigns(designs ? looked.filter((l) => !l.cached).flatMap((l) => designs.of(l.chunk)) : []);
    // Awaited below; an encode failing first must not leave this rejection unhandled.
    drawing.catch(() => undefined);
    let done = 0;
    // Settled in the plan's order whatever finishes first, so a caller sees segments in order.
    let settled: Promise<void> = Promise.resolve();
    const settle = (l: (typeof looked)[number], started: number) => {
      done += l.chunk.endFrame - l.chunk.startFrame;
      onFraction(done / plan.totalFrames);
      const sceneIndex = plan.scenes[l.chunk.scenes[0] ?? -1]?.sceneIndex;
      cache.onSegment?.({ index: l.chunk.index, key: l.key, cached: l.cached, ms: performance.now() - started, sceneIndex, transition: l.chunk.leadIn !== undefined });
    };
    const encode = async (l: (typeof looked)[number], onOutTime?: (sec: number) => void) => {
      await designs?.drawFor(l.chunk);
      await encodeChunk(plan, l.chunk.index, run, onOutTime);
      await cache.put(l.key, l.chunk.partPath);
    };
    // Transitions are a dozen frames each, mostly ffmpeg starting up: encoded one after another
    // in a lane of their own from the start, beside the scene passes. Started only when the loop
    // reached them, the fade after a re-render's one edited scene waited for that scene (~0.35 s
    // of a 5 s re-render's wall time).
    let lane: Promise<unknown> = Promise.resolve();
    const aside = new Map<number, Promise<void>>();
    for (const l of looked) {
      if (l.cached || l.chunk.leadIn === undefined) continue;
      const work = lane.then(() => encode(l));
      lane = work.catch(() => undefined);
      // Awaited by the loop below or at the end; a scene failing first must not leave it unhandled.
      work.catch(() => undefined);
      aside.set(l.chunk.index, work);
    }
    for (const l of looked) {
      const started = performance.now() - l.ms;
      const transition = aside.get(l.chunk.index);
      if (transition) {
        settled = Promise.all([settled, transition]).then(() => settle(l, started));
        settled.catch(() => undefined);
        continue;
      }
      if (!l.cached) await encode(l, (sec) => onFraction((done + sec * plan.fps) / plan.totalFrames));
      await settled;
      settle(l, started);
    }
    await Promise.all(aside.values());
    await settled;
    await drawing;
  };
}
