import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderChunkPlans, videos } from '../src/db/schema.ts';
import { removeStaleRenderPasses } from '../src/modules/videos/index.ts';
import { renderChunksRepository } from '../src/modules/videos/render-chunks.repository.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

// ADR 0046: a render killed mid-way leaves the files it shipped under render-cache/inputs/; the
// daily retention sweep removes those whose render has no plan left (unless the video is
// generating: a render ships its inputs before it writes its plan).
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

async function video(u: User, status: 'ready' | 'generating') {
  const made = await env.app.inject({ method: 'POST', url: '/api/videos', ...as(u), payload: { title: 'Left inputs', script: 'One line.', platforms: ['tiktok'] } });
  expect(made.statusCode).toBe(201);
  const id = made.json().id as string;
  await env.ctx.db.update(videos).set({ status }).where(eq(videos.id, id));
  return id;
}

/** What a render `renderId` of `videoId` shipped: an input and a helper's note. */
async function shipped(videoId: string, renderId: string) {
  const base = `render-cache/inputs/${videoId}/${renderId}/`;
  await env.ctx.storage.put(`${base}${'a'.repeat(64)}`, Buffer.from('picture'));
  await env.ctx.storage.put(`${base}step-1.json`, Buffer.from('{}'));
  return base;
}

const left = async (base: string) => (await env.ctx.storage.list(base)).length;

describe('the retention sweep and a killed render’s shipped inputs', () => {
  it('removes inputs whose plan is gone or expired, and keeps those of a live plan or a generating video', async () => {
    const u = await signedInUser(env.app);
    const plans = renderChunksRepository(env.ctx.db);
    // Killed, plan gone (e.g. the video failed and a later attempt never came).
    const orphan = await shipped(await video(u, 'ready'), 'killed-render');
    // Killed a day and more ago: its plan expires in this sweep, and its inputs with it.
    const oldVideo = await video(u, 'ready');
    const expired = await shipped(oldVideo, 'old-render');
    await plans.create('old-render', oldVideo, { kind: 'segments', segments: [] }, [{ index: 0, frames: 30 }]);
    await env.ctx.db.update(renderChunkPlans).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(renderChunkPlans.renderId, 'old-render'));
    // A render under way: its plan is there.
    const liveVideo = await video(u, 'generating');
    const live = await shipped(liveVideo, 'live-render');
    await plans.create('live-render', liveVideo, { kind: 'segments', segments: [] }, [{ index: 0, frames: 30 }]);
    // A render still shipping: no plan yet, but its video is generating.
    const shipping = await shipped(await video(u, 'generating'), 'shipping-render');

    expect((await removeStaleRenderPasses(env.ctx)).sort()).toEqual(['killed-render', 'old-render']);
    expect(await left(orphan)).toBe(0);
    expect(await left(expired)).toBe(0);
    expect(await plans.plan('old-render')).toBeNull();
    expect(await left(live)).toBe(2);
    expect(await plans.plan('live-render')).not.toBeNull();
    expect(await left(shipping)).toBe(2);

    // The render that was shipping ends without a plan (killed): the next sweep takes its inputs.
    await env.ctx.db.update(videos).set({ status: 'failed' }).where(eq(videos.status, 'generating'));
    await plans.remove('live-render');
    expect((await removeStaleRenderPasses(env.ctx)).sort()).toEqual(['live-render', 'shipping-render']);
    expect(await env.ctx.storage.list('render-cache/inputs/')).toEqual([]);
  });
});
