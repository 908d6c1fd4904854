import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '@reelforge/video-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiSpeechServer, type FakeOpenAiSpeechServer } from '../../../packages/video-engine/test/fakes/openai-speech-server.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// The server's voice settings, end to end: an OpenAI-compatible speech server (a local one
// that needs no key, like Kokoro-FastAPI) is chosen from config and speaks the voice samples.
let fake: FakeOpenAiSpeechServer;
let env: TestEnv;
beforeAll(async () => {
  fake = await startFakeOpenAiSpeechServer();
  env = await startTestServer({ env: { TTS_BASE_URL: fake.baseUrl, TTS_VOICES: 'voice1=af_bella,voice3=am_adam' } });
});
afterAll(async () => {
  await env.close();
  await fake.close();
});

/** Integrated loudness as ffmpeg's ebur128 filter measures it (its summary goes to stderr). */
function integratedLufs(wav: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rf-tts-')), 'sample.wav');
  fs.writeFileSync(file, wav);
  const run = spawnSync(resolveFfmpeg(), ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

describe('voices from config', () => {
  it('capabilities name the configured engine and count only real languages', async () => {
    const u = await signedInUser(env.app);
    const caps = (await env.app.inject({ url: '/api/deepagent/capabilities', headers: { cookie: u.cookie } })).json();
    expect(caps.tts.engine).toBe('openai');
    expect(caps.tts.engines).toEqual(['espeak', 'openai']);
    expect(caps.tts.languageCount).toBeGreaterThan(100);
    expect(caps.tts.languageCount).toBeLessThan(caps.tts.languages.length);
    const names = caps.tts.languages.map((l: { name: string }) => l.name.toLowerCase()).join(' ');
    for (const fictional of ['quenya', 'sindarin', 'klingon', 'xextan']) expect(names).not.toContain(fictional);
  });

  it('Test Voice is spoken by the configured server, in the mapped voice, at the video loudness', async () => {
    const u = await signedInUser(env.app);
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Mara', style: 'realistic', gender: 'male', voiceId: 'voice3' },
      headers: { cookie: u.cookie },
    });
    expect(created.statusCode).toBe(201);
    const before = fake.requests.length;
    const sample = await env.app.inject({ url: created.json().voiceSampleUrl, headers: { cookie: u.cookie } });
    expect(sample.statusCode).toBe(200);
    const calls = fake.requests.slice(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]!.body.voice).toBe('am_adam');
    expect(calls[0]!.body.input).toContain('Mara');
    expect(sample.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(integratedLufs(sample.rawPayload)).toBeCloseTo(-14, 0);
  });

  it("a user's preferred engine speaks their Test Voice and shows in their capabilities", async () => {
    const u = await signedInUser(env.app);
    const prefer = (engine: string) =>
      env.app.inject({ method: 'PUT', url: '/api/settings/voice', payload: { voiceId: 'voice2', engine }, ...as(u) });
    expect((await prefer('espeak')).statusCode).toBe(200);
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Ines', style: 'realistic', gender: 'female', voiceId: 'voice4' },
      ...as(u),
    });
    const url: string = created.json().voiceSampleUrl;

    const before = fake.requests.length;
    const offline = await env.app.inject({ url, ...as(u) });
    expect(offline.statusCode).toBe(200);
    expect(offline.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(fake.requests.length).toBe(before);
    const caps = (await env.app.inject({ url: '/api/deepagent/capabilities', ...as(u) })).json();
    expect(caps.tts.engine).toBe('espeak');

    // Back to the speech server: a sample of its own (the cache is per engine), spoken there.
    expect((await prefer('openai')).statusCode).toBe(200);
    const cloud = await env.app.inject({ url, ...as(u) });
    expect(cloud.statusCode).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(before);
    expect(fake.requests.at(-1)!.body.input).toContain('Ines');
    expect(cloud.rawPayload.equals(offline.rawPayload)).toBe(false);
  });
});
