import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  describeSegment,
  drawDesign,
  encodeChunk,
  encodeSegmentPass,
  resolveFfmpeg,
  runFfmpeg,
  type DesignRecipe,
  type PlanDesigns,
  type RenderPlan,
  type SegmentPass,
} from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { segmentStorageKey, storeFile, type RenderCaches, type SettledStep } from './render-cache.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';
import { claimantName, invitations, workOnClaims } from './render-claims.ts';
import { designCacheDir } from './render-engine.ts';
import { inputKey, inputsOf, readStepNote, writeStepNote, type Worker } from './render-notes.ts';

const WAIT_MS = 500;

interface SharedSegment {
  chunkIndex: number;
  key: string;
  sceneIndex: number | null;
  transition: boolean;
  pass: SegmentPass;
  /** Its designed backgrounds as data: a helper draws them rather than fetching raw frames. */
  designs?: DesignRecipe[];
}

/** A cached render's plan as helpers read it: segments described as data, their files in storage. */
export interface SharedSegments {
  kind: 'segments';
  segments: SharedSegment[];
}


const segmentAt = (shared: SharedSegments, chunkIndex: number) => shared.segments.find((s) => s.chunkIndex === chunkIndex)!;

export const isSharedSegments = (plan: unknown): plan is SharedSegments => (plan as SharedSegments | null)?.kind === 'segments';

const framesOf = (c: { startFrame: number; endFrame: number }) => c.endFrame - c.startFrame;

/**
 * A cached render's segments as steps any worker can take (issue 26): segments already in the
 * cache are fetched; the others are described (the engine's describeSegment), their files shipped
 * to storage by content hash, and offered on the pass queue. A worker on any machine sharing the
 * database and the storage fetches the files, encodes the pass and stores the segment under its
 * key; the render encodes the rest itself from its own files. Claims, heartbeats and taking back
 * a dead worker's pass are ADR 0027's (render_chunks). Returns once every part file is in place;
 * the steps are recorded in the video's order.
 */
export async function shareSegments(
  ctx: AppContext,
  videoId: string,
  plan: RenderPlan,
  caches: RenderCaches,
  record: (step: SettledStep, by?: Worker) => void,
  signal: AbortSignal,
  onFraction: (fraction: number) => void,
  designs?: PlanDesigns,
): Promise<void> {
  // Designed backgrounds not drawn yet are named by their content key: a segment found in the
  // cache needs none, and the worker that encodes a segment draws its designs from their recipes,
  // so the render's own worker neither draws nor ships other workers' backgrounds.
  const known = new Map<string, string>(designs?.keys);
  const renderId = randomUUID();
  const settled = new Map<number, { step: SettledStep; by?: Worker }>();
  const todo: SharedSegment[] = [];
  const shipped = new Set<string>();
  const files = new Map<number, Map<string, string>>();
  const repo = renderChunksRepository(ctx.db);
  let doneFrames = 0;
  // One render of a video at a time: anything here is a killed attempt's.
  await ctx.storage.deletePrefix(inputsOf(videoId));
  try {
    for (const chunk of plan.chunks) {
      signal.throwIfAborted();
      const started = performance.now();
      const described = await describeSegment(plan, chunk.index, known);
      const sceneIndex = plan.scenes[chunk.scenes[0] ?? -1]?.sceneIndex ?? null;
      const transition = chunk.leadIn !== undefined;
      const kind = transition ? 'transition' : 'segment';
      if (await caches.segment.get(described.key, chunk.partPath)) {
        settled.set(chunk.index, { step: { kind, sceneIndex, cached: true, seconds: (performance.now() - started) / 1000 } });
        doneFrames += framesOf(chunk);
        continue;
      }
      const recipes = designs?.recipesFor(chunk) ?? [];
      todo.push({ chunkIndex: chunk.index, key: described.key, sceneIndex, transition, pass: described.pass, designs: recipes });
      const drawn = new Set(recipes.map((r) => r.key));
      files.set(chunk.index, new Map([...described.files].filter(([hash]) => !drawn.has(hash))));
    }
    onFraction(doneFrames / plan.totalFrames);
    // Each segment's files go to the storage just before it is offered, not all before the first.
    const ship = async (chunkIndex: number) => {
      for (const [hash, file] of files.get(chunkIndex) ?? []) {
        if (shipped.has(hash)) continue;
        // A copy: putFile would take the render's own file away.
        await ctx.storage.put(inputKey(videoId, renderId, hash), createReadStream(file));
        shipped.add(hash);
      }
    };
    const onFrames = (frames: number) => onFraction(Math.min(1, (doneFrames + frames) / plan.totalFrames));
    const draw = async (chunk: RenderPlan['chunks'][number]) => designs?.drawFor(chunk);
    if (todo.length) await encodeShared(ctx, { videoId, renderId, plan, todo, caches, settled, ship, draw }, signal, onFrames);
    for (const chunk of plan.chunks) {
      const s = settled.get(chunk.index);
      if (s) record(s.step, s.by);
    }
  } finally {
    await repo.remove(renderId).catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'render passes not removed'));
    await ctx.storage.deletePrefix(inputsOf(videoId)).catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'render inputs not removed'));
  }
}

