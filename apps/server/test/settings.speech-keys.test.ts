import { MSG, PROVIDER_KEYS_MESSAGES, speechSettingsResponseSchema } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeElevenLabsServer, type FakeElevenLabsServer } from '../../../packages/video-engine/test/fakes/elevenlabs-server.ts';
import { startFakeOpenAiSpeechServer, type FakeOpenAiSpeechServer } from '../../../packages/video-engine/test/fakes/openai-speech-server.ts';
import { SPEECH_KEY_UNREADABLE, speechPrivateAddress } from '../src/modules/speech-settings/user-speech.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Settings -> Speech (issue 24 item 5): a creator's own speech server or ElevenLabs key narrates
// their voice samples (and renders, through the same ttsFor), never another user's.
const URL = '/api/settings/speech';
const ADA_KEY = 'sk-ada-speech-0123456789-LMNO';
const ADA_XI = 'xi-ada-0123456789-RSTU';
let speech: FakeOpenAiSpeechServer;
let eleven: FakeElevenLabsServer;
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
  (await env.ctx.db.$client.query<Record<string, string | null>>('select * from user_speech_settings where user_id = $1', [userId])).rows[0];
const mine = () => ({ provider: 'openai', baseUrl: speech.baseUrl, apiKey: ADA_KEY, model: 'kokoro', voices: { voice1: 'af_bella', voice3: 'am_adam' } });

