import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYBOARD_MESSAGES } from '@reelforge/contracts';
import { signPick, THUMBNAIL_TTL_SECONDS, thumbnailPath } from '../src/modules/videos/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

// Issue 27 item 3: the storyboard's stock previews go through the address policy, never follow a
// redirect (its target was never signed), and their signed links expire.
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let jpeg: Buffer;
let provider: http.Server;
let base: string;
let env: TestEnv;
let u: User;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c8' } }).jpeg().toBuffer();
  // A provider's file host: one preview, and one address that sends the browser elsewhere.
  provider = http.createServer((req, res) => {
    if (req.url === '/preview.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    if (req.url === '/moved.jpg') return res.writeHead(302, { location: '/preview.jpg' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  // The provider lives on 127.0.0.1, so the policy is switched per test (the flag is read at each fetch).
  env = await startTestServer({ env: { STOCK_PRIVATE_HOSTS: 'true' }, overrides: { clock } });
  u = await signedInUser(env.app);
}, 120_000);
afterAll(async () => {
  await env?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const get = (url: string) => env.app.inject({ method: 'GET', url, ...as(u) });
const allowPrivate = (on: boolean) => Object.assign(env.ctx.config, { STOCK_PRIVATE_HOSTS: on });

describe('stock previews the server proxies', () => {
  it('serves a signed preview, with a cache no longer than the link works', async () => {
    allowPrivate(true);
    const res = await get(thumbnailPath(env.ctx, `${base}/preview.jpg`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(THUMBNAIL_TTL_SECONDS);
  });

  it('refuses a preview the provider redirects, without following it', async () => {
    allowPrivate(true);
    const res = await get(thumbnailPath(env.ctx, `${base}/moved.jpg`));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'preview_refused', message: STORYBOARD_MESSAGES.previewRedirected });
  });

  it('refuses an expired link in words, and a changed expiry as not ours', async () => {
    allowPrivate(true);
    const path = thumbnailPath(env.ctx, `${base}/preview.jpg`);
    offsetMs = (THUMBNAIL_TTL_SECONDS + 1) * 1000;
    try {
      const res = await get(path);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'preview_expired', message: STORYBOARD_MESSAGES.previewExpired });
      const stretched = path.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 2 * THUMBNAIL_TTL_SECONDS}`);
      expect((await get(stretched)).statusCode).toBe(404);
    } finally {
      offsetMs = 0;
    }
    // A link signed before links expired (no exp) no longer verifies: a 404, not a 500.
    const old = path.replace(/&?exp=\d+/, '');
    expect((await get(old)).statusCode).toBe(404);
  });

  it('refuses a preview on a private address, in any of its spellings', async () => {
    allowPrivate(false);
    try {
      const port = new URL(base).port;
      for (const host of ['127.0.0.1', '[::ffff:7f00:1]', 'localhost']) {
        const res = await get(thumbnailPath(env.ctx, `http://${host}:${port}/preview.jpg`));
        expect(res.statusCode, host).toBe(403);
        expect(res.json()).toMatchObject({ code: 'preview_refused', message: STORYBOARD_MESSAGES.previewPrivate });
      }
    } finally {
      allowPrivate(true);
    }
  });

  it('signs a saved storyboard\'s previews afresh each time it is opened', async () => {
    allowPrivate(true);
    const created = await env.app.inject({ method: 'POST', url: '/api/videos', ...as(u), payload: { title: 'Previews', script: 'A green field.', platforms: ['tiktok'] } });
    expect(created.statusCode).toBe(201);
    const fields = { provider: 'pexels', id: '7', kind: 'image', url: `${base}/preview.jpg`, credit: 'Photo by A on Pexels', thumbnailUrl: thumbnailPath(env.ctx, `${base}/preview.jpg`) } as const;
    const pick = { ...fields, width: 8, height: 8, signature: signPick(env.ctx, fields) };
    const url = `/api/videos/${created.json().id}/storyboard`;
    const saved = await env.app.inject({ method: 'PUT', url, ...as(u), payload: { scenes: [{ text: 'A green field.', visual: { kind: 'stock', pick } }] } });
    expect(saved.statusCode).toBe(200);
    offsetMs = (THUMBNAIL_TTL_SECONDS + 60) * 1000;
    try {
      expect((await get(pick.thumbnailUrl)).statusCode).toBe(410);
      const loaded = (await get(url)).json().scenes[0].visual.pick;
      expect(loaded.thumbnailUrl).not.toBe(pick.thumbnailUrl);
      expect((await get(loaded.thumbnailUrl)).statusCode).toBe(200);
      // The renewed pick is still one the server signed: it saves again.
      const again = await env.app.inject({ method: 'PUT', url, ...as(u), payload: { scenes: [{ text: 'A green field.', visual: { kind: 'stock', pick: loaded } }] } });
      expect(again.statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});
