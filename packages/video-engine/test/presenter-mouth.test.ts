import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRig, INNER_LOWER, INNER_UPPER, posePoints } from '../src/presenter/face-rig.ts';
import type { Pt } from '../src/presenter/mesh.ts';
import { presenterFrames, presenterPoses } from '../src/presenter/prepass.ts';
import type { PhonemeTiming } from '../src/tts/types.ts';

const FIX = join(import.meta.dirname, 'fixtures', 'presenter');
const IMAGE = join(FIX, 'astronaut-avatar.jpg');
const LANDMARKS = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
const FPS = 25;
/** "ah" held, then "m" held, then "e", then silence: the open, pressed, half-open and resting mouth. */
const SOUNDS: PhonemeTiming[] = [
  { phoneme: 'ɑ', startMs: 0, endMs: 600 },
  { phoneme: 'm', startMs: 600, endMs: 1000 },
  { phoneme: 'e', startMs: 1000, endMs: 1600 },
];
const AH = 12;
const M = 22;
const E = 37;
const REST = 49;

const input = (size: number) => ({
  imagePath: IMAGE,
  landmarks: LANDMARKS,
  size,
  fps: FPS,
  frames: 50,
  phonemes: SOUNDS,
  words: [],
  frame: 'full' as const,
  border: '#ffffff',
  seed: 7,
});

const luma = (buf: Uint8Array, size: number, x: number, y: number) => {
  const o = (y * size + x) * 4;
  return 0.299 * buf[o]! + 0.587 * buf[o + 1]! + 0.114 * buf[o + 2]!;
};

/** The inner lip contour of frame f, located from the mesh as the frame posed it (output pixels). */
function innerLips(size: number, f: number): { up: Pt[]; low: Pt[] } {
  const rig = buildRig(LANDMARKS, 512);
  const pose = presenterPoses(input(size), 512)[f]!;
  const posed = posePoints(rig, pose);
  const k = size / 512;
  const at = (i: number): Pt => {
    const p = posed[rig.slot.get(i)!]!;
    return [p[0] * k, p[1] * k];
  };
  return { up: INNER_UPPER.map(at), low: INNER_LOWER.map(at) };
}

