import { describe, expect, it } from 'vitest';
import type { Rect } from '../src/visuals/layout.ts';
import { capFloor, frameAt, inkRuns, isWhite, oneScene, renderTo, rowCounts, scratchDir, stageOf, TALL, WIDE } from './support/frames.ts';

const root = scratchDir('comparison-size-');

/**
 * The points' cap height in `area`: the tallest run of rows holding white ink that is not a
 * title (a title's rows, or rows within 3 of them, cross its pill: accent fill far wider than a
 * bullet dot). The points are capitals only, so a run is one line's cap height (the line
 * spacing leaves a gap between lines).
 */
function pointCap(rgb: Buffer, w: number, area: Rect): { ink: number; cap: number; title: number } {
  const white = rowCounts(rgb, w, area, isWhite);
  const pill = rowCounts(rgb, w, area, isAccent).map((n) => n >= area.w * 0.12);
  let ink = 0;
  let cap = 0;
  let title = 0;
  for (const { from, to } of inkRuns(white)) {
    // The first side's title is white on its accent pill: its run is the title's cap height.
    if (pill.slice(Math.max(0, from - 3), to + 3).some(Boolean)) {
      title = Math.max(title, to - from);
      continue;
    }
    cap = Math.max(cap, to - from);
    for (let k = from; k < to; k++) ink += white[k] ?? 0;
  }
  return { ink, cap, title };
}

/** A saturated accent (a title's pill). */
const isAccent = (r: number, g: number, b: number) => Math.max(r, g, b) - Math.min(r, g, b) > 110 && Math.max(r, g, b) > 180;

const COMPARISON = {
  left: { title: 'SAVING', points: ['SAFE BUT SLOW', 'EASY TO REACH'] },
  right: { title: 'INVESTING', points: ['GROWS OVER TIME', 'TAKES PATIENCE', 'RISES AND FALLS'] },
};

const CASES = [
  { name: '9:16 (stacked, or in turns where half the stage is too low)', ...TALL, presenter: false },
  { name: '16:9 talking head (columns beside the presenter)', ...WIDE, presenter: true },
];

describe('comparison points are set at caption size or larger, their titles as large (cap height measured on frames)', () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const text = 'Saving is safe but slow and easy to reach, while investing grows over time, takes patience, and rises and falls.';
        const { out, result } = await renderTo(root, c.name, oneScene(c, { kind: 'comparison', comparison: COMPARISON, text }));
        const { frame: frameL, stage, face } = stageOf(c, c.presenter, 'comparison');
        if (face) {
          // Beside the presenter, not in a band above it: the stage keeps the frame's full stage height.
          expect(stage.h).toBe(frameL.stage.h);
          expect(stage.x + stage.w).toBeLessThan(face.x);
        }
        // Side by side, each column on its own, so the runs of two sides' lines never merge. On a
        // tall stage the sides are stacked or shown in turns: their lines never share a row, and
        // the whole stage is one area (halves would cut a line in turns through the middle).
        const columns = stage.w >= stage.h * 0.9;
        const areas: Rect[] = columns
          ? [
              { x: stage.x, y: stage.y, w: Math.floor(stage.w / 2), h: stage.h },
              { x: stage.x + Math.ceil(stage.w / 2), y: stage.y, w: Math.floor(stage.w / 2), h: stage.h },
            ]
          : [stage];
        const floor = capFloor(c);
        const caps: number[][] = areas.map(() => []);
        const titles: { title: number; cap: number }[] = [];
        for (let t = 0.8; t < result.durationSec - 0.2; t += 0.4) {
          const rgb = frameAt(out, t);
          // Settled frames only (the next frame inks the same): a point fading in is not yet set.
          const next = frameAt(out, t + 1 / 15);
          areas.forEach((area, i) => {
            const m = pointCap(rgb, c.width, area);
            const settled = Math.abs(pointCap(next, c.width, area).ink - m.ink) <= m.ink * 0.03;
            if (m.ink > 150 && settled) caps[i]!.push(m.cap);
            if (i === 0 && m.ink > 150 && settled && m.title > 0) titles.push(m);
          });
        }
        caps.forEach((side, i) => {
          expect(side.length, `frames showing area ${i}'s points`).toBeGreaterThan(3);
          expect(
            Math.min(...side),
            `area ${i} cap heights ${side.join(',')} (floor ${floor.toFixed(1)})`,
          ).toBeGreaterThanOrEqual(floor);
          expect(Math.max(...side)).toBeLessThan(stage.h * 0.5);
        });
        // A title names its points: never smaller than them (issue 25: they were a third smaller).
        expect(titles.length, 'frames showing the first title and its points').toBeGreaterThan(3);
        for (const m of titles) expect(m.title, `title cap ${m.title} over points cap ${m.cap}`).toBeGreaterThanOrEqual(m.cap - 1);
      },
      120_000,
    );
  }
});