interface SharedRender {
  videoId: string;
  renderId: string;
  plan: RenderPlan;
  todo: SharedSegment[];
  caches: RenderCaches;
  settled: Map<number, { step: SettledStep; by?: Worker }>;
  /** Puts a segment's files in the storage (before it is offered to other workers). */
  ship: (chunkIndex: number) => Promise<void>;
  /** Draws a segment's designed backgrounds here, before the render encodes it itself. */
  draw: (chunk: RenderPlan['chunks'][number]) => Promise<void>;
}

/**
 * Offers the segments one by one as their files reach the storage (one invitation each beyond
 * the first), while the render encodes whatever is offered from its own files: shipping is no
 * longer a serial step before the fan-out. Then fetches what other workers encoded.
 */
async function encodeShared(ctx: AppContext, r: SharedRender, signal: AbortSignal, onFrames: (frames: number) => void) {
  const { videoId, renderId, plan, todo, caches, settled } = r;
  const repo = renderChunksRepository(ctx.db);
  const shared: SharedSegments = { kind: 'segments', segments: todo };
  const chunkOf = (i: number) => plan.chunks.find((c) => c.index === i)!;
  await repo.create(renderId, videoId, shared, []);
  const invited = invitations(ctx, renderId);
  const offering = new AbortController();
  const stopOffering = () => offering.abort(signal.reason);
  signal.addEventListener('abort', stopOffering, { once: true });
  let offered = false;
  let offerFailed: unknown = null;
  const offers = (async () => {
    for (const [n, s] of todo.entries()) {
      offering.signal.throwIfAborted();
      await r.ship(s.chunkIndex);
      await repo.offer(renderId, s.chunkIndex, framesOf(chunkOf(s.chunkIndex)));
      if (n > 0) await invited.send();
    }
    offered = true;
  })().catch((err: unknown) => {
    offerFailed = err ?? new Error('offering the segments failed');
  });
  const worker = claimantName('render');
  const ffmpegPath = ctx.config.FFMPEG_PATH ?? resolveFfmpeg();
  // The render encodes from its own files (nothing to fetch), into its own work dir, under a name
  // of its own until whole: a pass taken back mid-way never leaves half a part.
  const encodeHere = async (s: SharedSegment, passSignal: AbortSignal) => {
    const chunk = chunkOf(s.chunkIndex);
    const started = performance.now();
    const own = `${chunk.partPath}.${randomToken(4)}.mp4`;
    const ownPlan = { ...plan, chunks: plan.chunks.map((c) => (c.index === chunk.index ? { ...c, partPath: own } : c)) };
    try {
      await r.draw(chunk);
      await encodeChunk(ownPlan, chunk.index, (args, onOutTime) => runFfmpeg(ffmpegPath, args, { signal: passSignal, onOutTime }));
      await caches.segment.put(s.key, own);
      await rename(own, chunk.partPath);
    } finally {
      await rm(own, { force: true });
    }
    const kind = s.transition ? 'transition' : 'segment';
    settled.set(s.chunkIndex, { step: { kind, sceneIndex: s.sceneIndex, cached: false, seconds: (performance.now() - started) / 1000 } });
  };
  try {
    for (;;) {
      await workOnClaims(ctx, renderId, signal, worker, (i, passSignal) => encodeHere(segmentAt(shared, i), passSignal));
      if (offerFailed) throw offerFailed;
      if (!(await repo.plan(renderId))) throw new Error('the render passes were removed');
      const passes = await repo.passes(renderId);
      onFrames(passes.filter((p) => p.status === 'done').reduce((n, p) => n + p.frames, 0));
      if (offered && passes.length === todo.length && passes.every((p) => p.status === 'done')) break;
      // Others are encoding, or the next segment is on its way to the storage; a pass whose
      // worker dies becomes claimable after RENDER_STALE_SECONDS.
      await sleep(WAIT_MS, undefined, { signal });
    }
  } finally {
    offering.abort();
    signal.removeEventListener('abort', stopOffering);
    await offers;
    await invited.withdraw();
  }
  // What other workers encoded comes from storage, with their note of who and how long.
  for (const s of todo) {
    if (settled.has(s.chunkIndex)) continue;
    if (!(await caches.segment.get(s.key, chunkOf(s.chunkIndex).partPath))) throw new Error(`segment ${s.chunkIndex} was not found in storage`);
    const { worker: by, seconds } = await readStepNote(ctx, { videoId, renderId, index: s.chunkIndex });
    settled.set(s.chunkIndex, { step: { kind: s.transition ? 'transition' : 'segment', sceneIndex: s.sceneIndex, cached: false, seconds }, by });
  }
}

