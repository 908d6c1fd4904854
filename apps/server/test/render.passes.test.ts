import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { renderChunkPlans, renderChunks, users, videos } from '../src/db/schema.ts';
import { renderChunksRepository } from '../src/modules/videos/render-chunks.repository.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// One shot per pass, so a short video has several passes; a pass whose worker is silent for 8 s
// is presumed dead (the render's own heartbeat, every 5 s, stays well inside the sweep's window).
// These are the uncached renders' passes (ADR 0027): the render cache is off here.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true, env: { RENDER_SHOTS_PER_PASS: '1', RENDER_STALE_SECONDS: '8', RENDER_CACHE_MAX_MB: '0' } });
});
afterAll(() => env.close());

const SCRIPT = [
  'Morning light pours over the quiet harbour.',
  'Fishermen check their nets before the tide turns.',
  'A gull circles the old stone lighthouse.',
  'By noon the whole town is humming with life.',
].join('\n\n');

async function startRender(cookie: string) {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/deepagent/complete-video',
    payload: { topic: 'A day in a harbour town', platform: 'youtube', duration: 30, script: SCRIPT },
    ...as(cookie),
  });
  expect(res.statusCode).toBe(202);
  return res.json().videoId as string;
}

/** Watches the shared passes of a video's render while it runs: who last held each pass (running or done). */
function watchPasses(videoId: string) {
  const heldBy = new Map<number, string>();
  let renderId: string | null = null;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const [plan] = await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, videoId));
      if (plan) {
        renderId = plan.renderId;
        const rows = await env.ctx.db.select().from(renderChunks).where(eq(renderChunks.renderId, plan.renderId));
        for (const r of rows) if (r.status !== 'pending' && r.worker) heldBy.set(r.chunkIndex, r.worker);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    heldBy,
    renderId: () => renderId,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

describe('a long render is encoded in passes that several workers share (ADR 0027)', () => {
  it('the render and an idle worker each encode passes; the joined video is whole', async () => {
    const u = await signedInUser(env.app);
    await env.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, u.id));
    const id = await startRender(u.cookie);
    const watch = watchPasses(id);
    const video = await untilRendered(env.app, id, as(u.cookie).headers);
    await watch.stop();
    expect(video.status).toBe('ready');
    expect(watch.heldBy.size).toBeGreaterThanOrEqual(3);
    // The render itself and at least one idle worker (an invited helper) each held passes.
    const holders = [...watch.heldBy.values()];
    expect(holders.some((w) => w.startsWith('render@'))).toBe(true);
    expect(holders.some((w) => w.startsWith('helper@'))).toBe(true);

    const file = await env.app.inject({ url: `/api/videos/${id}/download`, ...as(u.cookie) });
    expect(file.statusCode).toBe(200);
    const path = `${env.dataDir}/check-${id}.mp4`;
    await writeFile(path, file.rawPayload);
    const ffmpegPath = resolveFfmpeg();
    const info = await probeMedia(path, { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
    expect(info.durationSec).toBeGreaterThan(5);
    expect(Math.abs(info.durationSec - (video.duration as number))).toBeLessThan(1.5);
    // Nothing of the shared passes is left once the render ended.
    expect(await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id))).toHaveLength(0);
  }, 300_000);

  it('a pass whose worker died is taken back, and the render still finishes', async () => {
    const u = await signedInUser(env.app);
    await env.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, u.id));
    const id = await startRender(u.cookie);
    const repo = renderChunksRepository(env.ctx.db);
    // A "worker" that claims one pending pass and then never beats nor finishes: killed.
    let ghost: { renderId: string; chunkIndex: number } | null = null;
    for (let i = 0; i < 2400 && !ghost; i++) {
      const [plan] = await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id));
      const claim = plan ? await repo.claim(plan.renderId, 'ghost', new Date(0)) : null;
      if (plan && claim) ghost = { renderId: plan.renderId, chunkIndex: claim.chunkIndex };
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(ghost).not.toBeNull();
    const watch = watchPasses(id);
    const video = await untilRendered(env.app, id, as(u.cookie).headers);
    await watch.stop();
    expect(video.status).toBe('ready');
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.videoKey).toBeTruthy();
    // The ghost's pass was taken over by someone alive (the video is whole, so they finished it).
    const finisher = watch.heldBy.get(ghost!.chunkIndex);
    expect(finisher).toBeDefined();
    expect(finisher).not.toBe('ghost');
  }, 300_000);
});

describe('claiming passes', () => {
  it('hands out each pass once, takes back a silent one, and a released one goes to the next', async () => {
    const u = await signedInUser(env.app);
    const [video] = await env.ctx.db.insert(videos).values({ userId: u.id, title: 'passes' }).returning();
    const repo = renderChunksRepository(env.ctx.db);
    const chunks = [0, 1, 2].map((index) => ({ index, frames: 60 }));
    await repo.create('r1', video!.id, { chunks: [] }, chunks);
    const never = new Date(0);
    expect((await repo.claim('r1', 'a', never))?.chunkIndex).toBe(0);
    expect((await repo.claim('r1', 'b', never))?.chunkIndex).toBe(1);
    // a stops beating: once its claim is older than the cut-off, c takes pass 0 before pass 2.
    await env.ctx.db.$client.query(`update render_chunks set heartbeat_at = now() - interval '1 minute' where render_id = 'r1' and chunk_index = 0`);
    expect((await repo.claim('r1', 'c', new Date(Date.now() - 30_000)))?.chunkIndex).toBe(0);
    expect(await repo.beat('r1', 0, 'a')).toBe(false);
    expect(await repo.finish('r1', 0, 'a')).toBe(false);
    expect(await repo.finish('r1', 0, 'c')).toBe(true);
    await repo.release('r1', 1, 'b');
    expect((await repo.claim('r1', 'd', never))?.chunkIndex).toBe(1);
    expect((await repo.claim('r1', 'e', never))?.chunkIndex).toBe(2);
    expect(await repo.claim('r1', 'f', never)).toBeNull();
    // A newer attempt replaces the video's old plan; deleting the video removes what is left.
    await repo.create('r2', video!.id, { chunks: [] }, chunks);
    expect(await repo.plan('r1')).toBeNull();
    await env.ctx.db.delete(videos).where(eq(videos.id, video!.id));
    expect(await repo.plan('r2')).toBeNull();
  });
});
