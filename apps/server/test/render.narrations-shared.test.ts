import type { RenderSpecInput } from '@reelforge/video-engine';
import { narrationJobs } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderChunkPlans } from '../src/db/schema.ts';
import { RENDER_PASS_QUEUE } from '../src/job-contracts/index.ts';
import { hasNarration, type SettledStep } from '../src/modules/videos/render-cache.ts';
import { renderChunksRepository } from '../src/modules/videos/render-chunks.repository.ts';
import { narrationSalt } from '../src/modules/videos/render-engine.ts';
import { RENDER_FEEDS } from '../src/modules/videos/render-feeds.ts';
import { helpWithNarrations, shareNarrations, type SharedNarrations } from '../src/modules/videos/render-narrations.ts';
import type { Worker } from '../src/modules/videos/render-notes.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { waitFor } from './support/wait.ts';

// Issue 26: a render's scene narrations are steps any worker can take, kept in the render cache
// where the engine's narration stage finds them. A claim silent for 4 s is presumed dead.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: false, env: { RENDER_CACHE_MAX_MB: '64', RENDER_STALE_SECONDS: '4' } });
});
afterAll(() => env.close());

async function videoOf(u: User, texts: string[]) {
  const made = await env.app.inject({ method: 'POST', url: '/api/videos', ...as(u), payload: { title: 'Narrations', script: texts.join('\n\n'), platforms: ['tiktok'] } });
  expect(made.statusCode).toBe(201);
  return made.json().id as string;
}
const specOf = (texts: string[]): RenderSpecInput => ({ title: 'Narrations', platform: 'tiktok', aspect: '9:16', scenes: texts.map((text) => ({ text })), voice: {}, captions: { enabled: true } });

function recorder() {
  const steps: { step: SettledStep; by?: Worker }[] = [];
  return { steps, record: (step: SettledStep, by?: Worker) => steps.push({ step, by }) };
}

/** Offers a video's narrations as a render would, with nobody taking them yet. */
async function offered(videoId: string, userId: string, texts: string[]) {
  const tts = await env.ctx.wiring.get(RENDER_FEEDS).voice(env.ctx, userId);
  const { voice, jobs } = narrationJobs(specOf(texts), narrationSalt(tts));
  const plan: SharedNarrations = { kind: 'narrations', userId, voice, jobs };
  const renderId = `narrations-${videoId}`;
  await renderChunksRepository(env.ctx.db).create(renderId, videoId, plan, jobs.map((j) => ({ index: j.scene, frames: 1 })));
  return { renderId, plan, jobs, tts };
}

describe('scene narrations shared between workers (issue 26)', () => {
  it('an invited worker speaks every offered scene with the owner’s voice settings and stores them where the render finds them', async () => {
    const u = await signedInUser(env.app);
    const texts = ['The tide comes in twice a day.', 'The moon pulls the sea toward it.', 'The sun helps a little too.'];
    const id = await videoOf(u, texts);
    const { renderId, plan, jobs, tts } = await offered(id, u.id, texts);
    expect(await helpWithNarrations(env.ctx, renderId, id, plan, new AbortController().signal)).toBe(jobs.length);
    for (const job of jobs) expect(await hasNarration(env.ctx, job.key), `scene ${job.scene} stored`).toBe(true);
    // Each step left a note of who spoke it and for how long.
    const notes = await env.ctx.storage.list(`render-cache/inputs/${id}/${renderId}/`);
    expect(notes.sort()).toEqual(jobs.map((j) => `render-cache/inputs/${id}/${renderId}/step-${j.scene}.json`).sort());
    await renderChunksRepository(env.ctx.db).remove(renderId);
    // The render then has nothing left to share: every scene is in the cache under the key it looks up.
    const { steps, record } = recorder();
    expect(await shareNarrations(env.ctx, { videoId: id, userId: u.id }, specOf(texts), tts, record, new AbortController().signal)).toEqual(new Set());
    expect(steps).toEqual([]);
  }, 120_000);

  it('the render speaks the scenes not in the cache, records one step each, and leaves no plan nor notes', async () => {
    const u = await signedInUser(env.app);
    const texts = ['Bees dance to share directions.', 'The angle points toward the flowers.', 'The length of the waggle tells the distance.', 'Other bees follow the map.'];
    const id = await videoOf(u, texts);
    const tts = await env.ctx.wiring.get(RENDER_FEEDS).voice(env.ctx, u.id);
    const { steps, record } = recorder();
    const spoken = await shareNarrations(env.ctx, { videoId: id, userId: u.id }, specOf(texts), tts, record, new AbortController().signal);
    expect(spoken).toEqual(new Set([0, 1, 2, 3]));
    expect(steps.map((s) => s.step.sceneIndex).sort()).toEqual([0, 1, 2, 3]);
    expect(steps.every((s) => s.step.kind === 'narration' && !s.step.cached && s.step.seconds > 0)).toBe(true);
    for (const job of narrationJobs(specOf(texts), narrationSalt(tts)).jobs) expect(await hasNarration(env.ctx, job.key)).toBe(true);
    expect(await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id))).toHaveLength(0);
    expect(await env.ctx.storage.list(`render-cache/inputs/${id}/`)).toEqual([]);
    // Its invitations to other workers (none runs here) were withdrawn, not left for a helper to poll through.
    expect(await env.ctx.queue!.size(RENDER_PASS_QUEUE, { before: 'active' })).toBe(0);
  }, 120_000);

  it('a narration step whose worker died is taken back by the render after it goes stale', async () => {
    const u = await signedInUser(env.app);
    const texts = ['Volcanoes build new islands.', 'Lava cools into black rock.', 'Plants arrive on the wind.'];
    const id = await videoOf(u, texts);
    const tts = await env.ctx.wiring.get(RENDER_FEEDS).voice(env.ctx, u.id);
    const repo = renderChunksRepository(env.ctx.db);
    // A "worker" that claims the first step it sees and then never beats nor finishes: killed.
    let ghost: number | null = null;
    const haunting = waitFor(async () => {
      const [row] = await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id));
      const claim = row ? await repo.claim(row.renderId, 'ghost', new Date(0)) : null;
      if (claim) ghost = claim.chunkIndex;
      return claim !== null;
    }, 'a step claimed by the ghost', 30_000, 5);
    const { steps, record } = recorder();
    const spoken = await shareNarrations(env.ctx, { videoId: id, userId: u.id }, specOf(texts), tts, record, new AbortController().signal);
    await haunting;
    expect(ghost).not.toBeNull();
    expect(spoken).toEqual(new Set([0, 1, 2]));
    // The ghost's scene was spoken after all, by the render (its own step, no note from elsewhere).
    expect(steps.find((s) => s.step.sceneIndex === ghost)?.by).toBeUndefined();
    expect(await env.ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, id))).toHaveLength(0);
  }, 120_000);
});
