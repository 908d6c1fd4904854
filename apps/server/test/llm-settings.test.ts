import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LLM_SETTINGS_MESSAGES, MSG, llmSettingsResponseSchema, llmTestResultSchema } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_UNREADABLE, privateAddress } from '../src/modules/llm-settings/user-llm.ts';
import { completion, startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';

const URL = '/api/settings/llm';
const KEY = 'sk-mine-0123456789abcdef';
const script = { topic: 'Balcony tomatoes', duration: '15-30 seconds', platform: 'tiktok', tone: 'professional' };

let env: TestEnv;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ada: User;
let bob: User;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, user?: User, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const save = (user: User, body: object) => call('PUT', URL, user, body);
const test = (user: User, body?: object) => call('POST', `${URL}/test`, user, body);
const storedRow = async (userId: string) =>
  (
    await env.ctx.db.$client.query<{ base_url: string; model: string; api_key_enc: string | null }>(
      'select * from user_llm_settings where user_id = $1',
      [userId],
    )
  ).rows[0];

/** A port nothing listens on: a server takes one, then lets it go. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  // LLM_TIMEOUT_MS bounds the connection test's wait, so the hanging-server case ends in a second.
  [env, fake] = await Promise.all([
    startTestServer({ env: { LLM_TIMEOUT_MS: '1000', USER_LLM_PRIVATE_HOSTS: 'true' } }),
    startFakeOpenAi({ models: ['my-model'], apiKey: KEY }),
  ]);
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
});
afterAll(async () => {
  await Promise.all([env.close(), fake.close()]);
});

describe('/api/settings/llm', () => {
  it('answers 401 to a signed-out caller, whatever the body', async () => {
    for (const [method, url, body] of [
      ['GET', URL],
      ['PUT', URL, { baseUrl: 'ftp://x' }],
      ['DELETE', URL],
      ['POST', `${URL}/test`, {}],
    ] as const) {
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it.each([
    ['a non-http address', { baseUrl: 'ftp://example.com/v1', model: 'm' }, LLM_SETTINGS_MESSAGES.baseUrl],
    ['an address that is not a URL', { baseUrl: 'api.openai.com', model: 'm' }, LLM_SETTINGS_MESSAGES.baseUrl],
    ['no model', { baseUrl: 'https://api.openai.com/v1' }, LLM_SETTINGS_MESSAGES.model],
    ['a blank model', { baseUrl: 'https://api.openai.com/v1', model: '  ' }, LLM_SETTINGS_MESSAGES.model],
    [
      'a key too long',
      { baseUrl: 'https://api.openai.com/v1', model: 'm', apiKey: 'k'.repeat(501) },
      'The API key can be at most 500 characters.',
    ],
  ])('refuses %s with 400 and says why', async (_name, body, message) => {
    const res = await save(ada, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedRow(ada.id)).toBeUndefined();
  });

  it('starts empty, with the built-in writer named', async () => {
    const res = await call('GET', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(llmSettingsResponseSchema.parse(res.json())).toEqual({
      settings: null,
      writer: { kind: 'builtin', label: 'Built-in writer (no language model)' },
    });
  });

  it('saves the key sealed, and never answers it', async () => {
    const res = await save(ada, { baseUrl: `${fake.url}/`, model: ' my-model ', apiKey: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    const body = llmSettingsResponseSchema.parse(res.json());
    expect(body.settings).toMatchObject({ baseUrl: fake.url, model: 'my-model', hasApiKey: true });
    expect(body.writer).toEqual({
      kind: 'user',
      model: 'my-model',
      label: 'Your model (my-model)',
      host: new globalThis.URL(fake.url).host,
    });

    const got = await call('GET', URL, ada);
    expect(got.body).not.toContain(KEY);
    expect(got.json().settings).toEqual(body.settings);

    const row = await storedRow(ada.id);
    expect(row?.api_key_enc).toMatch(/^v1\./);
    expect(row?.api_key_enc).not.toContain(KEY);
    expect(row?.api_key_enc).not.toContain(Buffer.from(KEY).toString('base64').slice(0, 12));
    // Sealed for Ada's row: it opens with her context only.
    const cipher = env.ctx.cipher;
    expect(cipher.decrypt(row!.api_key_enc!, `${ada.id}:llm:api-key`)).toBe(KEY);
    expect(() => cipher.decrypt(row!.api_key_enc!, `${bob.id}:llm:api-key`)).toThrow();
  });

  it("is each user's own: another user sees nothing", async () => {
    expect((await call('GET', URL, bob)).json().settings).toBeNull();
  });

  it("writes the user's scripts with their model, and only theirs", async () => {
    fake.reset();
    const mine = await call('POST', '/api/ai/generate-script', ada, script);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ engine: 'llm', writer: { kind: 'user', model: 'my-model' } });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.calls[0]?.body.model).toBe('my-model');

    const theirs = await call('POST', '/api/ai/generate-script', bob, script);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ engine: 'builtin', writer: { kind: 'builtin' } });
    expect(fake.calls).toHaveLength(1);
  });

  it("writes complete-video's script with the user's model when none is given", async () => {
    fake.reset([
      completion(
        JSON.stringify({
          title: 'Tomatoes up high',
          description: 'Grow tomatoes on a balcony.',
          hooks: ['One', 'Two', 'Three'],
          hashtags: ['#tomatoes'],
          scenes: [
            {
              text: 'Cherry tomatoes love a sunny balcony rail.',
              visualQuery: 'balcony tomato plant',
              keywords: ['sun'],
            },
          ],
        }),
      ),
    ]);
    const res = await call('POST', '/api/deepagent/complete-video', ada, {
      topic: 'Balcony tomatoes',
      platform: 'tiktok',
      duration: 15,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().script).toBe('Cherry tomatoes love a sunny balcony rail.');
    expect(fake.calls).toHaveLength(1);

    const theirs = await call('POST', '/api/deepagent/complete-video', bob, {
      topic: 'Balcony tomatoes',
      platform: 'tiktok',
      duration: 15,
    });
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json().script).not.toContain('Cherry tomatoes love a sunny balcony rail.');
    expect(fake.calls).toHaveLength(1);
    fake.reset();
  });

  it("capabilities and health name the caller's writer", async () => {
    const mine = (await call('GET', '/api/deepagent/capabilities', ada)).json();
    expect(mine.llm).toMatchObject({
      provider: 'user',
      model: 'my-model',
      configured: true,
      writer: { kind: 'user', label: 'Your model (my-model)' },
    });
    const theirs = (await call('GET', '/api/deepagent/capabilities', bob)).json();
    expect(theirs.llm).toMatchObject({
      provider: 'builtin',
      model: null,
      configured: false,
      writer: { kind: 'builtin' },
    });
    // Signed out: whether a model writes, not whose (issue 27 item 7).
    expect((await call('GET', '/api/deepagent/capabilities')).json().llm).toEqual({ configured: false });
    expect((await call('GET', '/api/deepagent/health', ada)).json().llm.writer.kind).toBe('user');
  });

  it('keeps the key when it is left out for the same address, and drops it for a new one or when emptied', async () => {
    const before = (await storedRow(ada.id))?.api_key_enc;
    const kept = await save(ada, { baseUrl: fake.url, model: 'my-model' });
    expect(kept.json().settings.hasApiKey).toBe(true);
    expect((await storedRow(ada.id))?.api_key_enc).toBe(before);

    const moved = await save(ada, { baseUrl: 'https://llm.example.com/v1', model: 'my-model' });
    expect(moved.json().settings).toMatchObject({ baseUrl: 'https://llm.example.com/v1', hasApiKey: false });

    await save(ada, { baseUrl: fake.url, model: 'my-model', apiKey: KEY });
    const cleared = await save(ada, { baseUrl: fake.url, model: 'my-model', apiKey: '' });
    expect(cleared.json().settings.hasApiKey).toBe(false);
    expect((await storedRow(ada.id))?.api_key_enc).toBeNull();
    await save(ada, { baseUrl: fake.url, model: 'my-model', apiKey: KEY });
  });
});

describe('POST /api/settings/llm/test', () => {
  const result = async (user: User, body?: object) => {
    const res = await test(user, body);
    expect(res.statusCode).toBe(200);
    return llmTestResultSchema.parse(res.json());
  };

  it('tries the saved settings and lists the models', async () => {
    const r = await result(ada);
    expect(r).toEqual({
      ok: true,
      message: `Connected to ${new globalThis.URL(fake.url).host}: the model "my-model" is available.`,
      models: ['my-model'],
    });
  });

  it("reuses the saved key for the form's values at the same address", async () => {
    expect((await result(ada, { baseUrl: fake.url, model: 'my-model' })).ok).toBe(true);
  });

  it("reports a refused key with the provider's message", async () => {
    const r = await result(ada, { baseUrl: fake.url, model: 'my-model', apiKey: 'sk-wrong' });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('did not accept the API key');
    expect(r.message).toContain('Incorrect API key provided');
  });

  it('reports a model the endpoint does not know, after listing what it has', async () => {
    const r = await result(ada, { baseUrl: fake.url, model: 'gpt-nope' });
    expect(r).toMatchObject({ ok: false, models: ['my-model'] });
    expect(r.message).toContain('does not know the model "gpt-nope"');
  });

  it('says in words when nothing answers at the address', async () => {
    const port = await closedPort();
    const r = await result(bob, { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm' });
    expect(r.ok).toBe(false);
    expect(r.message).toBe(`Could not reach the language model at 127.0.0.1:${port} (ECONNREFUSED).`);
  });

  it('gives up on a server that never answers, within the time limit', async () => {
    const hanging = await startFakeOpenAi({ replies: [{ hang: true }], models: [] });
    try {
      const r = await result(bob, { baseUrl: hanging.url, model: 'slow-model' });
      expect(r).toEqual({ ok: false, message: 'The language model did not answer within 1 s.' });
    } finally {
      await hanging.close();
    }
  });

  it('reports a redirect instead of following it (only the typed address was checked)', async () => {
    const target = await startFakeOpenAi({ models: ['m'] });
    const redirecting = http.createServer((req, res) => {
      res.writeHead(307, { location: `${target.url}${req.url?.replace(/^\/v1/, '') ?? ''}` });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      const r = await result(bob, { baseUrl: `http://${host}/v1`, model: 'm' });
      expect(r).toEqual({
        ok: false,
        message: `The language model service at ${host} answered with a redirect (307); enter the address it redirects to instead.`,
      });
      await save(bob, { baseUrl: `http://${host}/v1`, model: 'm' });
      const res = await call('POST', '/api/ai/generate-script', bob, script);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('answered with a redirect (307)');
      expect(target.calls).toHaveLength(0);
    } finally {
      await call('DELETE', URL, bob);
      await Promise.all([target.close(), new Promise<void>((resolve) => redirecting.close(() => resolve()))]);
    }
  });

  it('refuses with 400 when there is nothing to test', async () => {
    for (const body of [undefined, {}, { baseUrl: fake.url }]) {
      const res = await test(bob, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LLM_SETTINGS_MESSAGES.nothingToTest);
    }
    const bad = await test(bob, { baseUrl: 'file:///etc/passwd', model: 'm' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LLM_SETTINGS_MESSAGES.baseUrl);
  });
});

describe('a saved key that no longer opens (the encryption key changed)', () => {
  it('says so in words: 409 for a script, ok false for a test; the model is still named', async () => {
    const other = await signedInUser(env.app);
    // Sealed for another user's row: it cannot open for this one, as after a key change.
    const foreign = env.ctx.cipher.encrypt(KEY, `${bob.id}:llm:api-key`);
    await env.ctx.db.$client.query(
      'insert into user_llm_settings (user_id, base_url, model, api_key_enc) values ($1, $2, $3, $4)',
      [other.id, fake.url, 'my-model', foreign],
    );
    const res = await call('POST', '/api/ai/generate-script', other, script);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(KEY_UNREADABLE);
    expect((await call('POST', `${URL}/test`, other)).json()).toEqual({ ok: false, message: KEY_UNREADABLE });
    expect((await call('GET', URL, other)).json()).toMatchObject({
      settings: { hasApiKey: true },
      writer: { kind: 'user' },
    });
  });
});

describe('DELETE /api/settings/llm', () => {
  it('removes the model: the built-in writer writes again', async () => {
    const res = await call('DELETE', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settings: null, writer: { kind: 'builtin' } });
    expect(await storedRow(ada.id)).toBeUndefined();
    fake.reset();
    const next = await call('POST', '/api/ai/generate-script', ada, script);
    expect(next.json().writer).toEqual({ kind: 'builtin' });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('a private address, on a server that does not allow them (the default)', () => {
  let strict: TestEnv;
  let user: User;
  beforeAll(async () => {
    strict = await startTestServer();
    user = await signedInUser(strict.app);
  });
  afterAll(() => strict.close());

  it.each([
    'http://127.0.0.1:11434/v1',
    'http://169.254.169.254/latest',
    'http://[::ffff:10.0.0.1]/v1',
    'http://localhost:1234/v1',
  ])('refuses %s with 400 for saving and testing, and never connects', async (baseUrl) => {
    const host = new globalThis.URL(baseUrl).host;
    for (const url of ['/api/settings/llm', '/api/settings/llm/test']) {
      const res = await strict.app.inject({
        method: url.endsWith('test') ? 'POST' : 'PUT',
        url,
        headers: { cookie: user.cookie },
        payload: { baseUrl, model: 'm' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(privateAddress(host));
    }
    expect(
      (await strict.app.inject({ url: '/api/settings/llm', headers: { cookie: user.cookie } })).json().settings,
    ).toBeNull();
  });

  it('refuses a saved private address at the next script, when the rule changed since', async () => {
    await strict.ctx.db.$client.query(
      "insert into user_llm_settings (user_id, base_url, model) values ($1, 'http://127.0.0.1:9/v1', 'm')",
      [user.id],
    );
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/ai/generate-script',
      headers: { cookie: user.cookie },
      payload: script,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(privateAddress('127.0.0.1:9'));
  });
});
