import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG, PROVIDER_KEYS_MESSAGES, keyTestResultSchema, mediaSettingsResponseSchema, type Video } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourClip } from './fakes/media-files.ts';
import { StockMediaFake } from './fakes/stock-media.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Settings -> Stock media (issue 24 item 5): a creator's own Pexels key, with no server key,
// finds that creator's stock footage and serves nobody else.
const URL = '/api/settings/media';
const ADA_PEXELS = 'ada-pexels-key-0123456789-WXYZ';
const ADA_PIXABAY = 'ada-pixabay-key-abcdef-PQRS';
const root = mkdtempSync(join(tmpdir(), 'media-keys-'));
let fake: StockMediaFake;
let env: TestEnv;
let ada: User;
let bob: User;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who?: { cookie?: string; bearer?: string }, payload?: object) =>
  env.app.inject({
    method,
    url,
    headers: who?.bearer ? { authorization: `Bearer ${who.bearer}` } : who?.cookie ? { cookie: who.cookie } : {},
    ...(payload !== undefined ? { payload } : {}),
  });
const storedRow = async (userId: string) =>
  (await env.ctx.db.$client.query<Record<string, string | null>>('select * from user_media_keys where user_id = $1', [userId])).rows[0];

beforeAll(async () => {
  const clip = colourClip(root, 'green.mp4', [30, 200, 60], [1080, 1920], 4, 'Ada Footage');
  // No server key at all: only Ada's own keys are accepted.
  fake = await new StockMediaFake({ userPexelsKeys: [ADA_PEXELS], userPixabayKeys: [ADA_PIXABAY], pexelsVideos: [[clip]] }).start();
  env = await startTestServer({ workers: true, env: fake.env });
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('/api/settings/media', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const [method, url] of [['GET', URL], ['PUT', URL], ['DELETE', URL], ['POST', `${URL}/test`]] as const) {
      const res = await call(method, url, undefined, method === 'PUT' ? { pexelsApiKey: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it('starts with no key of yours and none on the server', async () => {
    const res = await call('GET', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(mediaSettingsResponseSchema.parse(res.json())).toEqual({
      pexels: { set: false, last4: null, server: false, active: 'none' },
      pixabay: { set: false, last4: null, server: false, active: 'none' },
      updatedAt: null,
    });
  });

  it('refuses an empty body in words', async () => {
    const res = await call('PUT', URL, ada, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROVIDER_KEYS_MESSAGES.nothingToSave);
  });

  it('saves a key sealed, answers only its last 4, and shows nothing to another user', async () => {
    const res = await call('PUT', URL, ada, { pexelsApiKey: ADA_PEXELS });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ADA_PEXELS);
    expect(res.json().pexels).toEqual({ set: true, last4: 'WXYZ', server: false, active: 'yours' });
    expect(res.json().pixabay.set).toBe(false);

    const row = await storedRow(ada.id);
    expect(row!.pexels_key_enc).toBeTruthy();
    expect(row!.pexels_key_enc).not.toContain(ADA_PEXELS);
    expect(row!.pexels_last4).toBe('WXYZ');

    const got = await call('GET', URL, ada);
    expect(got.body).not.toContain(ADA_PEXELS);
    expect(got.json().pexels.last4).toBe('WXYZ');
    const bobs = await call('GET', URL, bob);
    expect(bobs.json().pexels).toEqual({ set: false, last4: null, server: false, active: 'none' });
  });

  it('keeps a key left out, removes one sent empty', async () => {
    await call('PUT', URL, ada, { pixabayApiKey: ADA_PIXABAY });
    let view = (await call('GET', URL, ada)).json();
    expect([view.pexels.set, view.pixabay.set, view.pixabay.last4]).toEqual([true, true, 'PQRS']);
    await call('PUT', URL, ada, { pixabayApiKey: '' });
    view = (await call('GET', URL, ada)).json();
    expect([view.pexels.set, view.pixabay.set]).toEqual([true, false]);
  });

  it('lets an API token read whether a key is set, never write, test or remove it', async () => {
    const created = await call('POST', '/api/tokens', ada, { name: 'Zapier', scope: 'write' });
    expect(created.statusCode).toBe(201);
    const bearer = created.json().token as string;
    expect((await call('GET', URL, { bearer })).json().pexels.set).toBe(true);
    for (const [method, url, body] of [['PUT', URL, { pexelsApiKey: 'stolen' }], ['DELETE', URL, undefined], ['POST', `${URL}/test`, {}]] as const) {
      const res = await call(method, url, { bearer }, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await storedRow(ada.id))!.pexels_last4).toBe('WXYZ');
  });

  it('tests the saved key, and a typed one, in the provider’s words', async () => {
    const saved = await call('POST', `${URL}/test`, ada, {});
    expect(saved.statusCode).toBe(200);
    const ok = keyTestResultSchema.parse(saved.json());
    expect(ok.ok).toBe(true);
    expect(ok.message).toMatch(/^Pexels accepted the key/);
    expect(fake.queries.at(-1)).toMatchObject({ route: '/v1/search', key: ADA_PEXELS });

    const wrong = (await call('POST', `${URL}/test`, ada, { provider: 'pexels', pexelsApiKey: 'typo' })).json();
    expect(wrong).toEqual({ ok: false, message: 'Pexels answered 401: Unauthorized' });
    const pixabay = (await call('POST', `${URL}/test`, ada, { provider: 'pixabay', pixabayApiKey: 'typo' })).json();
    expect(pixabay).toEqual({ ok: false, message: 'Pixabay answered 400: [ERROR 400] Invalid or missing API key' });

    const nothing = await call('POST', `${URL}/test`, bob, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: PROVIDER_KEYS_MESSAGES.nothingToTestMedia, code: 'nothing_to_test' });
  });

  it('searches stock for the storyboard with the searcher’s own key only', async () => {
    const body = { query: 'green field', platform: 'tiktok', limit: 4 };
    const mark = fake.queries.length;
    const mine = await call('POST', '/api/storyboard/search', ada, body);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().configured).toBe(true);
    expect(mine.json().results.length).toBeGreaterThan(0);
    expect(fake.queries.slice(mark).map((q) => q.key)).toContain(ADA_PEXELS);

    const before = fake.queries.length;
    const bobs = await call('POST', '/api/storyboard/search', bob, body);
    expect(bobs.json()).toEqual({ configured: false, results: [] });
    expect(fake.queries.length).toBe(before);
  });

  it('puts stock footage in the owner’s render with their key; another user’s render does not use it', async () => {
    const render = async (user: User) => {
      const res = await call('POST', '/api/deepagent/complete-video', user, {
        topic: 'green fields',
        platform: 'tiktok',
        duration: 20,
        // Two scenes: the first opens on the title card, the second shows footage.
        script: 'Green fields roll on under a wide sky, mile after mile.\n\nFarmers walk the rows at dawn and check every plant by hand.',
        title: 'Fields',
        visualSource: 'stock',
      });
      expect(res.statusCode).toBe(202);
      return untilRendered<Video>(env.app, res.json().videoId as string, { cookie: user.cookie });
    };
    const mark = fake.queries.length;
    const adas = await render(ada);
    expect(adas.status).toBe('ready');
    // Credits live apart from the creator's description (issue 27 item 13).
    expect(adas.credits.join('\n')).toContain('Video by Ada Footage on Pexels');
    expect(fake.downloads['green.mp4']).toBeGreaterThanOrEqual(1);
    const seen = fake.queries.slice(mark).map((q) => q.key);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([ADA_PEXELS]));

    const before = fake.queries.length;
    const bobs = await render(bob);
    expect(bobs.status).toBe('ready');
    expect(bobs.credits.join('\n')).not.toContain('Pexels');
    expect(fake.queries.length).toBe(before);
  }, 300_000);

  it('never opens a sealed key copied into another user’s row', async () => {
    const adas = await storedRow(ada.id);
    await env.ctx.db.$client.query(
      'insert into user_media_keys (user_id, pexels_key_enc, pexels_last4) values ($1, $2, $3)',
      [bob.id, adas!.pexels_key_enc, adas!.pexels_last4],
    );
    const before = fake.queries.length;
    const search = await call('POST', '/api/storyboard/search', bob, { query: 'green field', platform: 'tiktok', limit: 4 });
    expect(search.json()).toEqual({ configured: false, results: [] });
    expect(fake.queries.length).toBe(before);
    // Bob's answer says a key is saved, but that it does not serve.
    expect((await call('GET', URL, bob)).json().pexels).toEqual({ set: true, last4: 'WXYZ', server: false, active: 'none' });
    await call('DELETE', URL, bob);
  });

  it('removes every key with DELETE', async () => {
    const res = await call('DELETE', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json().pexels).toEqual({ set: false, last4: null, server: false, active: 'none' });
    expect(await storedRow(ada.id)).toBeUndefined();
  });
});
