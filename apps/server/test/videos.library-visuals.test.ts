import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockMediaFake } from './fakes/stock-media.ts';
import { colourClip, type Rgb } from './fakes/media-files.ts';
import { near, topBands } from './support/frame-colours.ts';
import { multipartBody } from './support/uploads.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 11 item 1: the automatic pick looks in the creator's own library first (uploads named or
// tagged like the scene), and "My media" gives every scene the creator's uploads. Nobody else's.
const root = mkdtempSync(join(tmpdir(), 'library-visuals-'));
const GREEN: Rgb = [30, 200, 60];
const MAGENTA: Rgb = [220, 30, 200];
const CYAN: Rgb = [20, 210, 220];
let fake: StockMediaFake;
let env: TestEnv;

beforeAll(async () => {
  const clip = colourClip(root, 'green.mp4', GREEN, [1080, 1920], 4, 'Green Author');
  fake = await new StockMediaFake({ pexelsKey: 'pexels-key', pexelsVideos: [[clip]] }).start();
  env = await startTestServer({ workers: true, env: fake.env });
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function uploadColour(u: User, name: string, [r, g, b]: Rgb): Promise<void> {
  const data = await sharp({ create: { width: 720, height: 1280, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const body = multipartBody({ name, data, type: 'image/png' });
  const res = await env.app.inject({ method: 'POST', url: '/api/library/uploads', headers: { cookie: u.cookie, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(201);
}

/** Renders a draft of `script` with the chosen visual source; the colours of its frames, 4 a second. */
async function renderBands(u: User, script: string, visualSource: string): Promise<Rgb[]> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => env.app.inject({ method, url, headers: { cookie: u.cookie }, payload });
  const created = await call('POST', '/api/videos', { title: 'My own pictures', script, platforms: ['tiktok'] });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const started = await call('POST', `/api/videos/${id}/render`, { visualSource });
  expect(started.statusCode).toBe(202);
  const video = await untilRendered(env.app, id, as(u).headers);
  expect(video.status).toBe('ready');
  const file = join(root, `${id}.mp4`);
  writeFileSync(file, (await call('GET', `/api/videos/${id}/stream`)).rawPayload);
  return topBands(file, 4);
}

const count = (bands: Rgb[], colour: Rgb) => bands.filter((b) => near(b, colour)).length;
const first = (bands: Rgb[], colour: Rgb) => bands.findIndex((b) => near(b, colour));

const SUNRISE = 'Watch the sunrise paint the beach in soft colours while the waves roll slowly in.';
const COFFEE = 'Then pour a cup of coffee and enjoy the calm minutes before the busy day begins.';
const FIELDS = 'Finally step outside and let the fresh green fields greet you on the way to work.';

describe('the creator’s own pictures as scene visuals', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await signedInUser(env.app);
    await uploadColour(owner, 'sunrise-beach.png', MAGENTA);
    await uploadColour(owner, 'coffee cup.png', CYAN);
  });

  it('Auto gives a scene the upload named like it, and stock footage where none matches', async () => {
    const bands = await renderBands(owner, [SUNRISE, COFFEE, FIELDS].join('\n\n'), 'auto');
    // Library first: magenta (sunrise, beach), then cyan (coffee, cup), then the stock clip.
    expect(count(bands, MAGENTA)).toBeGreaterThanOrEqual(8);
    expect(count(bands, CYAN)).toBeGreaterThanOrEqual(8);
    expect(count(bands, GREEN)).toBeGreaterThanOrEqual(8);
    expect(first(bands, MAGENTA)).toBeLessThan(first(bands, CYAN));
    expect(first(bands, CYAN)).toBeLessThan(first(bands, GREEN));
    expect(count(bands.slice(0, first(bands, CYAN)), GREEN)).toBe(0);
  }, 300_000);

  it('My media gives every scene the creator’s uploads, matched or not, and never stock', async () => {
    const bands = await renderBands(owner, [FIELDS, 'A second thought about the open road ahead and where it leads.'].join('\n\n'), 'library');
    expect(count(bands, MAGENTA) + count(bands, CYAN)).toBeGreaterThanOrEqual(16);
    expect(count(bands, MAGENTA)).toBeGreaterThan(0);
    expect(count(bands, CYAN)).toBeGreaterThan(0);
    expect(count(bands, GREEN)).toBe(0);
  }, 300_000);

  describe('never shows another user’s uploads', () => {
    let other: User;
    beforeAll(async () => {
      other = await signedInUser(env.app);
    });

    it('their Auto gets stock', async () => {
      const auto = await renderBands(other, [SUNRISE, COFFEE].join('\n\n'), 'auto');
      expect(count(auto, MAGENTA) + count(auto, CYAN)).toBe(0);
      expect(count(auto, GREEN)).toBeGreaterThanOrEqual(8);
    }, 300_000);

    it('their My media gets motion graphics', async () => {
      const mine = await renderBands(other, SUNRISE, 'library');
      expect(count(mine, MAGENTA) + count(mine, CYAN) + count(mine, GREEN)).toBe(0);
    }, 300_000);
  });
});
