import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { presenterFrames, presenterPoses } from '../src/presenter/prepass.ts';
import { blinkTimes, BLINK_MS, mouthTrack, visemeOf, VISEMES } from '../src/presenter/visemes.ts';
import { triangulate, type Pt } from '../src/presenter/mesh.ts';
import type { PhonemeTiming } from '../src/tts/types.ts';

const FIX = join(import.meta.dirname, 'fixtures', 'presenter');
const IMAGE = join(FIX, 'astronaut-avatar.jpg');
const LANDMARKS = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
const SIZE = 256;
const FPS = 25;
const k = SIZE / 512;
const lm = (i: number): Pt => [LANDMARKS[2 * i]! * k, LANDMARKS[2 * i + 1]! * k];

/** "ah" for 0.4 s, "m" for 0.24 s, "ah" again, then silence. */
const SOUNDS: PhonemeTiming[] = [
  { phoneme: 'ˈɑː', startMs: 0, endMs: 400 },
  { phoneme: 'm', startMs: 400, endMs: 640 },
  { phoneme: 'ɑ', startMs: 640, endMs: 1000 },
];

function region(buf: Buffer, box: { x: number; y: number; w: number; h: number }): number[] {
  const out: number[] = [];
  for (let y = Math.round(box.y); y < Math.round(box.y + box.h); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.w); x++) {
      const o = (y * SIZE + x) * 4;
      out.push(buf[o]!, buf[o + 1]!, buf[o + 2]!);
    }
  }
  return out;
}
const meanAbs = (a: number[], b: number[]) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / a.length;
const darkShare = (px: number[]) => {
  let n = 0;
  for (let i = 0; i < px.length; i += 3) if (px[i]! + px[i + 1]! + px[i + 2]! < 200) n++;
  return n / (px.length / 3);
};

describe('visemes', () => {
  it('maps eSpeak phonemes to mouth shapes: open vowels open, m b p close', () => {
    expect(['m', 'b', 'p'].map(visemeOf)).toEqual(['PP', 'PP', 'PP']);
    expect(visemeOf('ˈaɪ')).toBe('aa');
    expect(visemeOf('uː')).toBe('U');
    expect(VISEMES[visemeOf('ɑː')].open).toBeGreaterThan(0.8);
    expect(new Set(['p', 'f', 'θ', 't', 'k', 'tʃ', 's', 'n', 'ɹ', 'a', 'e', 'i', 'o', 'u'].map(visemeOf)).size).toBeGreaterThanOrEqual(13);
  });

  it('eases between shapes but shuts the lips on m', () => {
    const track = mouthTrack(SOUNDS, FPS, 30);
    expect(track[1]!.open).toBeLessThan(track[6]!.open); // opens over a few frames
    expect(track[6]!.open).toBeGreaterThan(0.9);
    expect(track[12]!.open).toBe(0); // 0.5 s: inside the m
    expect(track[12]!.press).toBe(1);
  });

  it('blinks every 2 to 6 seconds, the same way every time', () => {
    const t = blinkTimes(60_000, 3);
    expect(t).toEqual(blinkTimes(60_000, 3));
    for (let i = 1; i < t.length; i++) {
      expect(t[i]! - t[i - 1]!).toBeGreaterThanOrEqual(2000);
      expect(t[i]! - t[i - 1]!).toBeLessThanOrEqual(6000);
    }
    expect(t.length).toBeGreaterThan(9);
  });

  it('triangulates points without losing any', () => {
    const pts: Pt[] = [[0, 0], [10, 0], [0, 10], [10, 10], [5, 5], [2, 7]];
    const tris = triangulate(pts);
    expect(new Set(tris.flat()).size).toBe(pts.length);
    expect(tris.length).toBe(2 * pts.length - 2 - 4); // 2n - 2 - hull points
  });
});

