import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCENE_PREVIEW_WIDTH, type RenderStep, type RenderSteps } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCacheEntries, videos } from '../src/db/schema.ts';
import { renderCacheRepository } from '../src/modules/videos/render-cache.repository.ts';
import { evictRenderCache } from '../src/modules/videos/render-cache.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered, waitFor } from './support/wait.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true, env: { RENDER_CACHE_MAX_MB: '64' } });
});
afterAll(() => env.close());

const scenes = [
  'Drink a glass of water when you wake up.',
  'Walk outside for ten minutes before lunch.',
  'Write down one thing you finished today.',
];

const call = (u: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  env.app.inject({ method, url, ...as(u), ...(payload === undefined ? {} : { payload: payload as object }) });

async function renderBoard(u: User, id: string, texts: string[]) {
  expect((await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: texts.map((text) => ({ text, visual: { kind: 'motion' } })) })).statusCode).toBe(200);
  expect((await call(u, 'POST', `/api/videos/${id}/render`, { visualSource: 'motion' })).statusCode).toBe(202);
  const video = await untilRendered<{ status: string; error: string | null }>(env.app, id, as(u).headers);
  expect(video).toMatchObject({ status: 'ready', error: null });
  const row = (await env.ctx.db.select().from(videos).where(eq(videos.id, id)))[0]!;
  return fs.readFileSync(env.files.path(row.captionsKey!), 'utf8');
}

const cached = async (kind: 'segments' | 'narration') => (await env.ctx.storage.list(`render-cache/${kind}/`)).filter((k) => !k.endsWith('.json')).sort();

