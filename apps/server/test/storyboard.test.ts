import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYBOARD_MESSAGES, type StockPick, type StoryboardInput, type Video } from '@reelforge/contracts';
import { StockMediaFake, type FakeClip } from './fakes/stock-media.ts';
import { colourClip, type Rgb } from './fakes/media-files.ts';
import { near, topBands } from './support/frame-colours.ts';
import { makeFixtures, multipartBody } from './support/uploads.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 11 item 7 (ADR 0033): the storyboard is saved on the video, only signed stock picks and
// the user's own media are accepted, and a render shows what each scene was given.
const root = mkdtempSync(join(tmpdir(), 'storyboard-'));
const GREEN: Rgb = [30, 200, 60];
const MAGENTA: Rgb = [220, 30, 200];
let clip: FakeClip;
let fake: StockMediaFake;
let env: TestEnv;

beforeAll(async () => {
  clip = colourClip(root, 'green.mp4', GREEN, [1080, 1920], 4, 'Green Author');
  fake = await new StockMediaFake({ pexelsKey: 'pexels-key', pexelsVideos: [[clip]] }).start();
  env = await startTestServer({ workers: true, env: fake.env });
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  rmSync(root, { recursive: true, force: true });
});

const call = (u: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  env.app.inject({ method, url, headers: { cookie: u.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function search(u: User): Promise<StockPick> {
  const res = await call(u, 'POST', '/api/storyboard/search', { query: 'green field', aspect: '9:16' });
  expect(res.statusCode).toBe(200);
  expect(res.json().configured).toBe(true);
  const pick = res.json().results[0] as StockPick;
  expect(pick).toMatchObject({ provider: 'pexels', kind: 'video', credit: expect.stringContaining('Green Author') });
  return pick;
}

async function upload(u: User, name: string, data: Buffer, type: string): Promise<string> {
  const body = multipartBody({ name, data, type });
  const res = await env.app.inject({ method: 'POST', url: '/api/library/uploads', headers: { cookie: u.cookie, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function draft(u: User, script: string): Promise<string> {
  const res = await call(u, 'POST', '/api/videos', { title: 'Storyboard test', script, platforms: ['tiktok'] });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('stock search for the storyboard', () => {
  it('answers signed picks whose previews are proxied, and refuses a preview it did not sign', async () => {
    const u = await signedInUser(env.app);
    const pick = await search(u);
    expect(pick.thumbnailUrl).toMatch(/^\/api\/storyboard\/thumbnail\?/);
    const thumb = await call(u, 'GET', pick.thumbnailUrl!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const forged = pick.thumbnailUrl!.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    expect((await call(u, 'GET', forged)).statusCode).toBe(404);
    const empty = await call(u, 'POST', '/api/storyboard/search', { query: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(STORYBOARD_MESSAGES.queryRequired);
  });
});

describe('saving a storyboard', () => {
  it('loads the script as automatic scenes, saves edits, and becomes the script', async () => {
    const u = await signedInUser(env.app);
    const id = await draft(u, 'First scene says hello to everyone here.\n\nSecond scene says goodbye to everyone there.');
    const loaded = await call(u, 'GET', `/api/videos/${id}/storyboard`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().scenes).toEqual([
      expect.objectContaining({ text: 'First scene says hello to everyone here.', visual: { kind: 'auto' } }),
      expect.objectContaining({ text: 'Second scene says goodbye to everyone there.', visual: { kind: 'auto' } }),
    ]);
    const pick = await search(u);
    const board: StoryboardInput = {
      scenes: [
        { text: 'Second scene, now first, edited.', visual: { kind: 'stock', pick } },
        { text: 'First scene says hello to everyone here.', visual: { kind: 'motion' } },
        { text: 'A new closing scene.' },
      ],
    };
    const saved = await call(u, 'PUT', `/api/videos/${id}/storyboard`, board);
    expect(saved.statusCode).toBe(200);
    const again = (await call(u, 'GET', `/api/videos/${id}/storyboard`)).json();
    expect(again.scenes.map((s: { visual: { kind: string } }) => s.visual.kind)).toEqual(['stock', 'motion', 'auto']);
    expect(again.scenes[0].visual.pick).toEqual(pick);
    const video = (await call(u, 'GET', `/api/videos/${id}`)).json();
    expect(video.script).toBe('Second scene, now first, edited.\n\nFirst scene says hello to everyone here.\n\nA new closing scene.');

    const other = await signedInUser(env.app);
    expect((await call(other, 'GET', `/api/videos/${id}/storyboard`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/api/videos/${id}/storyboard`, board)).statusCode).toBe(404);
    const tooMany = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: Array.from({ length: 41 }, () => ({ text: 'x' })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(STORYBOARD_MESSAGES.tooManyScenes);
  });

  it('refuses a tampered stock pick, another user\'s library item and non-visual media', async () => {
    const u = await signedInUser(env.app);
    const id = await draft(u, 'Some words to say.');
    const pick = await search(u);
    for (const tampered of [{ ...pick, url: 'http://127.0.0.1:1/evil.mp4' }, { ...pick, credit: 'Me' }, { ...pick, signature: 'B'.repeat(43) }]) {
      const res = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: [{ text: 'Hi', visual: { kind: 'stock', pick: tampered } }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STORYBOARD_MESSAGES.badSignature);
    }
    const fixtures = await makeFixtures(root);
    const other = await signedInUser(env.app);
    const theirs = await upload(other, 'theirs.png', fixtures.png, 'image/png');
    const foreign = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: [{ text: 'Hi', visual: { kind: 'library', itemId: theirs } }] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(STORYBOARD_MESSAGES.notYourMedia);
    const audio = await upload(u, 'tone.mp3', fixtures.mp3, 'audio/mpeg');
    const notVisual = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: [{ text: 'Hi', visual: { kind: 'library', itemId: audio } }] });
    expect(notVisual.statusCode).toBe(400);
    expect(notVisual.json().message).toBe(STORYBOARD_MESSAGES.notVisualMedia);
    // The same checks guard complete-video.
    const complete = await call(u, 'POST', '/api/deepagent/complete-video', {
      topic: 't',
      platform: 'tiktok',
      duration: 10,
      storyboard: { scenes: [{ text: 'Hi', visual: { kind: 'library', itemId: theirs } }] },
    });
    expect(complete.statusCode).toBe(404);
  });
});


describe('re-render from the saved storyboard', () => {
  it('shows the chosen stock clip in its scene and the library image in the next', async () => {
    const u = await signedInUser(env.app);
    const image = await sharp({ create: { width: 720, height: 1280, channels: 3, background: { r: MAGENTA[0], g: MAGENTA[1], b: MAGENTA[2] } } })
      .png()
      .toBuffer();
    const itemId = await upload(u, 'magenta.png', image, 'image/png');
    const id = await draft(u, 'placeholder words');
    const pick = await search(u);
    const first = 'Fresh green fields roll on for miles under a calm and quiet morning sky.';
    const second = 'Then the colour changes completely, and the whole picture turns bright and bold.';
    const saved = await call(u, 'PUT', `/api/videos/${id}/storyboard`, {
      scenes: [
        { text: first, visual: { kind: 'stock', pick } },
        { text: second, visual: { kind: 'library', itemId } },
      ],
    });
    expect(saved.statusCode).toBe(200);
    // Nothing else may serve a picture: the automatic source is off.
    const started = await call(u, 'POST', `/api/videos/${id}/render`, { visualSource: 'motion' });
    expect(started.statusCode).toBe(202);
    const video = await untilRendered<Video>(env.app, id, as(u).headers);
    expect(video.status).toBe('ready');
    const file = join(root, 'storyboard.mp4');
    writeFileSync(file, (await call(u, 'GET', `/api/videos/${id}/stream`)).rawPayload);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(video.duration! - 1.5), '-i', file, '-frames:v', '1', join(tmpdir(), 'storyboard-last-scene.png')]);

    const bands = topBands(file, 4);
    const green = bands.map((b) => near(b, GREEN));
    const magenta = bands.map((b) => near(b, MAGENTA));
    const firstGreen = green.indexOf(true);
    const firstMagenta = magenta.indexOf(true);
    // The stock clip shows, then the library image, in the storyboard's order, each for seconds.
    expect(firstGreen).toBeGreaterThan(-1);
    expect(firstMagenta).toBeGreaterThan(firstGreen);
    expect(green.filter(Boolean).length).toBeGreaterThanOrEqual(8);
    expect(magenta.filter(Boolean).length).toBeGreaterThanOrEqual(8);
    expect(green.slice(firstMagenta).filter(Boolean).length).toBe(0);
    expect(video.credits.join('\n')).toContain('Video by Green Author on Pexels');
  }, 300_000);
});
