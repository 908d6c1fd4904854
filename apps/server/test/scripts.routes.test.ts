import { MSG, SCRIPT_DURATIONS, scriptResponseSchema } from '@reelforge/contracts';
import { wordBudget } from '@reelforge/script-writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { scriptsService } from '../src/modules/scripts/scripts.service.ts';
import { completion, goodScript, startFakeLlm, startFakeOllama, startFakeOpenAi } from './fakes/llm/index.ts';

const URL = '/api/ai/generate-script';
const valid = {
  topic: 'How to start a vegetable garden on a balcony',
  duration: '15-30 seconds',
  platform: 'tiktok',
  tone: 'casual-friendly',
  additionalInstructions: '',
};

const post = (env: TestEnv, payload: unknown, cookie?: string) =>
  env.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('POST /api/ai/generate-script with the built-in writer', () => {
  let env: TestEnv;
  let cookie: string;
  beforeAll(async () => {
    env = await startTestServer();
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(() => env.close());

  it('answers 401 to a signed-out caller, whatever the body', async () => {
    for (const body of [valid, {}]) {
      const res = await post(env, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it.each([
    ['an empty body', {}],
    ['no topic', { ...valid, topic: undefined }],
    ['a blank topic', { ...valid, topic: '   ' }],
    ['no duration', { ...valid, duration: undefined }],
    ['an empty duration', { ...valid, duration: '' }],
    ['no platform', { ...valid, platform: undefined }],
    ['no tone', { ...valid, tone: null }],
  ])('answers 400 with the spec message for %s', async (_name, body) => {
    const res = await post(env, body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.missingFields);
  });

  it('names the choices for an unknown option and refuses out-of-range lengths', async () => {
    const tone = await post(env, { ...valid, tone: 'sarcastic' }, cookie);
    expect(tone.statusCode).toBe(400);
    expect(tone.json().message).toContain('Choose one of: engaging-educational, motivational');
    const long = await post(env, { ...valid, duration: '3+ minutes', durationMinutes: 500 }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A long video can be at most 90 minutes.');
    const lang = await post(env, { ...valid, language: 'english please' }, cookie);
    expect(lang.statusCode).toBe(400);
  });

  it('writes a script sized to each duration', async () => {
    const expected = { '15-30 seconds': 30, '30-60 seconds': 60, '1-3 minutes': 180, '3+ minutes': 300 };
    for (const duration of SCRIPT_DURATIONS) {
      const res = await post(env, { ...valid, duration }, cookie);
      expect(res.statusCode).toBe(200);
      const body = scriptResponseSchema.parse(res.json());
      expect(body.engine).toBe('builtin');
      expect(body.writer).toEqual({ kind: 'builtin' });
      expect(body.notice).toMatch(/language model/);
      expect(body.script).toBe(body.scenes.map((sc) => sc.text).join('\n\n'));
      expect(body.targetSeconds).toBe(expected[duration]);
      expect(body.language).toBe('en');
      expect(body.hooks).toHaveLength(3);
      expect(body.script.toLowerCase()).toContain('vegetable garden');
      const words = body.script.split(/\s+/).length;
      // The built-in voice's pace (eSpeak), within the 10% issue 24 asks of every writer.
      expect(Math.abs(words - wordBudget(body.targetSeconds, 'en'))).toBeLessThanOrEqual(wordBudget(body.targetSeconds, 'en') * 0.1);
    }
    const tenMinutes = await post(env, { ...valid, duration: '3+ minutes', durationMinutes: 10 }, cookie);
    expect(tenMinutes.json().targetSeconds).toBe(600);
  });

  it('writes Spanish when asked', async () => {
    const res = await post(env, { ...valid, topic: 'Cómo dormir mejor', language: 'es' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('es');
    expect(res.json().script).toContain('dormir mejor');
  });

  it('limits each user to 30 scripts a minute', async () => {
    const other = (await signedInUser(env.app)).cookie;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(env, valid, other)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await post(env, valid, other);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.tooManyAttempts);
    // Someone else is not affected.
    expect((await post(env, valid, cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/ai/generate-script with a language model', () => {
  let env: TestEnv;
  let cookie: string;
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    fake = await startFakeLlm([completion(JSON.stringify(goodScript))]);
    env = await startTestServer({
      env: { LLM_BASE_URL: fake.url, LLM_API_KEY: 'sk-route', LLM_MODEL: 'route-model', LLM_TIMEOUT_MS: '1000' },
    });
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(async () => {
    await env.close();
    await fake.close();
  });

  it('returns what the model wrote', async () => {
    fake.reset([completion(JSON.stringify(goodScript))]);
    const res = await post(env, { ...valid, duration: '1-3 minutes', language: 'de' }, cookie);
    expect(res.statusCode).toBe(200);
    const scenes = goodScript.scenes.map(({ emoji, ...sc }) => (emoji ? { ...sc, emoji } : sc));
    expect(res.json()).toEqual({
      ...goodScript,
      scenes,
      script: scenes.map((sc) => sc.text).join('\n\n'),
      engine: 'llm',
      writer: { kind: 'openai-compatible', model: 'route-model' },
      targetSeconds: 180,
      language: 'de',
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body.model).toBe('route-model');
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer sk-route');
    expect(fake.calls[0]?.body.messages?.[1]?.content).toContain('about 450 words');
  });

  it('passes Regenerate on: the previous script and the variation reach the model', async () => {
    fake.reset([completion(JSON.stringify(goodScript))]);
    const res = await post(env, { ...valid, previousScript: 'The old script.', variation: 3 }, cookie);
    expect(res.statusCode).toBe(200);
    expect(fake.calls[0]?.body.seed).toBe(3);
    expect(fake.calls[0]?.body.messages?.at(-1)?.content).toContain('The old script.');
  });

  it('repairs one bad answer', async () => {
    fake.reset([completion('not json'), completion(JSON.stringify(goodScript))]);
    const res = await post(env, valid, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(goodScript.title);
    expect(fake.calls).toHaveLength(2);
  });

  it('answers 502 with a message when the model keeps answering nonsense', async () => {
    fake.reset([completion(JSON.stringify({ title: 'x' }))]);
    const res = await post(env, valid, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The language model returned an unusable answer twice/);
  });

  it('answers 504 with a message when the model does not answer in time', async () => {
    fake.reset([{ hang: true }]);
    const res = await post(env, valid, cookie);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ message: 'The language model did not answer within 1 s.', code: 'llm_timeout' });
  });
});

describe('POST /api/ai/generate-script with a local Ollama and nothing else set', () => {
  let env: TestEnv;
  let cookie: string;
  let ollama: Awaited<ReturnType<typeof startFakeOllama>>;
  beforeAll(async () => {
    ollama = await startFakeOllama();
    // A user's own endpoint in these tests is a fake on 127.0.0.1.
    env = await startTestServer({ env: { OLLAMA_URL: ollama.url, USER_LLM_PRIVATE_HOSTS: 'true' } });
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(async () => {
    await env.close();
    await ollama.close();
  });

  it('lets Ollama write, and says so', async () => {
    const res = await post(env, { ...valid, additionalInstructions: 'Mention our app FocusFlow.' }, cookie);
    expect(res.statusCode).toBe(200);
    const body = scriptResponseSchema.parse(res.json());
    expect(body.engine).toBe('llm');
    expect(body.writer).toEqual({ kind: 'ollama', model: 'llama3.2:latest' });
    expect(body.notice).toBeUndefined();
    expect(body.script).toContain('FocusFlow');
    expect(ollama.calls.at(-1)?.body.model).toBe('llama3.2:latest');
    expect(await scriptsService(env.ctx).activeWriter()).toMatchObject({ kind: 'ollama', label: 'Ollama (llama3.2:latest)' });
  });

  it("uses a user's own endpoint for that user's call only", async () => {
    const own = await startFakeOpenAi({ models: ['my-model'], apiKey: 'sk-mine' });
    try {
      const service = scriptsService(env.ctx);
      const input = { topic: 'Balcony tomatoes', duration: '15-30 seconds', platform: 'tiktok', tone: 'professional', language: 'en' } as const;
      const mine = await service.generate(input, { userLlm: { baseUrl: own.url, apiKey: 'sk-mine', model: 'my-model' } });
      expect(mine.writer).toEqual({ kind: 'user', model: 'my-model' });
      expect(own.calls).toHaveLength(1);
      const before = ollama.calls.length;
      const next = await service.generate(input);
      expect(next.writer.kind).toBe('ollama');
      expect(own.calls).toHaveLength(1);
      expect(ollama.calls.length).toBe(before + 1);
    } finally {
      await own.close();
    }
  });

  it('falls back to the built-in writer, saying why, when Ollama stops answering', async () => {
    const url = ollama.url;
    await ollama.close();
    const res = await post(env, valid, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().writer).toEqual({ kind: 'builtin' });
    expect(res.json().notice).toContain(`Ollama at ${new globalThis.URL(url).host} stopped answering`);
    ollama = await startFakeOllama(); // for afterAll
  });
});
