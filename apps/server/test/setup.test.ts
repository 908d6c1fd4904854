import { SETUP_LINKS, setupStatusSchema, type SetupStatus } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupService, type CreatorKeysReader } from '../src/modules/setup/index.ts';
import { closedPort } from './fakes/closed-port.ts';
import { startFakeOllama } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

// The dashboard's Studio setup card (issue 24 item 6): GET /api/setup and POST /api/setup/dismiss.
// The first server has research on, a speech server (Kokoro-style, never reached: nothing is
// narrated), no stock keys and no Ollama answering; the second a local Ollama and a Pexels key.

let env: TestEnv;
let ollamaHost: string;
let speechHost: string;
let ada: User;
let bob: User;

beforeAll(async () => {
  const [ollama, speech] = [await closedPort(), await closedPort()];
  ollamaHost = new URL(ollama).host;
  speechHost = new URL(speech).host;
  env = await startTestServer({
    env: {
      OLLAMA_URL: ollama,
      TTS_BASE_URL: `${speech}/v1`,
      TTS_MODEL: 'kokoro',
      // Research is on when the address is set; no script is written here, so it is never asked.
      WIKIPEDIA_URL: `${ollama}/{lang}/w/api.php`,
      USER_LLM_PRIVATE_HOSTS: 'true',
    },
  });
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
});
afterAll(() => env.close());

async function card(user: User, query = ''): Promise<SetupStatus> {
  const res = await env.app.inject({ url: `/api/setup${query}`, ...as(user) });
  expect(res.statusCode).toBe(200);
  return setupStatusSchema.parse(res.json());
}

describe('/api/setup', () => {
  it('answers 401 to a signed-out caller and 400 in words to a bad refresh', async () => {
    expect((await env.app.inject({ url: '/api/setup' })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'POST', url: '/api/setup/dismiss' })).statusCode).toBe(401);
    const bad = await env.app.inject({ url: '/api/setup?refresh=maybe', ...as(ada) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('refresh must be true or false');
  });

  it('tells a new creator what the defaults do and how to turn on the better ones', async () => {
    const c = await card(bob, '?refresh=true');
    expect(c.dismissed).toBe(false);
    expect(c.writer).toMatchObject({
      kind: 'research',
      upgraded: false,
      source: 'builtin',
      research: true,
      current: 'Built-in writer, researching Wikipedia',
      ollama: { host: ollamaHost, detected: false },
    });
    expect(c.writer.hint).toContain(`No Ollama with a chat model answered at ${ollamaHost}`);
    expect(c.writer.links).toEqual([{ label: 'Get Ollama', href: SETUP_LINKS.ollama }]);
    // The server's speech server narrates by default: a neural voice, named by host and model.
    expect(c.speech).toMatchObject({ kind: 'neural', engine: 'openai', source: 'server', provider: speechHost, model: 'kokoro' });
    expect(c.visuals).toMatchObject({ kind: 'graphics', upgraded: false, providers: [], current: 'Designed motion graphics' });
    expect(c.visuals.links).toContainEqual({ label: 'Free Pexels key', href: 'https://www.pexels.com/api/' });
  });

  it("reflects each creator's own settings: Ada's model and basic voice are not Bob's", async () => {
    const saved = await env.app.inject({
      method: 'PUT',
      url: '/api/settings/llm',
      payload: { baseUrl: `http://${ollamaHost}/v1`, model: 'ada-model' },
      ...as(ada),
    });
    expect(saved.statusCode).toBe(200);
    const voice = await env.app.inject({ method: 'PUT', url: '/api/settings/voice', payload: { voiceId: 'voice2', engine: 'espeak' }, ...as(ada) });
    expect(voice.statusCode).toBe(200);

    const mine = await card(ada);
    expect(mine.writer).toMatchObject({ kind: 'model', upgraded: true, source: 'yours', model: 'ada-model', current: 'Your model (ada-model)' });
    expect(mine.writer.hint).toMatch(/^Your own model at .* writes your scripts, from facts it looks up on Wikipedia\./);
    expect(mine.speech).toMatchObject({ kind: 'basic', engine: 'espeak', upgraded: false, current: 'Basic, offline voice (built-in eSpeak NG)' });
    expect(mine.speech.hint).toBe('This server also has OpenAI-compatible voices: choose one in Settings → Voice.');

    const theirs = await card(bob);
    expect(theirs.writer).toMatchObject({ kind: 'research', source: 'builtin' });
    expect(theirs.speech).toMatchObject({ kind: 'neural', source: 'server' });
  });

  it('remembers a dismissal for that creator only, across requests and server restarts', async () => {
    const dismissed = await env.app.inject({ method: 'POST', url: '/api/setup/dismiss', ...as(ada) });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true });
    // Twice is fine.
    expect((await env.app.inject({ method: 'POST', url: '/api/setup/dismiss', ...as(ada) })).statusCode).toBe(200);
    expect((await card(ada)).dismissed).toBe(true);
    expect((await card(bob)).dismissed).toBe(false);
    // Stored, not remembered by this process: a second server on the same database agrees.
    const again = await startTestServer({ databaseUrl: env.databaseUrl });
    try {
      const res = await again.app.inject({ url: '/api/setup', ...as(ada) });
      expect(res.json()).toMatchObject({ dismissed: true });
      expect((await again.app.inject({ url: '/api/setup', ...as(bob) })).json()).toMatchObject({ dismissed: false });
    } finally {
      await again.close();
    }
  });

  it("names a creator's own keys, read through the keys seam for that creator only", async () => {
    const keys: CreatorKeysReader = async (_ctx, userId) =>
      userId === ada.id ? { stock: ['pexels'], speech: { kind: 'elevenlabs' } } : { stock: [], speech: null };
    const setup = setupService(env.ctx, keys);
    const mine = await setup.status({ id: ada.id });
    expect(mine.visuals).toMatchObject({ kind: 'stock', upgraded: true, source: 'yours', providers: ['pexels'], current: 'Stock footage from Pexels' });
    expect(mine.speech).toMatchObject({ kind: 'neural', engine: 'elevenlabs', source: 'yours', provider: 'ElevenLabs' });
    const theirs = await setup.status({ id: bob.id });
    expect(theirs.visuals).toMatchObject({ kind: 'graphics', source: 'builtin' });
    expect(theirs.speech).toMatchObject({ source: 'server', provider: speechHost });
  });
});

describe('/api/setup on a server with Ollama and a Pexels key', () => {
  it('says Ollama was found and stock footage is on, from the server', async () => {
    const ollama = await startFakeOllama();
    const other = await startTestServer({ env: { OLLAMA_URL: ollama.url, PEXELS_API_KEY: 'server-pexels-key' } });
    try {
      const u = await signedInUser(other.app);
      const c = setupStatusSchema.parse((await other.app.inject({ url: '/api/setup?refresh=true', ...as(u) })).json());
      expect(c.writer).toMatchObject({
        kind: 'model',
        source: 'server',
        model: 'llama3.2:latest',
        research: false,
        ollama: { host: new URL(ollama.url).host, detected: true },
      });
      expect(c.writer.hint).toMatch(/^A local Ollama at .* writes your scripts\./);
      expect(c.speech).toMatchObject({ kind: 'basic', engine: 'espeak', source: 'builtin' });
      expect(c.speech.hint).toContain('Kokoro-FastAPI or LocalAI');
      expect(c.speech.hint).toContain('ElevenLabs');
      expect(c.visuals).toMatchObject({ kind: 'stock', source: 'server', providers: ['pexels'] });
    } finally {
      await Promise.all([other.close(), ollama.close()]);
    }
  });
});
