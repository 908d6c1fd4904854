import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strategyRuns } from '../src/db/schema.ts';
import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from '../src/http/request-guards.ts';
import { clip } from '../src/lib/text.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { multipartBody } from './support/uploads.ts';
import { as, signedInUser, type User } from './support/users.ts';

// Input that used to reach the database or a date parser and come back as a 500 (issue 27 item 2).

let env: TestEnv;
let u: User;
beforeAll(async () => {
  env = await startTestServer();
  u = await signedInUser(env.app);
});
afterAll(() => env.close());

const LONE = 'Gardening \ud800 tips';
const CUT_EMOJI = 'Balcony tomatoes \ud83c';

describe('text the database cannot store', () => {
  it('a lone surrogate or an emoji cut mid-character is a 400 in words on the routes that saved it to JSON', async () => {
    const cases = [
      { url: '/api/strategy/plan', payload: { niche: LONE } },
      { url: '/api/strategy/starter-pack', payload: { niche: CUT_EMOJI } },
      { url: '/api/deepagent/complete-video', payload: { topic: CUT_EMOJI, platform: 'tiktok', duration: 30 } },
      { url: '/api/deepagent/complete-video', payload: { topic: 'Water', platform: 'tiktok', duration: 30, title: LONE } },
      { url: '/api/videos', payload: { title: 'Fine', description: CUT_EMOJI } },
    ];
    for (const c of cases) {
      const res = await env.app.inject({ method: 'POST', ...c, ...as(u) });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: BROKEN_TEXT_MESSAGE, code: 'malformed_text' });
    }
    // Keys count too, and a whole emoji is text like any other.
    const key = await env.app.inject({ method: 'POST', url: '/api/strategy/plan', payload: { niche: 'x', ['\udc00']: 1 }, ...as(u) });
    expect(key.json()).toMatchObject({ code: 'malformed_text' });
    const emoji = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Tomatoes 🍅 on a balcony 1️⃣' }, ...as(u) });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json()).toMatchObject({ title: 'Tomatoes 🍅 on a balcony 1️⃣' });
  });

  it('a NUL in an upload\'s file name or fields is a 400 in words, and nothing is kept', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    for (const [file, fields, message] of [
      [{ name: 'photo\u0000.png', data: png, type: 'image/png' }, {}, NUL_MESSAGE],
      // (Multipart is bytes: a lone surrogate cannot travel in it, it arrives as U+FFFD.)
      [{ name: 'photo.png', data: png, type: 'image/png' }, { name: 'my\u0000photo' }, NUL_MESSAGE],
    ] as const) {
      const body = multipartBody(file, fields);
      const res = await env.app.inject({ method: 'POST', url: '/api/library/uploads', payload: body.payload, headers: { ...body.headers, ...as(u).headers } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = await env.app.inject({ url: '/api/library/items', ...as(u) });
    expect(list.body).not.toContain('photo');
  });

  it('our own cuts keep emoji whole, and a JSON column takes a lone surrogate as U+FFFD instead of failing', async () => {
    expect(clip('ab🍅', 3)).toBe('ab');
    expect(clip('ab🍅', 4)).toBe('ab🍅');
    expect(clip('abc', 2)).toBe('ab');
    const [row] = await env.ctx.db
      .insert(strategyRuns)
      .values({ userId: u.id, kind: 'plan', outcome: 'succeeded', result: { title: 'Tomatoes \ud83c', ok: '🍅' } })
      .returning();
    const [back] = await env.ctx.db.select().from(strategyRuns).where(eq(strategyRuns.id, row!.id));
    expect(back!.result).toEqual({ title: 'Tomatoes \ufffd', ok: '🍅' });
  });
});

describe('values that are not what a route takes', () => {
  it('analytics with a date that is not on the calendar is a 400 in words', async () => {
    for (const [q, message] of [
      ['to=2026-13-45', '2026-13-45 is not a day of the calendar (dates are YYYY-MM-DD).'],
      ['from=2026-02-30', '2026-02-30 is not a day of the calendar (dates are YYYY-MM-DD).'],
    ]) {
      const res = await env.app.inject({ url: `/api/analytics?${q}`, ...as(u) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await env.app.inject({ url: '/api/analytics?from=2024-02-01&to=2024-02-29', ...as(u) })).statusCode).toBe(200);
  });

  it('a profile photo sent as JSON (even null) is a 415 in words', async () => {
    for (const payload of ['null', '{}', '"abc"']) {
      const res = await env.app.inject({ method: 'PUT', url: '/api/user/profile-image', payload, headers: { ...as(u).headers, 'content-type': 'application/json' } });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({ message: 'Send the photo as the image file itself (Content-Type image/jpeg, image/png...), not JSON.', code: 'unsupported_media_type' });
    }
  });
});