describe('talking presenter frames (real photo avatar and its stored landmarks)', () => {
  const frames: Buffer[] = [];
  const total = 120;
  let blinkFrame = -1;
  beforeAll(async () => {
    for await (const f of presenterFrames({
      imagePath: IMAGE,
      landmarks: LANDMARKS,
      size: SIZE,
      fps: FPS,
      frames: total,
      phonemes: SOUNDS,
      words: [],
      frame: 'full',
      border: '#ffffff',
      seed: 7,
    })) {
      frames.push(Buffer.from(f));
    }
    const first = blinkTimes((total * 1000) / FPS, 7)[0]!;
    blinkFrame = Math.round(((first + BLINK_MS * 0.4) * FPS) / 1000);
  });

  const mouthBox = () => {
    const [l, r, top, bottom] = [lm(61), lm(291), lm(0), lm(17)];
    return { x: l[0] - 4, y: top[1] - 4, w: r[0] - l[0] + 8, h: bottom[1] - top[1] + 20 };
  };

  it('opens the mouth on an open vowel and closes it on m', () => {
    const ah = region(frames[8]!, mouthBox()); // 0.32 s
    const m = region(frames[13]!, mouthBox()); // 0.52 s
    const rest = region(frames[60]!, mouthBox()); // 2.4 s, silence
    expect(meanAbs(ah, m)).toBeGreaterThan(12);
    // The open mouth shows a dark cavity (with a light band of teeth and the lips' shaded rim in
    // it, so it is not all dark); the closed one does not.
    expect(darkShare(ah)).toBeGreaterThan(darkShare(m) + 0.07);
    expect(meanAbs(m, rest)).toBeLessThan(meanAbs(ah, m) / 2);
  });

  it('closes the eyes during a blink', () => {
    const eye = () => {
      const [a, b, top] = [lm(33), lm(133), lm(159)];
      return { x: a[0], y: top[1] - 3, w: b[0] - a[0], h: 9 };
    };
    const poses = presenterPoses({ fps: FPS, frames: total, phonemes: SOUNDS, words: [], seed: 7 }, 512);
    expect(poses[blinkFrame]!.blink).toBeGreaterThan(0.8);
    const open = region(frames[blinkFrame - 8]!, eye());
    const shut = region(frames[blinkFrame]!, eye());
    expect(meanAbs(open, shut)).toBeGreaterThan(10);
    // The dark iris and lashes are covered by the lid.
    expect(darkShare(shut)).toBeLessThan(darkShare(open));
  });

  it('moves the head a little between frames (sway) while the background stays', () => {
    const corner = { x: 0, y: 0, w: 24, h: 24 };
    expect(meanAbs(region(frames[30]!, corner), region(frames[100]!, corner))).toBe(0);
    const cheek = { x: lm(234)[0], y: lm(234)[1] - 10, w: 20, h: 20 };
    expect(meanAbs(region(frames[30]!, cheek), region(frames[100]!, cheek))).toBeGreaterThan(0.5);
  });
});

describe('an illustrated avatar (drawn portrait, mesh found on the drawing) talks the same way', () => {
  it('opens its drawn mouth on an open vowel and closes it on m', async () => {
    const marks = JSON.parse(readFileSync(join(FIX, 'drawn-avatar.landmarks.json'), 'utf8')) as number[];
    const frames: Buffer[] = [];
    for await (const f of presenterFrames({
      imagePath: join(FIX, 'drawn-avatar.png'),
      landmarks: marks,
      size: SIZE,
      fps: FPS,
      frames: 20,
      phonemes: SOUNDS,
      words: [],
      frame: 'circle',
      border: '#ffffff',
    })) {
      frames.push(Buffer.from(f));
    }
    const at = (i: number): Pt => [marks[2 * i]! * k, marks[2 * i + 1]! * k];
    const box = { x: at(61)[0] - 4, y: at(0)[1] - 4, w: at(291)[0] - at(61)[0] + 8, h: at(17)[1] - at(0)[1] + 20 };
    const ah = region(frames[8]!, box);
    const m = region(frames[13]!, box);
    expect(meanAbs(ah, m)).toBeGreaterThan(12);
    expect(darkShare(ah)).toBeGreaterThan(darkShare(m) + 0.05);
  });
});
