import { readFileSync, readdirSync, rmSync, mkdtempSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../src/index.ts';
import { resample } from '../src/audio/pcm.ts';
import { longestZeroRunMs } from '../src/audio/room-tone.ts';
import { decodeAudio, locateClipMs, measureLoudness, parseSrtCues, readWav } from './helpers.ts';
import { startFakeOpenAiSpeechServer, type FakeOpenAiSpeechServer } from './fakes/openai-speech-server.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'audio-e2e-'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

const scenes = [
  { text: 'Put your phone in another room. It helps more than you think.' },
  { text: 'Then work for twenty five minutes, and rest.' },
  { text: 'Repeat it four times.' },
];

function expectPlatformLoudness(path: string): void {
  const m = measureLoudness(FFMPEG, path);
  expect(m.integratedLufs).toBeGreaterThanOrEqual(-15);
  expect(m.integratedLufs).toBeLessThanOrEqual(-13);
  expect(m.truePeakDb).toBeLessThanOrEqual(-1);
}

describe('eSpeak narration, no music', () => {
  let result: RenderResult;
  beforeAll(async () => {
    result = await render(
      {
        width: 360,
        height: 640,
        platform: 'tiktok',
        voice: { voiceId: 'voice1' },
        captions: { enabled: true },
        scenes,
      },
      join(root, 'espeak.mp4'),
      { ffmpegPath: FFMPEG },
    );
  }, 120_000);

  it('measures -14 +/- 1 LUFS integrated with true peak at or under -1 dBTP', () => {
    expectPlatformLoudness(result.videoPath);
    expect(result.audio.loudness.rawI).toBeLessThan(-15);
    expect(result.audio.loudness.normalization).toBe('linear');
    expect(result.audio.loudnessMs).toBeGreaterThan(0);
  });

  it('has no run of exact digital zeros longer than 100 ms anywhere in the soundtrack', () => {
    const pcm = decodeAudio(FFMPEG, result.videoPath, 44100);
    expect(pcm.length / 44100).toBeCloseTo(result.durationSec, 0);
    expect(longestZeroRunMs(pcm, 44100)).toBeLessThan(100);
    // ...and the pauses really are quiet: room tone, not hiss.
    const lead = pcm.subarray(0, Math.round(0.25 * 44100));
    const rms = Math.sqrt(lead.reduce((s, v) => s + v * v, 0) / lead.length) / 32768;
    expect(20 * Math.log10(rms)).toBeLessThan(-50);
    expect(20 * Math.log10(rms)).toBeGreaterThan(-75);
  });

  it('starts the first word right after the lead-in (the clip was trimmed, the timings moved with it)', () => {
    const first = result.words[0];
    expect(first?.startMs).toBeGreaterThanOrEqual(300);
    expect(first?.startMs).toBeLessThan(450);
  });
});

describe('cloud voice (OpenAI-compatible fake) with music', () => {
  let fake: FakeOpenAiSpeechServer;
  let result: RenderResult;
  let narration: { sampleRate: number; samples: Int16Array };
  const tmpParent = join(root, 'tmp');

  beforeAll(async () => {
    mkdirSync(tmpParent, { recursive: true });
    execFileSync(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=f=220:d=3',
      '-ac',
      '2',
      join(root, 'music.wav'),
    ]);
    fake = await startFakeOpenAiSpeechServer();
    result = await render(
      {
        width: 360,
        height: 640,
        platform: 'youtube',
        voice: { engine: 'openai', voiceId: 'voice2' },
        captions: { enabled: true },
        scenes,
        music: { path: join(root, 'music.wav'), volume: 0.3 },
      },
      join(root, 'cloud'),
      {
        ffmpegPath: FFMPEG,
        tmpDir: tmpParent,
        keepWorkDir: true,
        ttsCredentials: { openaiCompatible: { baseUrl: fake.baseUrl } },
      },
    );
    const [work] = readdirSync(tmpParent);
    narration = readWav(join(tmpParent, work ?? '', 'narration.wav'));
  }, 180_000);

  afterAll(async () => {
    await fake.close();
  });

  it('normalises the whole mix, music included, to -14 LUFS under -1 dBTP', () => {
    expectPlatformLoudness(result.videoPath);
    expect(result.audio.alignmentMs).toBeGreaterThan(0);
  });

  it('puts every caption within 100 ms of where the voice really says its first word', () => {
    expect(fake.served).toHaveLength(scenes.length);
    // Where each served clip landed in the narration gives the true onsets on the video timeline.
    const truth = fake.served.flatMap((clip) => {
      const at = locateClipMs(
        resample(clip.samples, clip.sampleRate, narration.sampleRate),
        narration.samples,
        narration.sampleRate,
      );
      return clip.words.map((w) => ({ ...w, startMs: w.startMs + at }));
    });
    expect(result.words.map((w) => w.word)).toEqual(truth.map((w) => w.word));
    for (const [i, w] of result.words.entries())
      expect(Math.abs(w.startMs - (truth[i]?.startMs ?? 0))).toBeLessThanOrEqual(100);
    const cues = parseSrtCues(readFileSync(result.vttPath, 'utf8'));
    let wi = 0;
    for (const cue of cues) {
      expect(Math.abs(cue.startMs - (truth[wi]?.startMs ?? 0))).toBeLessThanOrEqual(100);
      wi += cue.text.split(' ').length;
    }
    expect(wi).toBe(truth.length);
  });

  it('keeps exact digital silence out of the narration itself', () => {
    expect(longestZeroRunMs(narration.samples, narration.sampleRate)).toBeLessThan(100);
  });
});