function distanceTo(line: Pt[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [p, q] = [line[i]!, line[i + 1]!];
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const t = Math.max(0, Math.min(1, ((x - p[0]) * dx + (y - p[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - p[0] - t * dx, y - p[1] - t * dy));
  }
  return best;
}

/**
 * The largest luma step between neighbouring pixels on the mouth's boundary (within `band` px of
 * the inner lip contour): a pasted shape shows as one big step, a shaded one spreads it out.
 */
function boundaryStep(buf: Uint8Array, size: number, lips: { up: Pt[]; low: Pt[] }, band: number): number {
  const all = [...lips.up, ...lips.low];
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  let worst = 0;
  for (let y = Math.floor(Math.min(...ys) - band); y <= Math.ceil(Math.max(...ys) + band); y++) {
    for (let x = Math.floor(Math.min(...xs) - band); x <= Math.ceil(Math.max(...xs) + band); x++) {
      const d = Math.min(distanceTo(lips.up, x + 0.5, y + 0.5), distanceTo(lips.low, x + 0.5, y + 0.5));
      if (d > band) continue;
      const l = luma(buf, size, x, y);
      worst = Math.max(worst, Math.abs(luma(buf, size, x + 1, y) - l), Math.abs(luma(buf, size, x, y + 1) - l));
    }
  }
  return worst;
}

/** Mean luma inside the contour, in its upper and lower halves (by the local opening). */
function insideMeans(buf: Uint8Array, size: number, lips: { up: Pt[]; low: Pt[] }) {
  const yAt = (line: Pt[], x: number) => {
    for (let i = 0; i + 1 < line.length; i++) {
      const [p, q] = [line[i]!, line[i + 1]!];
      if (x >= p[0] && x <= q[0]) return p[1] + ((x - p[0]) / (q[0] - p[0] || 1)) * (q[1] - p[1]);
    }
    return Number.NaN;
  };
  const sums = { top: 0, nTop: 0, bottom: 0, nBottom: 0 };
  const left = lips.up[0]![0];
  const right = lips.up[lips.up.length - 1]![0];
  // The middle half of the width, away from the corners.
  for (let x = Math.ceil(left + (right - left) / 4); x < right - (right - left) / 4; x++) {
    const [yu, yl] = [yAt(lips.up, x + 0.5), yAt(lips.low, x + 0.5)];
    for (let y = Math.ceil(yu); y < yl; y++) {
      const l = luma(buf, size, x, y);
      if (y < (yu + yl) / 2) [sums.top, sums.nTop] = [sums.top + l, sums.nTop + 1];
      else [sums.bottom, sums.nBottom] = [sums.bottom + l, sums.nBottom + 1];
    }
  }
  return { top: sums.top / sums.nTop, bottom: sums.bottom / sums.nBottom, pixels: sums.nTop + sums.nBottom };
}

/** What the old mouth did: the contour filled with flat dark colour, no coverage at the edge. */
function pasted(buf: Uint8Array, size: number, lips: { up: Pt[]; low: Pt[] }): Buffer {
  const out = Buffer.from(buf);
  const yAt = (line: Pt[], x: number) => {
    for (let i = 0; i + 1 < line.length; i++) {
      const [p, q] = [line[i]!, line[i + 1]!];
      if (x >= p[0] && x <= q[0]) return p[1] + ((x - p[0]) / (q[0] - p[0] || 1)) * (q[1] - p[1]);
    }
    return Number.NaN;
  };
  for (let x = 0; x < size; x++) {
    const [yu, yl] = [yAt(lips.up, x + 0.5), yAt(lips.low, x + 0.5)];
    for (let y = Math.ceil(yu - 0.5); y < yl - 0.5; y++) out.set([58, 18, 20], (y * size + x) * 4);
  }
  return out;
}

/**
 * Down the middle half of the mouth, column by column, from half an opening above the upper lip
 * to half below the lower: the luma range (lips to cavity) and the largest step between
 * neighbouring pixels as a share of it. A pasted shape steps its whole range at once (share 1);
 * a mouth shaded inside the contour spreads it over a few pixels however small it is drawn.
 */
function columnSteps(buf: Uint8Array, size: number, lips: { up: Pt[]; low: Pt[] }): { share: number; range: number } {
  const yAt = (line: Pt[], x: number) => {
    for (let i = 0; i + 1 < line.length; i++) {
      const [p, q] = [line[i]!, line[i + 1]!];
      if (x >= p[0] && x <= q[0]) return p[1] + ((x - p[0]) / (q[0] - p[0] || 1)) * (q[1] - p[1]);
    }
    return Number.NaN;
  };
  const left = lips.up[0]![0];
  const right = lips.up[lips.up.length - 1]![0];
  let share = 0;
  let range = Infinity;
  for (let x = Math.ceil(left + (right - left) / 4); x < right - (right - left) / 4; x++) {
    const [yu, yl] = [yAt(lips.up, x + 0.5), yAt(lips.low, x + 0.5)];
    const pad = Math.max(2, (yl - yu) * 0.5);
    const col: number[] = [];
    for (let y = Math.floor(yu - pad); y <= Math.ceil(yl + pad); y++) col.push(luma(buf, size, x, y));
    const r = Math.max(...col) - Math.min(...col);
    let step = 0;
    for (let i = 1; i < col.length; i++) step = Math.max(step, Math.abs(col[i]! - col[i - 1]!));
    share = Math.max(share, step / r);
    range = Math.min(range, r);
  }
  return { share, range };
}

describe('the open mouth is synthesised inside the lip contour, without a hard edge', () => {
  const frames = new Map<number, Buffer[]>();
  beforeAll(async () => {
    for (const size of [256, 1080]) {
      const list: Buffer[] = [];
      for await (const f of presenterFrames(input(size))) list.push(Buffer.from(f));
      frames.set(size, list);
    }
  });

  for (const size of [256, 1080]) {
    it(`at ${size} px: no step across the mouth's edge, open differs from closed`, () => {
      const list = frames.get(size)!;
      // Mesh-located: the posed inner lips are really apart on "ah", together on "m".
      const open = innerLips(size, AH);
      const gap = Math.max(...open.low.map((p, j) => p[1] - open.up[j]![1]));
      expect(gap).toBeGreaterThan(size * 0.03);
      const shut = innerLips(size, M);
      expect(Math.max(...shut.low.map((p, j) => p[1] - shut.up[j]![1]))).toBeLessThan(gap / 4);

      // The cavity is there: dark inside the contour, darker in its lower half than in the upper
      // half, which holds the teeth band.
      const inside = insideMeans(list[AH]!, size, open);
      expect(inside.pixels).toBeGreaterThan(20);
      expect(inside.bottom).toBeLessThan(95);
      expect(inside.top).toBeGreaterThan(inside.bottom + 15);
      // The same place with the lips shut is the photo's lips and teeth: much lighter.
      expect(insideMeans(list[M]!, size, open).bottom).toBeGreaterThan(inside.bottom + 40);

      // No hard edge: luma never jumps between neighbours along the contour more than it does
      // across the photo's own lips at rest (a real edge at this size; the photo is upscaled, so
      // soft, at 1080) or 40, whichever is larger. Pasting a flat dark shape on the same contour
      // breaks that bound several times over, so the check can fail.
      const band = Math.max(2, size / 256);
      const limit = Math.max(40, 1.15 * boundaryStep(list[REST]!, size, innerLips(size, REST), band));
      expect(limit).toBeLessThan(100);
      for (const f of [AH, M, E]) {
        const lips = innerLips(size, f);
        expect(boundaryStep(list[f]!, size, lips, band), `frame ${f}`).toBeLessThan(limit);
      }
      expect(boundaryStep(pasted(list[M]!, size, open), size, open, band)).toBeGreaterThan(limit * 2);
    });
  }

  it('a resting mouth is the photo\'s own: the same pixels as a presenter that never speaks', async () => {
    const silent: Buffer[] = [];
    for await (const f of presenterFrames({ ...input(256), phonemes: [] })) silent.push(Buffer.from(f));
    const spoken = frames.get(256)![REST]!;
    const lips = innerLips(256, REST);
    const meanDiff = (a: Buffer, b: Buffer) => {
      let diff = 0;
      let n = 0;
      for (let y = Math.floor(Math.min(...lips.up.map((p) => p[1])) - 6); y < Math.max(...lips.low.map((p) => p[1])) + 6; y++) {
        for (let x = Math.floor(lips.up[0]![0] - 6); x < lips.up[lips.up.length - 1]![0] + 6; x++, n++) diff += Math.abs(luma(a, 256, x, y) - luma(b, 256, x, y));
      }
      expect(n).toBeGreaterThan(200);
      return diff / n;
    };
    expect(meanDiff(spoken, silent[REST]!)).toBeLessThan(0.5);
    // The open mouth, in the same place, is far from it.
    expect(meanDiff(frames.get(256)![AH]!, silent[AH]!)).toBeGreaterThan(20);
  });
});

// A corner bubble in a 540 px preview, or a small face in its photo, draws the mouth 20-30 px wide
// with a 5-10 px opening. Floors of a few pixels on the teeth band and the lip rim once filled all
// of it: a grey bar in a dark ring, with no cavity, stepping from lip to bar in one pixel.
describe('a mouth drawn small is still a shaded cavity inside the lips, not a bar', () => {
  for (const size of [72, 96, 136]) {
    it(`at ${size} px`, async () => {
      const list: Buffer[] = [];
      for await (const f of presenterFrames(input(size))) list.push(Buffer.from(f));
      const open = innerLips(size, AH);
      const gap = Math.max(...open.low.map((p, j) => p[1] - open.up[j]![1]));
      expect(gap).toBeGreaterThan(4);
      expect(gap).toBeLessThan(11);
      const opened = columnSteps(list[AH]!, size, open);
      // The cavity shows: every column through the middle of the mouth goes from lip to a dark
      // inside (the bar left about 60 between them) ...
      expect(opened.range).toBeGreaterThan(100);
      // ... over at least two steps (the bar stepped its whole range in one).
      expect(opened.share).toBeLessThan(0.6);
      expect(columnSteps(pasted(list[AH]!, size, open), size, open).share).toBeGreaterThan(0.9);
      // Closed on "m", the same place is the photo's lips again.
      expect(insideMeans(list[M]!, size, open).bottom).toBeGreaterThan(insideMeans(list[AH]!, size, open).bottom + 40);
    });
  }
});
