import fs from 'node:fs';
import path from 'node:path';
import { BRAND_KIT_MESSAGES, EMPTY_BRAND_KIT, LOGO_CORNERS, MSG, brandKitSchema, type BrandKitUpdate } from '@reelforge/contracts';
import { LOGO_CORNERS as ENGINE_CORNERS } from '@reelforge/video-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandForRender } from '../src/modules/brand-kit/brand-for-render.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';

// Settings -> Brand kit (issue 11, item 6).

const URL = '/api/settings/brand-kit';
const LOGO = `${URL}/logo`;
let env: TestEnv;
let ada: User;
let bob: User;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: User, payload?: object) =>
  env.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
const upload = (user: User | undefined, body: Buffer | string, type = 'image/png') =>
  env.app.inject({ method: 'PUT', url: LOGO, payload: body, headers: { 'content-type': type, ...(user ? { cookie: user.cookie } : {}) } });
const storedLogos = (userId: string) => {
  const dir = path.join(env.ctx.config.storageDir, 'brand', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const kit: BrandKitUpdate = {
  logoCorner: 'bottom-left',
  logoOpacity: 0.6,
  primaryColor: '#7C3AED',
  secondaryColor: '#22CC88',
  captionStyle: 'boxed',
  font: 'montserrat',
  music: 'calm',
};
const png = (w: number, h: number, colour = '#ff0000') =>
  sharp({ create: { width: w, height: h, channels: 4, background: colour } }).png().toBuffer();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#00ff00"/></svg>';

beforeAll(async () => {
  env = await startTestServer();
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
});
afterAll(() => env.close());

describe('/api/settings/brand-kit', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const res of [await call('GET', URL), await call('PUT', URL, undefined, kit), await upload(undefined, await png(10, 10)), await call('DELETE', LOGO), await call('GET', LOGO)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it('starts empty, saves the choices and keeps them per user', async () => {
    expect((await call('GET', URL, ada)).json()).toEqual(EMPTY_BRAND_KIT);
    const saved = await call('PUT', URL, ada, kit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(brandKitSchema.parse(saved.json())).toMatchObject({ ...kit, logoUrl: null });
    expect((await call('GET', URL, ada)).json()).toMatchObject(kit);
    // Bob's kit is his own.
    expect((await call('GET', URL, bob)).json()).toEqual(EMPTY_BRAND_KIT);
  });

  it('refuses bad colours, opacity and corners with the contract message', async () => {
    for (const [body, message] of [
      [{ ...kit, primaryColor: 'purple' }, BRAND_KIT_MESSAGES.color],
      [{ ...kit, logoOpacity: 0 }, BRAND_KIT_MESSAGES.opacity],
      [{ ...kit, logoCorner: 'middle' }, BRAND_KIT_MESSAGES.corner],
    ] as const) {
      const res = await call('PUT', URL, ada, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('stores a logo as a PNG, replaces it, serves it only to its owner and deletes it', async () => {
    const first = await upload(ada, await png(3000, 1500));
    expect(first.statusCode, first.body).toBe(200);
    const url1 = first.json().logoUrl as string;
    expect(url1).toMatch(/^\/api\/settings\/brand-kit\/logo\?v=/);
    const served = await call('GET', url1, ada);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Scaled to the stored size, transparency kept.
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1024, 512, true]);
    expect((await call('GET', LOGO, bob)).statusCode).toBe(404);

    // An SVG is rasterised; the previous file goes.
    const second = await upload(ada, SVG, 'image/svg+xml');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().logoUrl).not.toBe(url1);
    expect(storedLogos(ada.id)).toHaveLength(1);
    const raster = await sharp((await call('GET', LOGO, ada)).rawPayload).metadata();
    expect(raster.format).toBe('png');
    expect(raster.width).toBeGreaterThan(40);
    // The other choices survive a logo change.
    expect(second.json()).toMatchObject(kit);

    // Bob deleting "his" logo touches nothing of Ada's.
    expect((await call('DELETE', LOGO, bob)).json().logoUrl).toBeNull();
    expect(storedLogos(ada.id)).toHaveLength(1);

    const removed = await call('DELETE', LOGO, ada);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ ...kit, logoUrl: null });
    expect(storedLogos(ada.id)).toHaveLength(0);
    expect((await call('GET', LOGO, ada)).statusCode).toBe(404);
  });

  it('refuses files that are not PNG, JPEG, WebP or SVG, and oversized ones', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const [body, type] of [
      [Buffer.from('%PDF-1.4 not a logo'), 'application/octet-stream'],
      [gif, 'image/gif'],
      [Buffer.from('<html></html>'), 'image/svg+xml'],
    ] as const) {
      const res = await upload(ada, body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe(BRAND_KIT_MESSAGES.logoNotImage);
    }
    const json = await call('PUT', LOGO, ada, { logo: 'x' });
    expect(json.statusCode).toBe(415);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const tooBig = await upload(ada, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(BRAND_KIT_MESSAGES.logoTooLarge);
    expect(storedLogos(ada.id)).toHaveLength(0);
  });
});

describe('brand kit in a render', () => {
  it('hands the render the logo file, colours and defaults; "Show logo" off leaves the logo out', async () => {
    const carol = await signedInUser(env.app);
    expect((await call('PUT', URL, carol, { ...kit, secondaryColor: null })).statusCode).toBe(200);
    expect((await upload(carol, await png(64, 64, '#0000ff'))).statusCode).toBe(200);
    const work = path.join(env.dataDir, 'tmp', 'brand-render');
    const brand = await brandForRender(env.ctx, carol.id, {}, work);
    expect(brand).toMatchObject({ colors: ['#7C3AED'], captionStyle: 'boxed', font: 'montserrat', music: 'calm' });
    expect(brand.logo).toMatchObject({ corner: 'bottom-left', opacity: 0.6 });
    expect((await sharp(brand.logo?.path ?? '').metadata()).width).toBe(64);
    expect((await brandForRender(env.ctx, carol.id, { showLogo: false }, work)).logo).toBeUndefined();
    expect(await brandForRender(env.ctx, bob.id, {}, work)).toEqual({});
  });
});

describe('brand kit choices', () => {
  it('offers the corners the engine draws', () => {
    expect([...LOGO_CORNERS]).toEqual([...ENGINE_CORNERS]);
  });
});
