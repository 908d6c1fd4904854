import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../src/index.ts';
import { visemeOf } from '../src/presenter/visemes.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const FIX = join(import.meta.dirname, 'fixtures', 'presenter');
const LANDMARKS = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
const root = mkdtempSync(join(tmpdir(), 'presenter-e2e-'));

/** RGB24 pixels of a box of the frame at `sec`. */
function framePixels(video: string, sec: number, box: { x: number; y: number; w: number; h: number }): Buffer {
  const crop = `crop=${Math.round(box.w)}:${Math.round(box.h)}:${Math.round(box.x)}:${Math.round(box.y)}`;
  return execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-ss', sec.toFixed(3), '-i', video, '-frames:v', '1', '-vf', crop, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    maxBuffer: 64 << 20,
  });
}
const meanAbs = (a: Buffer, b: Buffer) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs(a[i]! - b[i]!);
  return s / a.length;
};
const darkShare = (px: Buffer) => {
  let n = 0;
  for (let i = 0; i < px.length; i += 3) if (px[i]! + px[i + 1]! + px[i + 2]! < 200) n++;
  return n / (px.length / 3);
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a rendered video with a talking photo presenter (eSpeak)', () => {
  let result: RenderResult;
  beforeAll(async () => {
    result = await render(
      {
        width: 1080,
        height: 1920,
        platform: 'tiktok',
        title: 'Talking Heads',
        voice: { voiceId: 'voice2' },
        captions: { enabled: true },
        scenes: [{ text: 'Mama made a big map. Papa bought a bat and a hat.' }],
        presenter: { imagePath: join(FIX, 'astronaut-avatar.jpg'), landmarks: LANDMARKS, position: 'top-right', size: 0.4 },
      },
      join(root, 'out', 'talk.mp4'),
      { ffmpegPath: FFMPEG, tmpDir: root },
    );
  }, 180_000);

  it('shows the mouth open on an open vowel and shut on m, b and p, at their timestamps', () => {
    const box = result.presenterBox!;
    const k = box.width / 512;
    const p = (i: number) => [box.x + LANDMARKS[2 * i]! * k, box.y + LANDMARKS[2 * i + 1]! * k] as const;
    const mouth = { x: p(61)[0] - 6, y: p(0)[1] - 6, w: p(291)[0] - p(61)[0] + 12, h: p(17)[1] - p(0)[1] + 24 };
    const mid = (x: { startMs: number; endMs: number }) => (x.startMs + x.endMs) / 2000;
    const closures = result.phonemes.filter((x) => visemeOf(x.phoneme) === 'PP' && x.endMs - x.startMs >= 60);
    const vowels = result.phonemes
      .filter((x) => visemeOf(x.phoneme) === 'aa' && x.endMs - x.startMs >= 100)
      .sort((a, b) => b.endMs - b.startMs - (a.endMs - a.startMs));
    expect(closures.length).toBeGreaterThan(2);
    expect(vowels.length).toBeGreaterThan(0);
    // Late in the vowel, when the eased mouth has arrived.
    const vowel = vowels[0]!;
    const open = framePixels(result.videoPath, (vowel.startMs * 0.3 + vowel.endMs * 0.7) / 1000, mouth);
    for (const c of closures.slice(0, 3)) {
      const shut = framePixels(result.videoPath, mid(c), mouth);
      expect(meanAbs(open, shut), c.phoneme).toBeGreaterThan(6);
      expect(darkShare(open), c.phoneme).toBeGreaterThan(darkShare(shut) + 0.05);
    }
  });

  it('reports the pre-pass time and keeps the presenter inside the frame', () => {
    expect(result.presenterMs).toBeGreaterThan(0);
    const b = result.presenterBox!;
    expect(b.x + b.width).toBeLessThanOrEqual(1080);
    expect(b.y + b.height).toBeLessThanOrEqual(1920);
  });
});

describe('intro-outro: a full talking head for the first and last scenes, a bubble between', () => {
  let result: RenderResult;
  beforeAll(async () => {
    result = await render(
      {
        width: 1080,
        height: 1920,
        platform: 'tiktok',
        title: 'Hello There',
        voice: { voiceId: 'voice2' },
        captions: { enabled: true },
        scenes: [{ text: 'Hello, I am your host.' }, { text: 'Here is the main part of it.' }, { text: 'Thanks for watching.' }],
        presenter: { imagePath: join(FIX, 'astronaut-avatar.jpg'), landmarks: LANDMARKS, layout: 'intro-outro', position: 'top-right' },
      },
      join(root, 'out', 'intro.mp4'),
      { ffmpegPath: FFMPEG, tmpDir: root },
    );
  }, 180_000);

  /** How far the middle of a box looks from the avatar's own face (0 = the same picture). */
  const unlikeAvatar = (sec: number, b: { x: number; y: number; width: number }) => {
    const inner = { x: b.x + b.width * 0.3, y: b.y + b.width * 0.3, w: b.width * 0.4, h: b.width * 0.4 };
    const shown = framePixels(result.videoPath, sec, inner);
    const face = execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', join(FIX, 'astronaut-avatar.jpg'), '-vf',
      `scale=${b.width}:${b.width},crop=${Math.round(inner.w)}:${Math.round(inner.h)}:${Math.round(b.width * 0.3)}:${Math.round(b.width * 0.3)}`,
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 << 20 });
    return meanAbs(shown, face);
  };

  it('shows the presenter large in the intro and outro and as the bubble in the middle scene', () => {
    const spans = result.presenterSpans!;
    expect(spans).toHaveLength(3);
    const [intro, middle, outro] = spans as [typeof spans[0], typeof spans[0], typeof spans[0]];
    expect(intro.width).toBeGreaterThan(middle.width * 1.5);
    expect(outro).toMatchObject({ x: intro.x, y: intro.y, width: intro.width, toSec: result.durationSec });
    expect(middle).toMatchObject(result.presenterBox!);
    const at = (s: { fromSec: number; toSec: number }) => (s.fromSec + s.toSec) / 2;
    // The face is where each span says, and not left where another span put it.
    expect(unlikeAvatar(at(intro), intro)).toBeLessThan(30);
    expect(unlikeAvatar(at(outro), outro)).toBeLessThan(30);
    expect(unlikeAvatar(at(middle), middle)).toBeLessThan(30);
    expect(unlikeAvatar(at(middle), intro)).toBeGreaterThan(45);
    expect(unlikeAvatar(at(intro), middle)).toBeGreaterThan(45);
  });
});
