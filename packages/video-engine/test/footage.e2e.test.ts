import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../src/index.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'footage-e2e-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const W = 360;
const H = 640;
type Rgb = [number, number, number];
const COLOURS: Record<string, Rgb> = { red: [220, 30, 30], green: [30, 200, 60], blue: [40, 70, 230], yellow: [240, 220, 20] };
const hex = (c: Rgb) => `0x${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function ff(args: string[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** A landscape clip of one colour with a 1 kHz tone (which must not reach the video's sound). */
function clip(name: string, colour: Rgb, sec: number): string {
  const path = join(root, `${name}.mp4`);
  ff([
    '-f', 'lavfi', '-i', `color=c=${hex(colour)}:s=320x180:r=25:d=${sec}`,
    '-f', 'lavfi', '-i', `sine=f=1000:d=${sec}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path,
  ]);
  return path;
}

/** Mean colour of a band of rows (fractions of the height), full width. */
function bandMean(rgb: Buffer, fromY: number, toY: number): Rgb {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(fromY * H); y < Math.floor(toY * H); y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) sum[c]! += rgb[i + c] ?? 0;
      n++;
    }
  }
  return sum.map((v) => v / n) as Rgb;
}

function nearest(c: Rgb): string {
  let best = 'none';
  let dist = 60;
  for (const [name, ref] of Object.entries(COLOURS)) {
    const d = Math.max(...ref.map((v, i) => Math.abs(v - c[i]!)));
    if (d < dist) {
      best = name;
      dist = d;
    }
  }
  return best;
}

const sentence =
  'Focus is a skill you can train every single day with small deliberate habits. Start with one task, ' +
  'silence every notification, and work in short blocks with a break after each block. Write down what ' +
  'distracted you and remove it tomorrow, so the next session starts cleaner than the last one did.';

describe('scenes with footage and stills', () => {
  let result: RenderResult;
  beforeAll(async () => {
    const red = clip('red', COLOURS.red!, 2);
    const green = clip('green', COLOURS.green!, 6);
    const blue = clip('blue', COLOURS.blue!, 6);
    const still = join(root, 'yellow.png');
    ff(['-f', 'lavfi', '-i', `color=c=${hex(COLOURS.yellow!)}:s=400x300`, '-frames:v', '1', still]);
    result = await render(
      {
        width: W,
        height: H,
        platform: 'tiktok',
        title: '',
        voice: { voiceId: 'voice1' },
        captions: { enabled: true, style: 'boxed' },
        scenes: [
          {
            text: sentence,
            keywords: ['Focus'],
            visuals: [
              { kind: 'video', path: red, credit: 'Video by Ann on Pexels' },
              { kind: 'video', path: green, startSec: 1, credit: 'Video by Bo on Pixabay' },
              { kind: 'video', path: blue },
            ],
          },
          { text: 'A still picture closes the video with a slow move.', visuals: [{ kind: 'image', path: still, credit: 'Photo by Cy' }] },
        ],
      },
      join(root, 'out.mp4'),
      { ffmpegPath: FFMPEG, tmpDir: root },
    );
  }, 240_000);

  it('fills the frame with the clips (no letterbox), cutting to a new one every 2-5 s', () => {
    const samples: string[] = [];
    const step = 0.25;
    // Four frames a second, decoded in one pass.
    const all = execFileSync(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-i', result.videoPath, '-vf', `fps=${1 / step}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { maxBuffer: 1 << 28 },
    );
    const size = W * H * 3;
    for (let k = 0; (k + 1) * size <= all.length && (k + 0.5) * step < result.durationSec - 0.2; k++) {
      // The top band: above the keywords and the boxed captions.
      const rgb = all.subarray(k * size, (k + 1) * size);
      const top = nearest(bandMean(rgb, 0, 0.08));
      const bottom = nearest(bandMean(rgb, 0.95, 1));
      samples.push(top === bottom ? top : `mixed:${top}/${bottom}`);
    }
    // Runs of one picture, ignoring single samples caught inside a transition.
    const runs: { what: string; sec: number }[] = [];
    for (const s of samples) {
      const last = runs.at(-1);
      if (last && last.what === s) last.sec += step;
      else runs.push({ what: s, sec: step });
    }
    const shown = runs.filter((r) => r.sec > step * 1.5);
    const clipRuns = shown.filter((r) => ['red', 'green', 'blue'].includes(r.what));
    expect(shown.map((r) => r.what)).toContain('yellow');
    expect(new Set(clipRuns.map((r) => r.what)).size).toBeGreaterThanOrEqual(3);
    // Each shot of the long scene lasts 2-5 s (quarter-second sampling either side).
    for (const r of clipRuns) {
      expect(r.sec).toBeGreaterThanOrEqual(2 - 0.5);
      expect(r.sec).toBeLessThanOrEqual(5 + 0.5);
    }
    expect(samples.filter((s) => s.startsWith('mixed') || s === 'none').length).toBeLessThanOrEqual(3);
  }, 240_000);

  it('credits each visual shown, once', () => {
    expect(result.credits).toEqual(['Video by Ann on Pexels', 'Video by Bo on Pixabay', 'Photo by Cy']);
  });

  it('keeps the clips muted: their 1 kHz tone is not in the sound', () => {
    const toneDb = (file: string) => {
      const r = spawnSync(
        FFMPEG,
        ['-hide_banner', '-nostats', '-i', file, '-af', 'bandpass=f=1000:width_type=q:w=40,volumedetect', '-f', 'null', '-'],
        { encoding: 'utf8' },
      );
      return Number(/mean_volume: (-?[\d.]+) dB/.exec(r.stderr)?.[1] ?? NaN);
    };
    const source = toneDb(join(root, 'green.mp4'));
    const video = toneDb(result.videoPath);
    expect(source).toBeGreaterThan(-30);
    expect(video).toBeLessThan(source - 15);
  });
});