/** A new avatar's Test Voice sample, fetched; the number of speech requests it made. */
async function sampleRequests(user: User, name: string): Promise<number> {
  const created = await call('POST', '/api/avatars', user, { name, style: 'realistic', gender: 'male', voiceId: 'voice3' });
  expect(created.statusCode).toBe(201);
  const before = speech.requests.length;
  const sample = await call('GET', created.json().voiceSampleUrl as string, user);
  expect(sample.statusCode).toBe(200);
  expect(sample.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  return speech.requests.length - before;
}

beforeAll(async () => {
  [speech, eleven] = await Promise.all([startFakeOpenAiSpeechServer({ requireKey: ADA_KEY }), startFakeElevenLabsServer({ apiKey: ADA_XI })]);
  // The server has no cloud voice of its own; the fakes listen on 127.0.0.1, so private addresses are allowed.
  env = await startTestServer({ workers: true, env: { USER_LLM_PRIVATE_HOSTS: 'true', ELEVENLABS_BASE_URL: eleven.baseUrl } });
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
}, 120_000);
afterAll(async () => {
  await env?.close();
  await Promise.all([speech?.close(), eleven?.close()]);
});

describe('/api/settings/speech', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const [method, url] of [['GET', URL], ['PUT', URL], ['DELETE', URL], ['POST', `${URL}/test`]] as const) {
      const res = await call(method, url, undefined, method === 'PUT' ? mine() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it('starts with the built-in voice and no cloud voice on the server', async () => {
    const res = await call('GET', URL, ada);
    expect(speechSettingsResponseSchema.parse(res.json())).toEqual({
      settings: null,
      server: { openai: false, elevenlabs: false },
      active: 'built-in',
    });
  });

  it('saves a speech server with its key sealed, answering only the last 4; another user sees none', async () => {
    const res = await call('PUT', URL, ada, mine());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ADA_KEY);
    expect(res.json()).toMatchObject({
      settings: { provider: 'openai', baseUrl: speech.baseUrl, model: 'kokoro', voices: { voice1: 'af_bella', voice3: 'am_adam' }, apiKey: { set: true, last4: 'LMNO' } },
      active: 'yours',
    });
    const row = await storedRow(ada.id);
    expect(row!.api_key_enc).toBeTruthy();
    expect(row!.api_key_enc).not.toContain(ADA_KEY);
    expect((await call('GET', URL, ada)).body).not.toContain(ADA_KEY);
    expect((await call('GET', URL, bob)).json()).toMatchObject({ settings: null, active: 'built-in' });
  });

  it('refuses a private address unless the operator allows it', async () => {
    const config = env.ctx.config as { USER_LLM_PRIVATE_HOSTS: boolean };
    config.USER_LLM_PRIVATE_HOSTS = false;
    try {
      const res = await call('PUT', URL, bob, { ...mine(), apiKey: 'whatever' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'speech_private_address', message: speechPrivateAddress(new globalThis.URL(speech.baseUrl).host) });
      const test = await call('POST', `${URL}/test`, bob, { ...mine(), apiKey: 'whatever' });
      expect(test.statusCode).toBe(400);
    } finally {
      config.USER_LLM_PRIVATE_HOSTS = true;
    }
    expect(await storedRow(bob.id)).toBeUndefined();
  });

  it('lets an API token read the settings, never write, test or remove them', async () => {
    const created = await call('POST', '/api/tokens', ada, { name: 'Zapier', scope: 'write' });
    const bearer = created.json().token as string;
    expect((await call('GET', URL, { bearer })).json().settings.apiKey.set).toBe(true);
    for (const [method, url, body] of [['PUT', URL, mine()], ['DELETE', URL, undefined], ['POST', `${URL}/test`, {}]] as const) {
      expect((await call(method, url, { bearer }, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('tests the saved settings and typed ones in the speech server’s words', async () => {
    const before = speech.requests.length;
    const saved = (await call('POST', `${URL}/test`, ada, {})).json();
    expect(saved.ok).toBe(true);
    expect(saved.message).toMatch(/spoke the test sentence/);
    const sent = speech.requests.slice(before);
    expect(sent.map((r) => r.headers.authorization)).toEqual([`Bearer ${ADA_KEY}`]);
    expect(sent[0]!.body).toMatchObject({ model: 'kokoro', voice: 'af_bella' });

    const wrong = (await call('POST', `${URL}/test`, ada, { ...mine(), apiKey: 'sk-typo' })).json();
    expect(wrong.ok).toBe(false);
    expect(wrong.message).toContain('answered 401: Incorrect API key provided');
    // The key left out: the saved one is tried, as it was saved for this address.
    const kept = (await call('POST', `${URL}/test`, ada, { ...mine(), apiKey: undefined })).json();
    expect(kept.ok).toBe(true);

    const nothing = await call('POST', `${URL}/test`, bob);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ code: 'nothing_to_test', message: PROVIDER_KEYS_MESSAGES.nothingToTestSpeech });
  });

  it('narrates the owner’s voice samples with their speech server and key; another user’s are not', async () => {
    expect(await sampleRequests(ada, 'Ada')).toBeGreaterThan(0);
    expect(speech.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ADA_KEY}`);
    expect(speech.requests.at(-1)!.body.voice).toBe('am_adam');
    expect(await sampleRequests(bob, 'Bob')).toBe(0);

    const adaVoice = (await call('GET', '/api/settings/voice', ada)).json();
    expect(adaVoice).toMatchObject({ activeEngine: 'openai', serverEngine: 'espeak', engines: ['espeak', 'openai'] });
    expect((await call('GET', '/api/settings/voice', bob)).json()).toMatchObject({ activeEngine: 'espeak', engines: ['espeak'] });
  }, 120_000);

  it('narrates the owner’s render with their speech server and key', async () => {
    const before = speech.requests.length;
    const res = await call('POST', '/api/deepagent/complete-video', ada, {
      topic: 'tea',
      platform: 'tiktok',
      duration: 10,
      script: 'Green tea is calm energy in a cup.',
      title: 'Tea',
      visualSource: 'motion',
    });
    expect(res.statusCode).toBe(202);
    const video = await untilRendered(env.app, res.json().videoId as string, { cookie: ada.cookie });
    expect(video.status).toBe('ready');
    const sent = speech.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((r) => r.headers.authorization))).toEqual(new Set([`Bearer ${ADA_KEY}`]));
    expect(sent.map((r) => r.body.input).join(' ')).toContain('Green tea');
  }, 300_000);

  it('answers a saved key that no longer opens in words, and narrates with the server’s voice meanwhile', async () => {
    const row = await storedRow(ada.id);
    // Sealed for another row: it does not open for this one.
    const foreign = env.ctx.cipher.encrypt(ADA_KEY, `${bob.id}:speech:api-key`);
    await env.ctx.db.$client.query('update user_speech_settings set api_key_enc = $2 where user_id = $1', [ada.id, foreign]);
    try {
      expect((await call('POST', `${URL}/test`, ada)).json()).toEqual({ ok: false, message: SPEECH_KEY_UNREADABLE });
      expect((await call('GET', '/api/settings/voice', ada)).json().activeEngine).toBe('espeak');
      // The settings page says the same: the saved settings are shown, the built-in voice is who narrates.
      expect((await call('GET', URL, ada)).json()).toMatchObject({ settings: { apiKey: { set: true } }, active: 'built-in' });
    } finally {
      await env.ctx.db.$client.query('update user_speech_settings set api_key_enc = $2 where user_id = $1', [ada.id, row!.api_key_enc]);
    }
  });

  it('takes an ElevenLabs key (required), tests it against ElevenLabs', async () => {
    const none = await call('PUT', URL, ada, { provider: 'elevenlabs' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROVIDER_KEYS_MESSAGES.elevenLabsKey);

    const saved = await call('PUT', URL, ada, { provider: 'elevenlabs', apiKey: ADA_XI });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ provider: 'elevenlabs', baseUrl: null, apiKey: { set: true, last4: 'RSTU' } });
    const before = eleven.requests.length;
    const ok = (await call('POST', `${URL}/test`, ada)).json();
    expect(ok.ok).toBe(true);
    expect(eleven.requests.slice(before).map((r) => r.headers['xi-api-key'])).toEqual([ADA_XI]);
    const wrong = (await call('POST', `${URL}/test`, ada, { provider: 'elevenlabs', apiKey: 'xi-typo' })).json();
    expect(wrong).toEqual({ ok: false, message: expect.stringContaining('ElevenLabs at') });
    expect(wrong.message).toContain('answered 401: Invalid API key');
  });

  it('removes the settings with DELETE', async () => {
    const res = await call('DELETE', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settings: null, active: 'built-in' });
    expect(await storedRow(ada.id)).toBeUndefined();
  });
});
