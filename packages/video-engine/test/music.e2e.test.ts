import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../src/index.ts';
import { MUSIC_MOODS } from '../src/music/moods.ts';
import { musicBedPath, synthesizeBed, synthesizeBedAsync } from '../src/music/bed.ts';
import { levelMusic, MUSIC_UNDER_VOICE_LU } from '../src/audio/loudness.ts';
import { runFfmpeg } from '../src/ffmpeg/run.ts';
import { decodeAudio, measureLoudness } from './helpers.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'music-e2e-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rms = (a: ArrayLike<number>, from = 0, to = a.length) => {
  let s = 0;
  for (let i = from; i < to; i++) s += a[i]! ** 2;
  return Math.sqrt(s / Math.max(1, to - from));
};
const db = (x: number) => 20 * Math.log10(Math.max(1e-9, x));

/** Mean level (dBFS) of a file's audio through `filter` (e.g. a low-pass), over [from, to) seconds. */
function bandLevelDb(path: string, filter: string, from?: number, to?: number): number {
  const span = from === undefined ? [] : ['-ss', String(from), '-to', String(to)];
  const r = spawnSync(
    FFMPEG,
    ['-hide_banner', '-nostats', ...span, '-i', path, '-af', `${filter},volumedetect`, '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const m = /mean_volume:\s+(-?[\d.]+|-inf) dB/.exec(r.stderr);
  return m && m[1] !== '-inf' ? Number(m[1]) : -120;
}

/** Level of the quietest 100 ms inside the video's middle (its first and last 20% left out). */
function quietestWindowDb(path: string): number {
  const rate = 16000;
  const s = decodeAudio(FFMPEG, path, rate);
  const win = rate / 10;
  let min = Infinity;
  for (let i = Math.floor(s.length * 0.2); i + win < s.length * 0.8; i += win / 2)
    min = Math.min(min, db(rms(s, i, i + win) / 32768));
  return min;
}

describe('built-in music beds', () => {
  it('are deterministic, about -20 dBFS RMS, never clipping, and stereo', () => {
    for (const mood of MUSIC_MOODS) {
      const a = synthesizeBed(mood, 22050);
      const b = synthesizeBed(mood, 22050);
      expect(Buffer.from(a.left.buffer).equals(Buffer.from(b.left.buffer))).toBe(true);
      expect(db(rms(a.left))).toBeGreaterThan(-24);
      expect(db(rms(a.left))).toBeLessThan(-16);
      let peak = 0;
      for (const ch of [a.left, a.right]) for (const v of ch) peak = Math.max(peak, Math.abs(v));
      expect(peak).toBeLessThan(0.9);
      let diff = 0;
      for (let i = 0; i < a.left.length; i += 7) diff += Math.abs(a.left[i]! - a.right[i]!);
      expect(diff).toBeGreaterThan(0);
      // 16 bars of music: long enough that a minute of video hears it only a few times.
      expect(a.seconds).toBeGreaterThan(15);
    }
  });

  it('loop without a click: the step from last sample to first is like any other step', () => {
    for (const mood of MUSIC_MOODS) {
      const { left } = synthesizeBed(mood, 22050);
      const steps: number[] = [];
      for (let i = 1; i < left.length; i++) steps.push(Math.abs(left[i]! - left[i - 1]!));
      steps.sort((x, y) => x - y);
      const p999 = steps[Math.floor(steps.length * 0.999)]!;
      expect(Math.abs(left[0]! - left[left.length - 1]!)).toBeLessThanOrEqual(p999);
    }
  });

  it('sound different from each other (tempo and harmony)', () => {
    const beds = MUSIC_MOODS.map((m) => synthesizeBed(m, 22050));
    const secs = new Set(beds.map((b) => b.seconds.toFixed(2)));
    expect(secs.size).toBe(MUSIC_MOODS.length);
  });

  it('are written once per cache directory; two asking at once share one synthesis', async () => {
    const dir = join(root, 'cache');
    const [p, q] = await Promise.all([musicBedPath('calm', dir), musicBedPath('calm', dir)]);
    expect(q).toBe(p);
    const first = readFileSync(p);
    expect(await musicBedPath('calm', dir)).toBe(p);
    expect(readFileSync(p).equals(first)).toBe(true);
    expect(first.subarray(0, 4).toString()).toBe('RIFF');
    expect(readdirSync(dir)).toEqual([basename(p)]); // no temporary left behind
  });

  it('are made without freezing the event loop, sample for sample the same as in one go', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const bed = await synthesizeBedAsync('dramatic', 22050);
    clearInterval(timer);
    const same = synthesizeBed('dramatic', 22050);
    expect(Buffer.from(bed.left.buffer).equals(Buffer.from(same.left.buffer))).toBe(true);
    // The timer ran during the synthesis, many times: the loop was given turns throughout.
    expect(ticks).toBeGreaterThan(5);
  });
});

describe('levelMusic', () => {
  it('puts any track the same distance under the voice, whatever their own levels', async () => {
    const voice = join(root, 'voice.wav');
    const loud = join(root, 'loud.wav');
    // A voice far under the compressor's threshold (so the voice chain leaves its level alone)
    // and a music track 25 dB louder than it.
    execFileSync(FFMPEG, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=300:d=8,volume=-30dB', voice]);
    execFileSync(FFMPEG, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=500:d=8,volume=-5dB', '-ac', '2', loud]);
    const reads: string[][] = [];
    const run = (args: string[]) => (reads.push(args), runFfmpeg(FFMPEG, args, {}));
    const plan = await levelMusic({ narrationPath: voice, music: { path: loud, volume: 0.25 }, duck: true }, run);
    const leveled = join(root, 'leveled.wav');
    execFileSync(FFMPEG, ['-v', 'error', '-y', '-i', loud, '-af', `volume=${plan.music?.volume}`, leveled]);
    const under = measureLoudness(FFMPEG, voice).integratedLufs - measureLoudness(FFMPEG, leveled).integratedLufs;
    expect(under).toBeGreaterThan(MUSIC_UNDER_VOICE_LU - 1);
    expect(under).toBeLessThan(MUSIC_UNDER_VOICE_LU + 1);
    // Twice the volume is 6 LU closer to the voice.
    const louder = await levelMusic({ narrationPath: voice, music: { path: loud, volume: 0.5 }, duck: true }, run);
    expect(db(louder.music!.volume / plan.music!.volume)).toBeCloseTo(6, 0);
    // The track was read once: its reading is kept for the next render of the same file.
    expect(reads.filter((a) => a.includes(loud))).toHaveLength(1);
    expect(reads.filter((a) => a.includes(voice))).toHaveLength(2);
  }, 60_000);
});

describe('a video with a built-in bed', () => {
  const scenes = [
    { text: 'Put your phone in another room. It helps more than you think.' },
    { text: 'Then work for twenty five minutes, and rest.' },
  ];
  let withMusic: RenderResult;
  let without: RenderResult;
  beforeAll(async () => {
    const base = {
      width: 360,
      height: 640,
      platform: 'tiktok' as const,
      voice: { voiceId: 'voice1' as const },
      captions: { enabled: false },
      scenes,
    };
    const opts = { ffmpegPath: FFMPEG, cacheDir: join(root, 'cache') };
    withMusic = await render({ ...base, music: { mood: 'upbeat' } }, join(root, 'music.mp4'), opts);
    without = await render(base, join(root, 'plain.mp4'), opts);
  }, 240_000);

  it('carries the music under the voice and still lands at -14 LUFS', () => {
    const m = measureLoudness(FFMPEG, withMusic.videoPath);
    expect(m.integratedLufs).toBeGreaterThanOrEqual(-15);
    expect(m.integratedLufs).toBeLessThanOrEqual(-13);
    expect(m.truePeakDb).toBeLessThanOrEqual(-1);
    // Between words and sentences the plain video has only room tone; the bed fills those gaps.
    expect(quietestWindowDb(withMusic.videoPath) - quietestWindowDb(without.videoPath)).toBeGreaterThan(15);
  });

  it('fades the music out at the end instead of stopping dead', () => {
    const d = withMusic.durationSec;
    const middle = bandLevelDb(withMusic.videoPath, 'lowpass=f=100,lowpass=f=100', d / 2 - 1, d / 2 + 1);
    const last = bandLevelDb(withMusic.videoPath, 'lowpass=f=100,lowpass=f=100', d - 0.25, d);
    expect(middle - last).toBeGreaterThan(12);
  });
});
