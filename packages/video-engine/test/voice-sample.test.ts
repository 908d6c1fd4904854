import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseVoiceMap, renderVoiceSample, ttsCredentialsFromEnv } from '../src/index.ts';
import { longestZeroRunMs } from '../src/audio/room-tone.ts';
import { measureLoudness, readWav } from './helpers.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const dir = mkdtempSync(join(tmpdir(), 'voice-sample-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderVoiceSample', () => {
  it('speaks the line with the preset, trimmed, room-toned and at -14 LUFS', async () => {
    const out = join(dir, 'sample.wav');
    const s = await renderVoiceSample(out, {
      text: "Hi, I'm Ada. This is how I will sound in your videos.",
      voiceId: 'voice2',
      language: 'en',
      engine: 'espeak',
      ffmpegPath: FFMPEG,
      tmpDir: dir,
    });
    expect(s.path).toBe(out);
    const wav = readWav(out);
    expect(wav.sampleRate).toBe(44100);
    expect(wav.samples.length / 44100).toBeCloseTo(s.durationMs / 1000, 0);
    expect(longestZeroRunMs(wav.samples, 44100)).toBeLessThan(100);
    const m = measureLoudness(FFMPEG, out);
    expect(Math.abs(m.integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(m.truePeakDb).toBeLessThanOrEqual(-1);
  });
});

describe('ttsCredentialsFromEnv', () => {
  it('reads the documented variables into the render option', () => {
    expect(
      ttsCredentialsFromEnv({
        TTS_BASE_URL: 'http://localhost:8880/v1',
        TTS_MODEL: 'kokoro',
        TTS_VOICES: 'voice1=am_adam, voice2=af_bella,voice9=x',
        ELEVENLABS_API_KEY: 'xi',
      }),
    ).toEqual({
      openaiCompatible: {
        baseUrl: 'http://localhost:8880/v1',
        apiKey: undefined,
        model: 'kokoro',
        voices: { voice1: 'am_adam', voice2: 'af_bella' },
      },
      elevenLabs: { apiKey: 'xi', baseUrl: undefined },
    });
    expect(ttsCredentialsFromEnv({})).toEqual({});
    expect(ttsCredentialsFromEnv({ OPENAI_API_KEY: 'sk' }).openaiCompatible?.apiKey).toBe('sk');
    expect(parseVoiceMap('{"voice3":"onyx","nope":"x"}')).toEqual({ voice3: 'onyx' });
  });
});
