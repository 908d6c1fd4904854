import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakTtsEngine, readWav16, resolveFfmpeg, type WordTiming } from '@reelforge/video-engine';
import { createTranscriber, extractSpeech, TranscribeError, type TranscriberConfig } from '../src/adapters/transcribe/index.ts';
import { TranscribeFake } from './fakes/transcribe.ts';

// The transcription adapter against a fake that speaks OpenAI's /audio/transcriptions: the audio
// taken out of a video with ffmpeg, sent in pieces at pauses, heard back on the video's clock.

const TEXT =
  'Most creators record long videos and never cut them. That is a waste. Why? Because one good minute can travel further than the whole hour. ' +
  'Here is a number to remember: forty two percent of viewers decide in three seconds. So start with the hook. ' +
  'Then keep one idea per clip, and end on a complete thought. Short clips are not smaller videos, they are different videos.';

const bare = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

describe('the transcription adapter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'transcribe-'));
  const ffmpeg = resolveFfmpeg();
  let fake: TranscribeFake;
  let spoken: WordTiming[];
  let video: string;

  beforeAll(async () => {
    const espeak = new EspeakTtsEngine();
    try {
      const r = await espeak.synthesize(TEXT, { voiceId: 'voice1', language: 'en', workDir: dir });
      if (!('wavPath' in r)) throw new Error('expected a WAV file from eSpeak');
      spoken = r.words;
      // A video, as a creator uploads one: AAC audio at 44.1 kHz stereo beside a picture.
      video = join(dir, 'talk.mp4');
      execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=160x90:r=10', '-i', r.wavPath, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-ar', '44100', '-ac', '2', video]);
      const known = readWav16(r.wavPath);
      fake = await new TranscribeFake({ samples: known.samples, sampleRate: known.sampleRate, words: spoken }).start();
    } finally {
      await espeak.dispose();
    }
  });
  afterAll(async () => {
    await fake?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const config = (over: Partial<TranscriberConfig> = {}): TranscriberConfig => ({
    baseUrl: fake.baseUrl,
    model: 'whisper-large-v3',
    timeoutMs: 30_000,
    maxBytes: 24 * 1024 * 1024,
    policy: { allowPrivate: true },
    ...over,
  });

  it('sends long audio in pieces under the limit, cut at pauses, and puts every word back on the video clock', async () => {
    fake.requests.length = 0;
    const audio = await extractSpeech(ffmpeg, video, dir);
    expect(audio.sampleRate).toBe(16_000);
    // About 6 s of 16 kHz mono per piece: the half-minute talk needs several.
    const maxBytes = 44 + 6 * 16_000 * 2;
    const transcript = await createTranscriber(config({ maxBytes })).transcribe(audio, { language: 'en-US' });

    expect(fake.requests.length).toBeGreaterThanOrEqual(Math.max(4, Math.ceil(audio.samples.length / (6 * 16_000))));
    for (const r of fake.requests) {
      expect(r).toMatchObject({ model: 'whisper-large-v3', responseFormat: 'verbose_json', granularities: ['word', 'segment'], language: 'en' });
      expect(r.fileBytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(transcript.words.map((w) => w.word)).toEqual(spoken.map((w) => bare(w.word)));
    for (const [k, w] of transcript.words.entries()) {
      expect(Math.abs(w.startMs - spoken[k]!.startMs)).toBeLessThan(60);
      expect(Math.abs(w.endMs - spoken[k]!.endMs)).toBeLessThan(60);
    }
    expect(transcript.segments.map((s) => s.text)[2]).toBe('Why?');
    expect(transcript.durationMs).toBe(Math.round((audio.samples.length / 16_000) * 1000));
  });

  it('sends short audio whole', async () => {
    fake.requests.length = 0;
    const audio = await extractSpeech(ffmpeg, video, dir);
    const t = await createTranscriber(config()).transcribe(audio);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.language).toBeUndefined();
    expect(t.words).toHaveLength(spoken.length);
  });

  async function failure(p: Promise<unknown>): Promise<TranscribeError> {
    try {
      await p;
    } catch (err) {
      if (err instanceof TranscribeError) return err;
      throw err;
    }
    throw new Error('expected the transcription to fail');
  }
  const tone = { samples: new Int16Array(16_000), sampleRate: 16_000 };

  it('goes only where the address policy allows', async () => {
    const calls = fake.count('transcriptions');
    const err = await failure(createTranscriber(config({ policy: { allowPrivate: false } })).transcribe(tone));
    expect(err.message).toMatch(/is on a private network/);
    expect(err.status).toBe(502);
    expect(fake.count('transcriptions')).toBe(calls);
  });

  it('says what is wrong when the service refuses or answers badly', async () => {
    fake.apiKey = 'sk-right';
    try {
      const refused = await failure(createTranscriber(config({ apiKey: 'sk-wrong' })).transcribe(tone));
      expect(refused.message).toBe(`The transcription service at ${new URL(fake.url).host} did not accept the API key (TRANSCRIBE_API_KEY) (Incorrect API key provided.).`);
      expect(refused.code).toBe('transcribe_http');
      const ok = await createTranscriber(config({ apiKey: 'sk-right' })).transcribe(tone);
      expect(ok.words).toEqual([]);
    } finally {
      fake.apiKey = undefined;
    }
    fake.fail('transcriptions', { status: 200, body: 'Internal <html>' });
    expect((await failure(createTranscriber(config()).transcribe(tone))).code).toBe('transcribe_bad_response');
    fake.fail('transcriptions', { status: 200, body: { text: 'hello there' } });
    expect((await failure(createTranscriber(config()).transcribe(tone))).message).toMatch(/no word timestamps/);
    fake.fail('transcriptions', { hang: true });
    const slow = await failure(createTranscriber(config({ timeoutMs: 1000 })).transcribe(tone));
    expect([slow.code, slow.status]).toEqual(['transcribe_timeout', 504]);
    expect(fake.errors).toEqual([]);
  });

  it('is refused by the fake in pieces too large, as OpenAI refuses them', async () => {
    fake.maxBytes = 1000;
    try {
      const big = { samples: new Int16Array(4000), sampleRate: 16_000 };
      const err = await failure(createTranscriber(config()).transcribe(big));
      expect(err.message).toMatch(/refused a piece of audio as too large .*lower TRANSCRIBE_MAX_BYTES/);
    } finally {
      fake.maxBytes = 25 * 1024 * 1024;
    }
  });
});
