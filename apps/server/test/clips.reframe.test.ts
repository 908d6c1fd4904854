import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropExpression, resolveFfmpeg } from '@reelforge/video-engine';
import { findFaces } from '../src/adapters/avatar/index.ts';
import { sampleFaces } from '../src/modules/clips/face-frames.ts';
import { cropAt, cropPath, cropSize, speakerTrack, type FaceBox, type FrameFaces } from '../src/modules/clips/reframe.ts';
import { makeTalkVideo, type TalkVideo } from './support/talk-video.ts';

// Reframing a landscape talk for a vertical clip: the crop window follows the speaker's face.

const SOURCE = { width: 1280, height: 720 };
const VERTICAL = { width: 1080, height: 1920 };
const face = (cx: number, cy = 300, w = 120, score = 0.9): FaceBox => ({ x: cx - w / 2, y: cy - w / 2, w, h: w, score });
const frames = (n: number, at: (i: number) => FaceBox[], fps = 2): FrameFaces[] => Array.from({ length: n }, (_, i) => ({ tMs: (i * 1000) / fps, faces: at(i) }));
const centreOf = (path: ReturnType<typeof cropPath>, tMs: number) => cropAt(path, tMs).x + path.width / 2;

describe('the crop path', () => {
  it('is the largest window of the output shape, even-sized', () => {
    expect(cropSize(SOURCE, VERTICAL)).toEqual({ width: 404, height: 720 });
    expect(cropSize(SOURCE, { width: 1080, height: 1080 })).toEqual({ width: 720, height: 720 });
    expect(cropSize({ width: 1080, height: 1920 }, { width: 1920, height: 1080 })).toEqual({ width: 1080, height: 608 });
  });

  it('holds still while the face only jitters (hysteresis)', () => {
    const jitter = [0, 14, -9, 21, -17, 6, -24, 11];
    const path = cropPath(frames(40, (i) => [face(300 + jitter[i % jitter.length]!)]), SOURCE, VERTICAL);
    expect(path.mode).toBe('face');
    expect(new Set(path.points.map((p) => p.x)).size).toBe(1);
    expect(Math.abs(centreOf(path, 0) - 300)).toBeLessThan(30);
  });

  it('follows a face that walks across, at a bounded speed, and settles on it', () => {
    // From 5 s the speaker walks from x=300 to x=900 in 5 s (60 px a sample).
    const path = cropPath(frames(40, (i) => [face(300 + 60 * Math.min(10, Math.max(0, i - 10)))]), SOURCE, VERTICAL);
    expect(Math.abs(centreOf(path, 4000) - 300)).toBeLessThan(30);
    expect(Math.abs(centreOf(path, 19_500) - 900)).toBeLessThan(0.03 * path.width + 1);
    const xs = path.points.map((p) => p.x);
    for (let i = 1; i < xs.length; i++) {
      // Never back and forth, and never faster than half a window width a second.
      expect(xs[i]!).toBeGreaterThanOrEqual(xs[i - 1]!);
      const dt = (path.points[i]!.tMs - path.points[i - 1]!.tMs) / 1000;
      expect(xs[i]! - xs[i - 1]!).toBeLessThanOrEqual(0.5 * path.width * dt + 1);
    }
  });

  it('follows the face present longest when there are several, and the centre when there is none', () => {
    // A bigger face (a guest, a poster) on the right in 4 frames of 30; the speaker on the left in all.
    const track = speakerTrack(frames(30, (i) => [face(280), ...(i % 8 === 0 ? [face(1000, 300, 200)] : [])]));
    expect(track.every((f) => f && Math.abs(f.x + f.w / 2 - 280) < 1)).toBe(true);
    const none = cropPath(frames(10, () => []), SOURCE, VERTICAL);
    expect(none.mode).toBe('centre');
    expect(cropAt(none, 2250).x + none.width / 2).toBe(640);
    // A weak detection (a pattern that looks a little like a face) is not a face.
    expect(cropPath(frames(10, () => [face(900, 300, 120, 0.3)]), SOURCE, VERTICAL).mode).toBe('centre');
  });
});

