import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ElevenLabsTtsEngine, OpenAiTtsEngine, createTtsEngine, type WordTiming } from '../src/index.ts';
import { readWav } from './helpers.ts';
import { startFakeOpenAiSpeechServer, type FakeOpenAiSpeechServer } from './fakes/openai-speech-server.ts';
import { startFakeElevenLabsServer, type FakeElevenLabsServer } from './fakes/elevenlabs-server.ts';

const workDir = mkdtempSync(join(tmpdir(), 'cloud-tts-test-'));
const TEXT = 'Put your phone in another room. Then work for twenty five minutes, and rest.';
let openai: FakeOpenAiSpeechServer;
let eleven: FakeElevenLabsServer;

beforeAll(async () => {
  openai = await startFakeOpenAiSpeechServer({ requireKey: 'sk-test' });
  eleven = await startFakeElevenLabsServer({ apiKey: 'xi-test' });
});

afterAll(async () => {
  await openai.close();
  await eleven.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Largest distance between an engine's word onsets and where the speaker really said them. */
function worstOnsetErrorMs(words: WordTiming[], truth: WordTiming[]): number {
  expect(words.map((w) => w.word)).toEqual(truth.map((w) => w.word));
  return Math.max(...words.map((w, i) => Math.abs(w.startMs - (truth[i]?.startMs ?? Infinity))));
}

describe('OpenAI-compatible adapter', () => {
  it('asks for WAV with the mapped voice and model, and resamples the reply to 24 kHz', async () => {
    const engine = new OpenAiTtsEngine({
      baseUrl: openai.baseUrl,
      apiKey: 'sk-test',
      model: 'kokoro',
      voices: { voice3: 'am_michael' },
    });
    const r = await engine.synthesize('Hello big world.', { voiceId: 'voice3', language: 'en', workDir });
    await engine.dispose();
    const req = openai.requests.at(-1);
    expect(req?.url).toBe('/v1/audio/speech');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toEqual({
      model: 'kokoro',
      input: 'Hello big world.',
      voice: 'am_michael',
      response_format: 'wav',
    });
    const served = openai.served.at(-1);
    if (!served || !('wavPath' in r)) throw new Error('expected a served clip and a WAV');
    expect(served.sampleRate).toBe(22050);
    expect(r.sampleRate).toBe(24000);
    const { samples } = readWav(r.wavPath);
    expect(Math.abs(samples.length - (served.samples.length * 24000) / 22050)).toBeLessThan(2);
    expect(r.durationMs).toBeCloseTo((served.samples.length / 22050) * 1000, -1);
  });

  it('places every word within 100 ms of where a different, faster speaker said it, with phonemes', async () => {
    const engine = new OpenAiTtsEngine({ baseUrl: openai.baseUrl, apiKey: 'sk-test' });
    for (const voiceId of ['voice1', 'voice2']) {
      const r = await engine.synthesize(TEXT, { voiceId, language: 'en', workDir });
      const truth = openai.served.at(-1)?.words ?? [];
      expect(truth.length).toBe(14);
      expect(worstOnsetErrorMs(r.words, truth)).toBeLessThanOrEqual(100);
      // Lip-sync sounds come out of the same mapping, inside the speech.
      expect(r.phonemes?.length).toBeGreaterThan(30);
      for (const p of r.phonemes ?? []) {
        expect(p.startMs).toBeGreaterThanOrEqual((truth[0]?.startMs ?? 0) - 100);
        expect(p.endMs).toBeLessThanOrEqual((truth.at(-1)?.endMs ?? 0) + 150);
      }
      expect(r.alignmentMs).toBeGreaterThan(0);
    }
    await engine.dispose();
  });

  it('works without a key against a local server, and reports API errors with status and body', async () => {
    const local = await startFakeOpenAiSpeechServer();
    try {
      const engine = createTtsEngine('openai', { openaiCompatible: { baseUrl: local.baseUrl } });
      const r = await engine.synthesize('Hi there.', { voiceId: 'voice2', language: 'en', workDir });
      await engine.dispose?.();
      expect(local.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(local.requests.at(-1)?.body.voice).toBe('nova');
      expect(r.words.map((w) => w.word)).toEqual(['Hi', 'there.']);
    } finally {
      await local.close();
    }
    const wrong = new OpenAiTtsEngine({ baseUrl: openai.baseUrl, apiKey: 'bad' });
    await expect(wrong.synthesize('Hi.', { voiceId: 'voice1', language: 'en', workDir })).rejects.toThrow(
      /401: .*Incorrect API key/,
    );
  });
});

describe('ElevenLabs adapter', () => {
  it('uses with-timestamps and maps the character alignment onto the words', async () => {
    const engine = new ElevenLabsTtsEngine({
      apiKey: 'xi-test',
      baseUrl: eleven.baseUrl,
      voices: { voice2: 'my-voice' },
    });
    const r = await engine.synthesize(TEXT, { voiceId: 'voice2', language: 'en', workDir });
    await engine.dispose();
    const req = eleven.requests.at(-1);
    expect(req?.url).toBe('/v1/text-to-speech/my-voice/with-timestamps?output_format=pcm_24000');
    expect(req?.headers['xi-api-key']).toBe('xi-test');
    expect(req?.body).toMatchObject({ text: TEXT, model_id: 'eleven_multilingual_v2' });
    const truth = eleven.served.at(-1)?.words ?? [];
    expect(r.words.map((w) => w.word)).toEqual(TEXT.split(' '));
    // The provider's timestamps are used as given (rounded to the ms).
    r.words.forEach((w, i) => {
      expect(Math.abs(w.startMs - (truth[i]?.startMs ?? -1))).toBeLessThanOrEqual(1);
      expect(Math.abs(w.endMs - (truth[i]?.endMs ?? -1))).toBeLessThanOrEqual(1);
    });
    expect(r.sampleRate).toBe(24000);
    // Phonemes are fitted inside the timed words.
    const first = r.words[0];
    const inFirst = (r.phonemes ?? []).filter((p) => first && p.startMs >= first.startMs && p.endMs <= first.endMs + 1);
    expect(inFirst.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for 44.1 kHz when configured, and needs its key', async () => {
    const engine = createTtsEngine('elevenlabs', {
      elevenLabs: { apiKey: 'xi-test', baseUrl: eleven.baseUrl, sampleRate: 44100 },
    });
    const r = await engine.synthesize('Hi you', { voiceId: 'voice1', language: 'en', workDir });
    await engine.dispose?.();
    expect(eleven.requests.at(-1)?.url).toMatch(/output_format=pcm_44100$/);
    expect(r.sampleRate).toBe(44100);
    const bad = new ElevenLabsTtsEngine({ apiKey: 'nope', baseUrl: eleven.baseUrl });
    await expect(bad.synthesize('Hi', { voiceId: 'voice1', language: 'en', workDir })).rejects.toThrow(/401/);
  });
});

describe('createTtsEngine', () => {
  it('needs a key for OpenAI itself and for ElevenLabs, not for a server of your own', () => {
    expect(() => createTtsEngine('openai')).toThrow(/API key or the baseUrl/);
    expect(() => createTtsEngine('elevenlabs')).toThrow(/API key/);
    expect(createTtsEngine('espeak').name).toBe('espeak');
    expect(createTtsEngine('openai', { openaiApiKey: 'k' }).name).toBe('openai');
    expect(createTtsEngine('openai', { openaiCompatible: { baseUrl: 'http://127.0.0.1:1/v1' } }).name).toBe('openai');
    expect(createTtsEngine('elevenlabs', { elevenLabsApiKey: 'k' }).name).toBe('elevenlabs');
  });
});
