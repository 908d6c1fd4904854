import fs from 'node:fs';
import type { RenderSteps } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderChunkPlans, renderChunks, videos } from '../src/db/schema.ts';
import { renderChunksRepository } from '../src/modules/videos/render-chunks.repository.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { segmentsPlanRow } from './support/render-plans.ts';
import { startMotionRender } from './support/renders.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered, waitFor } from './support/wait.ts';

// A cached render's segments go through storage to any worker (issue 26); a claim silent for
// 8 s is presumed dead.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true, env: { RENDER_CACHE_MAX_MB: '64', RENDER_STALE_SECONDS: '8' } });
});
afterAll(() => env.close());

const call = (u: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  env.app.inject({ method, url, ...as(u), ...(payload === undefined ? {} : { payload: payload as object }) });

/** Who last held each segment of a video's render while it runs. */
function watchSegments(videoId: string) {
  const heldBy = new Map<number, string>();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const plan = await segmentsPlanRow(env.ctx, videoId);
      if (plan) for (const r of await env.ctx.db.select().from(renderChunks).where(eq(renderChunks.renderId, plan.renderId))) if (r.status !== 'pending' && r.worker) heldBy.set(r.chunkIndex, r.worker);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { heldBy, stop: async () => ((stopped = true), await loop) };
}

async function playsWhole(u: User, id: string) {
  const video = await untilRendered<{ status: string; duration: number }>(env.app, id, as(u).headers);
  expect(video.status).toBe('ready');
  const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
  const file = env.files.path(row!.videoKey!);
  const ffmpegPath = resolveFfmpeg();
  const info = await probeMedia(file, { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
  expect(info.video?.codec).toBe('h264');
  expect(Math.abs(info.durationSec - video.duration)).toBeLessThan(1);
}

/** Nothing of the shared segments is left: no plan, no shipped inputs, no helper work dir. */
async function nothingLeft(id: string) {
  expect(await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id))).toHaveLength(0);
  expect(await env.ctx.storage.list('render-cache/inputs/')).toEqual([]);
  // The render removes its own work dir as its job ends, just after the video is ready.
  const workDirs = () => fs.readdirSync(env.ctx.config.scratchDir).filter((d) => d.startsWith('segment-') || d.startsWith(`render-${id}`));
  await waitFor(async () => workDirs().length === 0, 'work dirs removed', 30_000);
}

describe('a cached render’s segments, encoded by any worker through storage (issue 26)', () => {
  it('the render and an invited worker each encode segments from shipped files; the joined video plays whole', async () => {
    const u = await signedInUser(env.app);
    const id = await startMotionRender(env.app, u, 'Shared segments', [
      'Morning light pours over the quiet harbour.',
      'Fishermen check their nets before the tide turns.',
      'A gull circles the old stone lighthouse.',
      'By noon the whole town is humming with life.',
    ]);
    const watch = watchSegments(id);
    await playsWhole(u, id);
    await watch.stop();
    // Four scenes and three cross-fades, none cached yet.
    expect(watch.heldBy.size).toBe(7);
    const holders = [...watch.heldBy.values()];
    expect(holders.some((w) => w.startsWith('render@'))).toBe(true);
    expect(holders.some((w) => w.startsWith('helper@'))).toBe(true);
    const { steps } = (await call(u, 'GET', `/api/videos/${id}/render`)).json() as RenderSteps;
    const encoded = steps.filter((s) => s.kind === 'segment' || s.kind === 'transition');
    expect(encoded).toHaveLength(7);
    expect(encoded.every((s) => !s.cached && s.status === 'done')).toBe(true);
    // In the video's order whoever encoded them.
    expect(steps.filter((s) => s.kind === 'segment').map((s) => s.sceneIndex)).toEqual([0, 1, 2, 3]);
    expect(await env.ctx.storage.list('render-cache/segments/')).toHaveLength(7);
    await nothingLeft(id);
  }, 600_000);

  it('a segment whose worker died is taken back, and the render still finishes with nothing left behind', async () => {
    const u = await signedInUser(env.app);
    const id = await startMotionRender(env.app, u, 'Shared segments', ['The river bends past the old mill.', 'Children race paper boats under the bridge.', 'Evening settles over the water meadows.']);
    const repo = renderChunksRepository(env.ctx.db);
    // A "worker" that claims one segment and then never beats nor finishes: killed.
    let ghost: { renderId: string; chunkIndex: number } | null = null;
    for (let i = 0; i < 4800 && !ghost; i++) {
      const plan = await segmentsPlanRow(env.ctx, id);
      const claim = plan ? await repo.claim(plan.renderId, 'ghost', new Date(0)) : null;
      if (plan && claim) ghost = { renderId: plan.renderId, chunkIndex: claim.chunkIndex };
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(ghost).not.toBeNull();
    const watch = watchSegments(id);
    await playsWhole(u, id);
    await watch.stop();
    const finisher = watch.heldBy.get(ghost!.chunkIndex);
    expect(finisher).toBeDefined();
    expect(finisher).not.toBe('ghost');
    await nothingLeft(id);
  }, 600_000);
});