describe('the render cache (RENDER_CACHE_MAX_MB)', () => {
  it('keeps each scene’s narration and segment in storage; after one scene’s edit only that scene is made again', async () => {
    const u = await signedInUser(env.app);
    const made = await call(u, 'POST', '/api/videos', { title: 'Three habits', script: scenes.join('\n\n'), platforms: ['tiktok'] });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;

    const before = await renderBoard(u, id, scenes);
    const segments = await cached('segments');
    const narrations = await cached('narration');
    // A segment per scene and per cross-fade between scenes.
    expect(segments).toHaveLength(5);
    expect(narrations).toHaveLength(3);
    expect(before).toContain('before');

    const edited = [scenes[0]!, 'Walk outside for ten minutes after lunch.', scenes[2]!];
    const after = await renderBoard(u, id, edited);
    // The edited scene's words are in the new captions; the other scenes were found, not made
    // again: new are the edited scene's narration, its segment and the two fades around it.
    expect(after).toContain('after');
    expect(after).not.toContain('before');
    const segmentsAfter = await cached('segments');
    const narrationsAfter = await cached('narration');
    // (A fade is found too when what it shows did not change: at most the three are new.)
    const renewed = segmentsAfter.filter((k) => !segments.includes(k)).length;
    expect(renewed).toBeGreaterThanOrEqual(1);
    expect(renewed).toBeLessThanOrEqual(3);
    expect(segmentsAfter.filter((k) => segments.includes(k))).toHaveLength(5);
    expect(narrationsAfter).toHaveLength(4);
    expect(narrationsAfter.filter((k) => narrations.includes(k))).toHaveLength(3);
    expect((await env.ctx.db.select().from(renderCacheEntries)).length).toBe(segmentsAfter.length + narrationsAfter.length);

    // The render's steps say the same: the edited scene made again, the others found.
    const res = await call(u, 'GET', `/api/videos/${id}/render`);
    expect(res.statusCode).toBe(200);
    const { status, steps } = res.json() as RenderSteps;
    expect(status).toBe('ready');
    const of = (kind: RenderStep['kind']) => steps.filter((st) => st.kind === kind).map((st) => [st.sceneIndex, st.cached]);
    expect(of('narration')).toEqual([[0, true], [1, false], [2, true]]);
    expect(of('segment')).toEqual([[0, true], [1, false], [2, true]]);
    expect(of('transition').map(([scene]) => scene)).toEqual([1, 2]);
    expect(of('join')).toEqual([[null, false]]);
    expect(steps.at(-1)!.kind).toBe('join');
    for (const st of steps) {
      expect(st).toMatchObject({ status: 'done', worker: { host: os.hostname(), pid: process.pid } });
      expect(st.seconds).toBeGreaterThanOrEqual(0);
    }
    // Only the owner sees them.
    const stranger = await signedInUser(env.app);
    expect((await call(stranger, 'GET', `/api/videos/${id}/render`)).statusCode).toBe(404);
  }, 600_000);

  it('previews one scene of the saved storyboard as a small MP4 with its narration, kept like segments', async () => {
    const u = await signedInUser(env.app);
    const made = await call(u, 'POST', '/api/videos', { title: 'Preview me', script: scenes.join('\n\n'), platforms: ['tiktok'] });
    const id = made.json().id as string;
    const board = (texts: string[]) => call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: texts.map((text) => ({ text, visual: { kind: 'motion' } })) });
    expect((await board(scenes)).statusCode).toBe(200);
    const previews = async () => (await env.ctx.storage.list('render-cache/previews/')).length;
    const before = await previews();

    const first = await call(u, 'POST', `/api/videos/${id}/storyboard/scenes/1/preview`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('video/mp4');
    const file = path.join(os.tmpdir(), `preview-${id}.mp4`);
    fs.writeFileSync(file, first.rawPayload);
    const ffmpegPath = resolveFfmpeg();
    const info = await probeMedia(file, { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
    fs.rmSync(file, { force: true });
    expect(info.video).toMatchObject({ codec: 'h264', width: SCENE_PREVIEW_WIDTH, height: 960 });
    expect(info.audio?.codec).toBe('aac');
    // One scene: a couple of seconds of speech and its pauses, not the whole video.
    expect(info.durationSec).toBeGreaterThan(1.2);
    expect(info.durationSec).toBeLessThan(6);
    expect(await previews()).toBe(before + 1);

    // The same scene again is the kept file; an edited scene is a new preview.
    const again = await call(u, 'POST', `/api/videos/${id}/storyboard/scenes/1/preview`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await previews()).toBe(before + 1);
    expect((await board([scenes[0]!, 'Walk outside for ten minutes after lunch.', scenes[2]!])).statusCode).toBe(200);
    const edited = await call(u, 'POST', `/api/videos/${id}/storyboard/scenes/1/preview`);
    expect(edited.statusCode).toBe(200);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await previews()).toBe(before + 2);

    expect((await call(u, 'POST', `/api/videos/${id}/storyboard/scenes/7/preview`)).statusCode).toBe(400);
    expect((await call(u, 'POST', `/api/videos/${id}/storyboard/scenes/x/preview`)).statusCode).toBe(400);
    const stranger = await signedInUser(env.app);
    expect((await call(stranger, 'POST', `/api/videos/${id}/storyboard/scenes/1/preview`)).statusCode).toBe(404);
  }, 300_000);

  it('evicts the least recently used past the limit, files and books alike', async () => {
    const books = renderCacheRepository(env.ctx.db);
    const entries = await env.ctx.db.select().from(renderCacheEntries);
    const total = entries.reduce((s, e) => s + e.bytes, 0);
    // Everything but the newest entry is older now; the newest alone fits.
    const newest = entries.reduce((a, b) => (a.usedAt > b.usedAt ? a : b));
    for (const e of entries) if (e.key !== newest.key) await books.touch(e.key, e.bytes, new Date(Date.UTC(2020, 0, 1)));
    expect(await books.evictBeyond(total)).toEqual([]);
    const gone = await books.evictBeyond(newest.bytes);
    expect(gone).toHaveLength(entries.length - 1);
    expect(gone).not.toContain(newest.key);
    await books.touch(entries[0]!.key === newest.key ? entries[1]!.key : entries[0]!.key, 1, new Date(Date.UTC(2019, 0, 1)));

    // RENDER_CACHE_MAX_MB=0 keeps nothing: the files go with their rows.
    expect(await evictRenderCache({ ...env.ctx, config: { ...env.ctx.config, RENDER_CACHE_MAX_MB: 0 } })).toBe(2);
    expect(await env.ctx.db.select().from(renderCacheEntries)).toEqual([]);
    expect(await env.ctx.storage.list('render-cache/segments/')).not.toContain(newest.key);
    expect((await env.ctx.storage.list('render-cache/')).filter((k) => k === newest.key)).toEqual([]);
  });
});

describe('a scene preview without a render cache', () => {
  let plain: TestEnv;
  beforeAll(async () => {
    plain = await startTestServer({ workers: false, env: { RENDER_CACHE_MAX_MB: '0' } });
  });
  afterAll(() => plain.close());

  it('answers the MP4 and keeps nothing', async () => {
    const u = await signedInUser(plain.app);
    const made = await plain.app.inject({ method: 'POST', url: '/api/videos', ...as(u), payload: { title: 'Once', script: scenes.join('\n\n'), platforms: ['tiktok'] } });
    const id = made.json().id as string;
    const res = await plain.app.inject({ method: 'POST', url: `/api/videos/${id}/storyboard/scenes/0/preview`, ...as(u) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    await waitFor(async () => (await plain.ctx.storage.list('render-cache/')).length === 0, 'the preview file to go', 30_000, 100);
    expect(await plain.ctx.db.select().from(renderCacheEntries)).toEqual([]);
  }, 120_000);
});
