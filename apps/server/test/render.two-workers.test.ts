import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderSteps } from '@reelforge/contracts';
import { joinNarrations, probeMedia, resolveFfmpeg, resolveFfprobe, sceneAlignMs, type RenderPlan, type SceneNarration } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuffer } from '../src/adapters/storage/storage.ts';
import { renderChunkPlans, renderChunks, videos } from '../src/db/schema.ts';
import type { SharedSegments } from '../src/modules/videos/render-segments.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { segmentsPlanRow } from './support/render-plans.ts';
import { startMotionRender } from './support/renders.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered, waitFor } from './support/wait.ts';
import {
  SHARED_TOKEN_KEY,
  scratchLeft,
  scratchOf,
  spawnWorker,
  startLocalS3,
  untilOnline,
  type LocalS3,
  type WorkerProcess,
} from './support/worker-processes.ts';

// Issue 26: a render across machines. The API runs here without workers (RUN_WORKERS=false, as a
// web process); two worker processes, each with its own DATA_DIR, share its Postgres and a local
// S3 bucket. A claim silent for 10 s is presumed dead.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'two-workers-'));
const workerEnv = { RENDER_CACHE_MAX_MB: '512', RENDER_SHARE_PASSES: 'true' as const, RENDER_STALE_SECONDS: '10' };
let s3: LocalS3;
let api: TestEnv;
const workers: WorkerProcess[] = [];
const ffmpegPath = resolveFfmpeg();
const ffprobePath = resolveFfprobe(ffmpegPath) ?? 'ffprobe';

const startWorker = (name: string) => {
  const w = spawnWorker({ databaseUrl: api.databaseUrl, dataDir: path.join(tmp, name), env: { ...s3.env, ...workerEnv } });
  workers.push(w);
  return w;
};