describe('a clip shown by several shots of a scene', () => {
  // One keyframe for all 20 s (as a long GOP makes it): movie's own seek would land on the
  // clip's first frame, so every later shot would open on red again.
  const ORDER = ['red', 'green', 'blue', 'yellow'] as const;
  let result: RenderResult;
  beforeAll(async () => {
    const path = join(root, 'four.mp4');
    const parts = ORDER.map((c) => `color=c=${hex(COLOURS[c]!)}:s=320x180:r=25:d=5`);
    ff([
      ...parts.flatMap((p) => ['-f', 'lavfi', '-i', p]),
      '-filter_complex', '[0:v][1:v][2:v][3:v]concat=n=4:v=1:a=0[v]', '-map', '[v]',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '1000', '-keyint_min', '1000', '-sc_threshold', '0', '-pix_fmt', 'yuv420p', path,
    ]);
    result = await render(
      {
        width: W,
        height: H,
        platform: 'tiktok',
        title: '',
        voice: { voiceId: 'voice1' },
        captions: { enabled: false },
        scenes: [{ text: sentence, visuals: [{ kind: 'video', path }] }],
      },
      join(root, 'four-out.mp4'),
      { ffmpegPath: FFMPEG, tmpDir: root },
    );
  }, 240_000);

  it('continues the clip where the last shot stopped, to the frame', () => {
    const all = execFileSync(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-i', result.videoPath, '-vf', 'fps=2', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { maxBuffer: 1 << 28 },
    );
    const size = W * H * 3;
    const end = Math.min(19.5, result.durationSec - 0.5);
    let checked = 0;
    // fps=2 takes the frame at 0.5 s steps (k / 2); the clip changes colour every 5 s.
    for (let k = 0; (k + 1) * size <= all.length && k / 2 < end; k++) {
      const t = k / 2;
      if (Math.abs(t - Math.round(t / 5) * 5) < 0.6) continue;
      const top = nearest(bandMean(all.subarray(k * size, (k + 1) * size), 0, 0.08));
      expect(top, `at ${t} s`).toBe(ORDER[Math.floor(t / 5)]);
      checked++;
    }
    // At least three shots' worth (2-5 s each) beyond the first.
    expect(checked).toBeGreaterThanOrEqual(20);
  }, 60_000);
});