/** A queued invitation to a cached render's segments: fetch the files, encode, store (any machine). */
export async function helpWithSegments(ctx: AppContext, renderId: string, videoId: string, shared: SharedSegments, signal: AbortSignal) {
  const worker = claimantName('helper');
  const ffmpegPath = ctx.config.FFMPEG_PATH ?? resolveFfmpeg();
  return workOnClaims(ctx, renderId, signal, worker, async (chunkIndex, passSignal) => {
    const s = segmentAt(shared, chunkIndex);
    const dir = path.join(ctx.config.scratchDir, `segment-${renderId}-${s.chunkIndex}-${randomToken(4)}`);
    const started = performance.now();
    try {
      await mkdir(dir, { recursive: true });
      const recipes = new Map((s.designs ?? []).map((d) => [d.key, d]));
      const hashes = referencedHashes(s.pass);
      // The designs are drawn while the other inputs download.
      await Promise.all([
        (async () => {
          for (const hash of hashes) {
            const recipe = recipes.get(hash);
            if (recipe) await drawDesign(recipe, path.join(dir, hash), designCacheDir(ctx));
          }
        })(),
        (async () => {
          for (const hash of hashes) {
            if (recipes.has(hash)) continue;
            if (!(await ctx.storage.copyToFile(inputKey(videoId, renderId, hash), path.join(dir, hash)))) throw new Error(`segment input ${hash} is not in storage`);
          }
        })(),
      ]);
      const partPath = path.join(dir, 'part.mp4');
      const run = (args: string[], onOutTime?: (s: number) => void) => runFfmpeg(ffmpegPath, args, { signal: passSignal, onOutTime });
      await encodeSegmentPass(s.pass, { fileFor: (hash) => path.join(dir, hash), workDir: dir, partPath }, run);
      // Stored for sure (the cache's own put forgives a failure): the render reads it from storage.
      await storeFile(ctx, segmentStorageKey(s.key), partPath);
      await writeStepNote(ctx, { videoId, renderId, index: s.chunkIndex }, started);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

/** Every `file:<hash>` a pass reads. */
function referencedHashes(pass: SegmentPass): string[] {
  return [...new Set([...JSON.stringify(pass.plan).matchAll(/"file:([0-9a-f]{64})"/g)].map((m) => m[1]!))];
}