describe('the crop path with no face', () => {
  it('drifts slowly across the centre over the whole clip (a Ken Burns pan), not a still crop', () => {
    // 30 s of sampled frames (2 fps) where nothing was seen.
    const path = cropPath(frames(60, () => []), SOURCE, VERTICAL, undefined, 30_000);
    expect(path).toMatchObject({ mode: 'centre', width: 404, height: 720 });
    const xs = [0, 7500, 15_000, 22_500, 30_000].map((t) => cropAt(path, t).x);
    // It moves the whole time, one way, at one pace...
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeCloseTo((xs[4]! - xs[0]!) / 4, 0);
    expect(xs[4]! - xs[0]!).toBeGreaterThan(0);
    // ...across a small part of the frame (5% of its width), centred on the source's middle.
    expect(xs[4]! - xs[0]!).toBeLessThanOrEqual(0.05 * SOURCE.width + 1);
    expect(xs[4]! - xs[0]!).toBeGreaterThanOrEqual(0.05 * SOURCE.width - 1);
    expect(Math.abs(cropAt(path, 15_000).x + path.width / 2 - SOURCE.width / 2)).toBeLessThanOrEqual(1);
    // A full-height window keeps its level, and stays inside the source.
    expect(new Set(path.points.map((p) => p.y))).toEqual(new Set([0]));
    for (const x of xs) expect(x >= 0 && x + path.width <= SOURCE.width).toBe(true);
    // Slow: a few pixels of the source a second, nothing like following a face.
    expect((xs[4]! - xs[0]!) / 30).toBeLessThan(0.02 * path.width);
  });

  it('zooms in a little to drift when the source has the output’s own shape', () => {
    const tall = { width: 1080, height: 1920 };
    const path = cropPath([], tall, VERTICAL, undefined, 20_000);
    expect(path.mode).toBe('centre');
    expect(path.width).toBeLessThan(tall.width);
    expect(path.height).toBeLessThan(tall.height);
    expect(path.width % 2 + (path.height % 2)).toBe(0);
    const [a, b] = [cropAt(path, 0), cropAt(path, 20_000)];
    expect(b.x).toBeGreaterThan(a.x);
    expect(b.y).toBeGreaterThan(a.y);
    for (const p of [a, b]) expect(p.x >= 0 && p.y >= 0 && p.x + path.width <= tall.width && p.y + path.height <= tall.height).toBe(true);
    // Centred halfway through.
    const mid = cropAt(path, 10_000);
    expect(Math.abs(mid.x + path.width / 2 - tall.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(mid.y + path.height / 2 - tall.height / 2)).toBeLessThanOrEqual(1);
  });

  it('the render draws the same drift: the crop expression moves the window between the same points', async () => {
    const path = cropPath(frames(20, () => []), SOURCE, VERTICAL, undefined, 10_000);
    const expr = cropExpression(path.points, 'x');
    const at = (t: number) => Function('t', `const lt=(a,b)=>a<b?1:0; const _if=(c,a,b)=>c?a:b; return ${expr.replace(/if\(/g, '_if(')};`)(t) as number;
    for (const t of [0, 2.5, 5, 7.5, 10]) expect(at(t)).toBeCloseTo(cropAt(path, t * 1000).x, 0);
  });
});

describe('reframing a real talk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reframe-'));
  let talk: TalkVideo;
  beforeAll(async () => {
    talk = await makeTalkVideo(dir, { text: 'A short talk for the reframing test. The speaker sits on the left, a rocket on the right.' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the speaker on the left half and keeps the right half out of the window', async () => {
    const startMs = 1000;
    const endMs = 5000;
    const began = performance.now();
    const seen = await sampleFaces({ ffmpeg: resolveFfmpeg(), input: talk.path, source: SOURCE, startMs, endMs, fps: 2, sampleWidth: 640, findFaces });
    const seconds = (performance.now() - began) / 1000;
    expect(seen).toHaveLength(8);
    expect(seen.every((f) => f.faces.length >= 1)).toBe(true);
    const path = cropPath(seen, SOURCE, VERTICAL);
    expect(path.mode).toBe('face');
    const faceCx = talk.face.x + talk.face.w / 2;
    for (const f of seen) {
      const { x } = cropAt(path, f.tMs);
      expect(x).toBeLessThan(talk.face.x);
      expect(x + path.width).toBeGreaterThan(talk.face.x + talk.face.w);
      expect(x + path.width).toBeLessThanOrEqual(640);
      expect(Math.abs(x + path.width / 2 - faceCx)).toBeLessThan(40);
    }
    // Measured, not judged: the realtime factor (seconds of clip per second of work) goes to the bench.
    process.stdout.write(`reframe: ${((endMs - startMs) / 1000 / seconds).toFixed(2)}x realtime at 2 fps, 640 px\n`);
  });
});
