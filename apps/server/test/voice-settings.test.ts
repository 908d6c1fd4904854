import { MSG, VOICE_SETTINGS_MESSAGES, voiceSettingsResponseSchema } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ttsSettings } from '../src/adapters/tts/settings.ts';
import { ttsFor } from '../src/modules/voice-settings/user-voice.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';

// Settings -> Voice (issue 9, item 4). The server has an OpenAI-compatible speech server configured
// (never reached here: nothing is narrated) and no ElevenLabs key.

const URL = '/api/settings/voice';
let env: TestEnv;
let ada: User;
let bob: User;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, user?: User, payload?: object) =>
  env.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
const storedRow = async (userId: string) =>
  (await env.ctx.db.$client.query('select voice_id, engine from user_voice_settings where user_id = $1', [userId]))
    .rows[0];
const renderOptionsOf = async (videoId: string) =>
  (
    await env.ctx.db.$client.query<{ render_options: { voiceId: string } }>(
      'select render_options from videos where id = $1',
      [videoId],
    )
  ).rows[0]!.render_options;
const completeVideo = async (user: User, extra: object = {}) => {
  const res = await call('POST', '/api/deepagent/complete-video', user, {
    topic: 'Balcony tomatoes',
    platform: 'tiktok',
    duration: 15,
    script: 'Water them in the morning.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ videoId: string }>().videoId;
};

beforeAll(async () => {
  env = await startTestServer({ env: { TTS_BASE_URL: 'http://127.0.0.1:9/v1' } });
  [ada, bob] = await Promise.all([signedInUser(env.app), signedInUser(env.app)]);
});
afterAll(() => env.close());

describe('/api/settings/voice', () => {
  it('answers 401 to a signed-out caller, whatever the body', async () => {
    for (const [method, body] of [['GET'], ['PUT', { engine: 'nope' }], ['DELETE']] as const) {
      const res = await call(method, URL, undefined, body);
      expect(res.statusCode, method).toBe(401);
      expect(res.json().message).toBe(MSG.unauthorized);
    }
  });

  it('starts empty and names the engines this server offers', async () => {
    const res = await call('GET', URL, ada);
    expect(res.statusCode).toBe(200);
    expect(voiceSettingsResponseSchema.parse(res.json())).toEqual({
      settings: null,
      engines: ['espeak', 'openai'],
      serverEngine: 'openai',
      activeEngine: 'openai',
    });
  });

  it('saves and reads back the choice', async () => {
    const saved = await call('PUT', URL, ada, { voiceId: 'voice4', engine: 'espeak' });
    expect(saved.statusCode).toBe(200);
    const body = voiceSettingsResponseSchema.parse(saved.json());
    expect(body).toMatchObject({ settings: { voiceId: 'voice4', engine: 'espeak' }, activeEngine: 'espeak' });
    expect((await call('GET', URL, ada)).json()).toEqual(body);
    expect(await storedRow(ada.id)).toEqual({ voice_id: 'voice4', engine: 'espeak' });
  });

  it.each([
    [
      'an engine the server does not offer',
      { voiceId: 'voice2', engine: 'elevenlabs' },
      VOICE_SETTINGS_MESSAGES.engineUnavailable('elevenlabs', ['espeak', 'openai']),
    ],
    ['an unknown engine', { voiceId: 'voice2', engine: 'festival' }, VOICE_SETTINGS_MESSAGES.engine],
    ['an unknown voice', { voiceId: 'voice9', engine: 'espeak' }, VOICE_SETTINGS_MESSAGES.voiceId],
  ])('refuses %s with 400 and says why, keeping what was saved', async (_name, body, message) => {
    const res = await call('PUT', URL, ada, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedRow(ada.id)).toEqual({ voice_id: 'voice4', engine: 'espeak' });
  });

  it("leaves a second user's settings alone", async () => {
    expect((await call('GET', URL, bob)).json().settings).toBeNull();
    await call('PUT', URL, bob, { voiceId: 'voice6', engine: 'openai' });
    expect((await call('DELETE', URL, bob)).json()).toMatchObject({ settings: null, activeEngine: 'openai' });
    expect(await storedRow(bob.id)).toBeUndefined();
    expect((await call('GET', URL, ada)).json().settings).toMatchObject({ voiceId: 'voice4', engine: 'espeak' });
  });

  it("narrates with the user's engine while the server has it, else the server's", async () => {
    expect((await ttsFor(env.ctx, ada.id)).engine).toBe('espeak');
    expect((await ttsFor(env.ctx, bob.id)).engine).toBe('openai');
    await call('PUT', URL, bob, { voiceId: 'voice6', engine: 'openai' });
    expect((await ttsFor(env.ctx, bob.id)).engine).toBe('openai');
    // The operator removed the speech server since Bob chose it: eSpeak narrates, his choice stays.
    const offline = { ...env.ctx, tts: ttsSettings({}) };
    expect(await ttsFor(offline, bob.id)).toEqual(offline.tts);
    expect(await storedRow(bob.id)).toEqual({ voice_id: 'voice6', engine: 'openai' });
    await call('DELETE', URL, bob);
  });
});

describe('render voice', () => {
  it("a render that names no voice and has no avatar uses the user's default voice", async () => {
    expect((await renderOptionsOf(await completeVideo(ada))).voiceId).toBe('voice4');
    // A voice the form sends still wins; a user without settings gets the first preset.
    expect((await renderOptionsOf(await completeVideo(ada, { voiceId: 'voice3' }))).voiceId).toBe('voice3');
    expect((await renderOptionsOf(await completeVideo(bob))).voiceId).toBe('voice1');
  });

  it("rendering a saved draft uses the user's default voice", async () => {
    const draft = await call('POST', '/api/videos', ada, {
      title: 'Draft',
      script: 'My own words.',
      platforms: ['tiktok'],
    });
    const id = draft.json<{ id: string }>().id;
    const res = await call('POST', `/api/videos/${id}/render`, ada);
    expect(res.statusCode, res.body).toBe(202);
    expect((await renderOptionsOf(id)).voiceId).toBe('voice4');
  });
});