beforeAll(async () => {
  s3 = await startLocalS3(path.join(tmp, 's3'));
  api = await startTestServer({ workers: false, storage: s3.storage, env: { ...workerEnv, TOKEN_ENCRYPTION_KEY: SHARED_TOKEN_KEY } });
  const pair = [startWorker('worker-a'), startWorker('worker-b')];
  await untilOnline(api.ctx, pair);
}, 180_000);
afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill()));
  await api?.close();
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const call = (u: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  api.app.inject({ method, url, ...as(u), ...(payload === undefined ? {} : { payload: payload as object }) });

/** The render's shared plan (every pass's frames) and who holds each segment, while it runs. */
function watchRender(videoId: string, onClaims?: (claims: { chunkIndex: number; status: string; worker: string | null }[]) => void) {
  let plan: RenderPlan | null = null;
  let shared: SharedSegments | null = null;
  const heldBy = new Map<number, string>();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const row = await segmentsPlanRow(api.ctx, videoId);
      if (row) {
        shared ??= row.plan as SharedSegments;
        plan ??= shared.segments[0]?.pass.plan ?? null;
        const claims = await api.ctx.db.select().from(renderChunks).where(eq(renderChunks.renderId, row.renderId));
        for (const r of claims) if (r.status !== 'pending' && r.worker) heldBy.set(r.chunkIndex, r.worker);
        onClaims?.(claims);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { heldBy, plan: () => plan, shared: () => shared, stop: async () => ((stopped = true), await loop) };
}

/** The pid in a claim's worker name (`render@host:pid:token`, `helper@host:pid:token`). */
const pidOf = (worker: string) => Number(worker.split(':').at(-2));

async function readyFile(u: User, id: string) {
  const video = await untilRendered<{ status: string; duration: number; error?: string }>(api.app, id, as(u).headers, 900_000);
  expect(video.status, `${video.error}\n${workers.map((w) => w.log().slice(-1500)).join('\n')}`).toBe('ready');
  const [row] = await api.ctx.db.select().from(videos).where(eq(videos.id, id));
  const file = path.join(tmp, `${id}.mp4`);
  expect(await s3.storage.copyToFile(row!.videoKey!, file)).toBe(true);
  return { video, file };
}

/**
 * The narration as the engine lays it out from the scene narrations the workers stored (in the
 * video's scene order, matched by their words), so its length comes from outside the joined file.
 */
async function narrationSeconds(texts: string[], fps: number) {
  const dir = fs.mkdtempSync(path.join(tmp, 'narration-'));
  const metas = await s3.storage.list('render-cache/narration/');
  const scenes: SceneNarration[] = [];
  for (const text of texts) {
    const words = (t: string) => t.toLowerCase().replace(/[^a-z ]/g, '').split(/\s+/).filter(Boolean).join(' ');
    let found: SceneNarration | null = null;
    for (const key of metas.filter((k) => k.endsWith('.json'))) {
      const meta = JSON.parse((await readBuffer(s3.storage, key))?.toString('utf8') ?? 'null') as Omit<SceneNarration, 'wavPath'> | null;
      if (!meta || words(meta.words.map((w) => w.word).join(' ')) !== words(text)) continue;
      const wavPath = path.join(dir, `${scenes.length}.wav`);
      expect(await s3.storage.copyToFile(key.replace(/\.json$/, '.wav'), wavPath)).toBe(true);
      found = { ...meta, wavPath };
    }
    expect(found, `narration of "${text}" in storage`).not.toBeNull();
    scenes.push(found!);
  }
  return joinNarrations(scenes, path.join(dir, 'narration.wav'), sceneAlignMs(fps)).durationMs / 1000;
}

/** Grey 72x128 pictures of the given frames (by number), decoded from the file. */
function framesAt(file: string, numbers: number[]): Map<number, Buffer> {
  const wanted = [...new Set(numbers)].sort((a, b) => a - b);
  const [w, h] = [72, 128];
  const raw = execFileSync(
    ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-i', file, '-vf', `select='${wanted.map((n) => `eq(n\\,${n})`).join('+')}',scale=${w}:${h},format=gray`, '-fps_mode', 'passthrough', '-f', 'rawvideo', '-'],
    { maxBuffer: 1 << 26 },
  );
  expect(raw.length).toBe(wanted.length * w * h);
  return new Map(wanted.map((n, i) => [n, raw.subarray(i * w * h, (i + 1) * w * h)]));
}
const mean = (f: Buffer) => f.reduce((s, v) => s + v, 0) / f.length;
const change = (a: Buffer, b: Buffer) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / a.length;

/** Every frame decodes, the file is as long as the narration, and each join shows moving, lit pictures. */
async function playsWhole(file: string, plan: RenderPlan, narration: number) {
  const info = await probeMedia(file, { ffmpegPath, ffprobePath });
  expect(info.video?.codec).toBe('h264');
  expect(Math.abs(info.durationSec - narration)).toBeLessThan(0.1);
  const counted = execFileSync(ffprobePath, ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', file]);
  expect(Number(counted.toString().trim())).toBe(plan.totalFrames);
  // Each join: frames 6 apart on either side (a frozen part shows the same picture), none black.
  const joins = plan.chunks.slice(1).map((c) => c.startFrame);
  expect(joins.length).toBeGreaterThan(0);
  const around = (j: number) => [j - 7, j - 1, j, j + 6];
  const frames = framesAt(file, joins.flatMap(around));
  for (const j of joins) {
    const [b0, b1, a0, a1] = around(j).map((n) => frames.get(n)!);
    for (const f of [b0!, b1!, a0!, a1!]) expect(mean(f), `frame near join ${j} is black`).toBeGreaterThan(24);
    expect(change(b0!, b1!), `frozen before join ${j}`).toBeGreaterThan(0.2);
    expect(change(a0!, a1!), `frozen after join ${j}`).toBeGreaterThan(0.2);
  }
}

describe('one video rendered by two worker processes (own DATA_DIRs, one Postgres, an S3 bucket)', () => {
  it('both workers encode its segments, and the joined MP4 plays whole with moving pictures at every join', async () => {
    const u = await signedInUser(api.app);
    const texts = [
      'Morning light pours over the quiet harbour.',
      'Fishermen check their nets before the tide turns.',
      'A gull circles the old stone lighthouse.',
      'Bakers pull warm loaves from brick ovens.',
      'By noon the whole town is humming with life.',
      'Evening lanterns glow along the sea wall.',
    ];
    const id = await startMotionRender(api.app, u, 'Two workers', texts);
    const watch = watchRender(id);
    const { video, file } = await readyFile(u, id);
    await watch.stop();
    const plan = watch.plan();
    expect(plan).not.toBeNull();

    const { steps } = (await call(u, 'GET', `/api/videos/${id}/render`)).json() as RenderSteps;
    const encoded = steps.filter((s) => s.kind === 'segment' || s.kind === 'transition');
    expect(encoded).toHaveLength(plan!.chunks.length);
    expect(encoded.every((s) => !s.cached && s.status === 'done')).toBe(true);
    expect(steps.filter((s) => s.kind === 'segment').map((s) => s.sceneIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    // Done by both processes, each named by its host and pid.
    const by = new Set(encoded.map((s) => `${s.worker.host}:${s.worker.pid}`));
    expect(by).toEqual(new Set(workers.map((w) => `${os.hostname()}:${w.pid}`)));
    // Designed backgrounds travel as recipes, not raw frames: each worker drew the ones of the
    // segments it encoded, into its own DATA_DIR's design cache.
    expect(watch.shared()!.segments.every((s) => (s.designs?.length ?? 0) > 0)).toBe(true);
    for (const name of ['worker-a', 'worker-b']) {
      const drawn = fs.readdirSync(path.join(tmp, name, 'cache', 'designs')).filter((f) => f.endsWith('.y4m'));
      expect(drawn.length, `designs drawn by ${name}`).toBeGreaterThan(0);
    }

    const narration = await narrationSeconds(texts, plan!.fps);
    expect(video.duration).toBe(Math.round(narration));
    await playsWhole(file, plan!, narration);
    expect(await s3.storage.list('render-cache/inputs/')).toEqual([]);
  }, 900_000);

  it('kill -9 of a worker holding a segment: the other takes it back and finishes; no work dir nor shipped input is left', async () => {
    const u = await signedInUser(api.app);
    const texts = [
      'The river bends past the old mill.',
      'Children race paper boats under the bridge.',
      'Herons wait in the shallow reeds.',
      'Evening settles over the water meadows.',
      'Stars rise above the sleeping valley.',
    ];
    const id = await startMotionRender(api.app, u, 'Two workers', texts);
    // The victim: a worker that holds a segment as a helper while the other runs the render.
    let victim: { worker: WorkerProcess; chunkIndex: number } | null = null;
    let killing: Promise<void> | null = null;
    const watch = watchRender(id, (claims) => {
      if (killing) return;
      const renderPid = claims.map((c) => c.worker ?? '').filter((w) => w.startsWith('render@')).map(pidOf)[0];
      const held = claims.find((c) => c.status === 'running' && c.worker?.startsWith('helper@') && pidOf(c.worker) !== renderPid);
      const worker = held && renderPid !== undefined ? workers.find((w) => w.pid === pidOf(held.worker!) && !w.exited()) : undefined;
      if (!held || !worker) return;
      victim = { worker, chunkIndex: held.chunkIndex };
      killing = worker.kill();
    });
    const { file } = await readyFile(u, id);
    await watch.stop();
    await killing;
    expect(victim).not.toBeNull();
    const { worker: killed, chunkIndex } = victim!;
    const survivor = workers.find((w) => !w.exited())!;
    // The killed worker's segment was finished by the survivor, after its claim went stale.
    expect(pidOf(watch.heldBy.get(chunkIndex)!)).toBe(survivor.pid);
    const { steps } = (await call(u, 'GET', `/api/videos/${id}/render`)).json() as RenderSteps;
    const encoded = steps.filter((s) => s.kind === 'segment' || s.kind === 'transition');
    expect(encoded[chunkIndex]!.worker.pid).toBe(survivor.pid);
    await playsWhole(file, watch.plan()!, await narrationSeconds(texts, watch.plan()!.fps));

    // Nothing left: the plan, the shipped inputs, the survivor's work dirs (its job ends just after the video is ready).
    expect(await api.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id))).toHaveLength(0);
    expect(await s3.storage.list('render-cache/inputs/')).toEqual([]);
    await waitFor(async () => scratchLeft(survivor.dataDir).length === 0, 'the survivor’s work dirs removed', 60_000);
    // The killed worker's scratch is cleared when a worker starts again on its DATA_DIR.
    const restarted = startWorker(path.basename(killed.dataDir));
    await untilOnline(api.ctx, [restarted]);
    expect(fs.existsSync(scratchOf(killed.dataDir, killed.pid))).toBe(false);
    expect(scratchLeft(killed.dataDir)).toEqual([]);
  }, 900_000);
  it('kill -9 of the worker running the render: the render is retried on the other, which finishes it; nothing is left', async () => {
    const live = workers.filter((w) => !w.exited());
    expect(live).toHaveLength(2);
    const u = await signedInUser(api.app);
    const texts = [
      'Snow falls softly on the mountain pass.',
      'Hikers warm their hands around a small fire.',
      'An eagle glides above the frozen lake.',
      'Lights flicker on in the valley below.',
    ];
    const id = await startMotionRender(api.app, u, 'Two workers', texts);
    // The victim: the worker running the render, caught while it encodes a segment itself.
    let victim: WorkerProcess | undefined;
    let killing: Promise<void> | null = null;
    const watch = watchRender(id, (claims) => {
      if (killing) return;
      const own = claims.find((c) => c.status === 'running' && c.worker?.startsWith('render@'));
      victim = own && live.find((w) => w.pid === pidOf(own.worker!));
      if (victim) killing = victim.kill();
    });
    const { file } = await readyFile(u, id);
    await watch.stop();
    await killing;
    expect(victim).toBeDefined();
    const survivor = live.find((w) => w !== victim)!;
    // The retry ran on the survivor: every step of the render that made the video is its own.
    const { steps } = (await call(u, 'GET', `/api/videos/${id}/render`)).json() as RenderSteps;
    expect(new Set(steps.map((s) => s.worker.pid))).toEqual(new Set([survivor.pid]));
    const [row] = await api.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id));
    expect(row).toBeUndefined();
    const planned = watch.plan()!;
    await playsWhole(file, planned, await narrationSeconds(texts, planned.fps));
    expect(await s3.storage.list('render-cache/inputs/')).toEqual([]);
    await waitFor(async () => scratchLeft(survivor.dataDir).length === 0, 'the survivor’s work dirs removed', 60_000);
    const restarted = startWorker(path.basename(victim!.dataDir));
    await untilOnline(api.ctx, [restarted]);
    expect(scratchLeft(victim!.dataDir)).toEqual([]);
  }, 900_000);
});
