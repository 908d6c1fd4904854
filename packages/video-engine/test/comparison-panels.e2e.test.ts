import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rect } from '../src/visuals/layout.ts';
import { frameAt, frameSpec, inkRuns, isWhite, oneScene, renderTo, rowCounts, scratchDir, SQUARE, stageOf, talkingHead, TALL, WIDE } from './support/frames.ts';
import { ocr } from './support/ocr.ts';

const root = scratchDir('comparison-panels-');

/**
 * The dark plate's extent inside `area` on a flat grey photo: rows where a run of plate-dark
 * grey pixels spans most of the area's width (text, pills and dots are narrower).
 */
function plateRows(rgb: Buffer, w: number, area: Rect): { top: number; bottom: number } | undefined {
  let top = -1;
  let bottom = -1;
  for (let y = area.y; y < area.y + area.h; y++) {
    let dark = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      if (r < 80 && Math.abs(r - g) < 10 && Math.abs(g - b) < 10) dark++;
    }
    if (dark < area.w * 0.5) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return top < 0 ? undefined : { top, bottom };
}

const ASPECTS = [
  { name: '16:9 (columns)', ...WIDE },
  { name: '9:16 (stacked)', ...TALL },
];

// A flat grey photo behind the scenes: the dark plates over it are measurable.
const photo = join(root, 'grey.png');
beforeAll(async () => {
  await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 150, g: 150, b: 150 } } })
    .png()
    .toFile(photo);
});

describe('comparison: both panels the same height whatever their points (measured on frames)', () => {
  for (const a of ASPECTS) {
    it(
      a.name,
      async () => {
        const spec = frameSpec(a, {
          scenes: [
            {
              kind: 'comparison',
              imagePath: photo,
              comparison: {
                left: { title: 'Saving', points: ['Safe but slow'] },
                right: { title: 'Investing', points: ['Grows over time', 'Takes patience', 'Rises and falls'] },
              },
              text: 'Saving is safe but slow, while investing grows over time, takes patience, and rises and falls.',
            },
          ],
        });
        const { out, result } = await renderTo(root, a.name, spec);
        const { stage } = stageOf(a);
        const columns = stage.w >= stage.h * 0.9;
        const halves: Rect[] = columns
          ? [
              { x: stage.x, y: 0, w: Math.floor(stage.w * 0.4), h: a.height },
              { x: stage.x + Math.ceil(stage.w * 0.6), y: 0, w: Math.floor(stage.w * 0.4), h: a.height },
            ]
          : [
              // Each half of the stage and the plate's padding beyond it.
              { x: stage.x, y: stage.y - 40, w: stage.w, h: Math.floor(stage.h / 2) + 40 },
              { x: stage.x, y: stage.y + Math.ceil(stage.h / 2), w: stage.w, h: Math.floor(stage.h / 2) + 40 },
            ];
        const rgb = frameAt(out, result.durationSec - 0.4);
        const [left, right] = halves.map((h) => plateRows(rgb, a.width, h));
        expect(left, 'first panel drawn').toBeDefined();
        expect(right, 'second panel drawn').toBeDefined();
        const height = (p: { top: number; bottom: number }) => p.bottom - p.top + 1;
        expect(
          Math.abs(height(left!) - height(right!)),
          `panel heights ${height(left!)} and ${height(right!)}`,
        ).toBeLessThanOrEqual(2);
        // Side by side, they also start on the same row (titles level).
        if (columns) expect(Math.abs(left!.top - right!.top)).toBeLessThanOrEqual(2);
      },
      90_000,
    );
  }
});

/** A title's pill: midnight's saturated accents (the bullets share them, but are narrow). */
const isPill = (r: number, g: number, b: number) => Math.max(r, g, b) - Math.min(r, g, b) > 110 && Math.max(r, g, b) > 180;

/**
 * Cap heights in `area` of the type on the first title's pill (white on the accent: the widest
 * run of accent in a row, a bullet is narrower) and of the white type off it (the points).
 */
function titleAndPoints(rgb: Buffer, w: number, area: Rect): { title: number; points: number } {
  let [x0, x1, y0, y1] = [Infinity, -1, Infinity, -1];
  for (let y = area.y; y < area.y + area.h; y++) {
    let [start, best, bestAt] = [-1, 0, 0];
    for (let x = area.x; x <= area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      const on = x < area.x + area.w && isPill(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0);
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start > best) [best, bestAt] = [x - start, start];
        start = -1;
      }
    }
    if (best < area.w * 0.08) continue;
    [x0, x1, y0, y1] = [Math.min(x0, bestAt), Math.max(x1, bestAt + best), Math.min(y0, y), Math.max(y1, y)];
  }
  const pill = { x: x0 - 3, y: y0 - 3, w: x1 - x0 + 6, h: y1 - y0 + 7 };
  const onPill = (x: number, y: number) => x >= pill.x && x < pill.x + pill.w && y >= pill.y && y < pill.y + pill.h;
  const [title, points] = [true, false].map((inside) => {
    const rows: number[] = [];
    for (let y = area.y; y < area.y + area.h; y++) {
      let n = 0;
      for (let x = area.x; x < area.x + area.w; x++) {
        const i = (y * w + x) * 3;
        if (onPill(x, y) === inside && isWhite(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) n++;
      }
      rows.push(n);
    }
    return Math.max(0, ...inkRuns(rows).map((r) => r.to - r.from));
  });
  return { title: title ?? 0, points: points ?? 0 };
}

const BANDS = [
  { name: '9:16 talking-head band', ...TALL },
  { name: '4:5 talking-head band', width: 540, height: 676, platform: 'instagram' as const },
];

describe('comparison in a talking head’s band: a plate across the band, never past it, titles as large as their points (frames)', () => {
  for (const a of BANDS) {
    it(
      a.name,
      async () => {
        const spec = frameSpec(a, {
          presenter: talkingHead(),
          scenes: [
            {
              kind: 'comparison',
              imagePath: photo,
              comparison: {
                // Capitals: a line's tallest run of inked rows is its cap height.
                left: { title: 'RENTING', points: ['FLEXIBLE MOVES', 'NO REPAIRS', 'LOWER UPFRONT COST'] },
                right: { title: 'BUYING', points: ['BUILDS EQUITY', 'STABLE PAYMENTS', 'YOURS TO CHANGE'] },
              },
              text: 'Renting gives you flexible moves, no repairs and a lower upfront cost, while buying builds equity, gives stable payments and is yours to change.',
            },
          ],
        });
        const { out, result } = await renderTo(root, a.name, spec);
        const { stage: band } = stageOf(a, true, 'comparison');
        const { frame } = stageOf(a);
        const platePad = Math.round(frame.captionSize * 0.3);
        const sizes: { title: number; points: number }[] = [];
        for (let t = 1; t < result.durationSec - 0.3; t += 0.5) {
          const rgb = frameAt(out, t);
          const plate = plateRows(rgb, a.width, { x: band.x, y: band.y - platePad - 2, w: band.w, h: band.h + 2 * platePad + 4 });
          expect(plate, `${t} s: a plate in the band`).toBeDefined();
          // Never past the band (onto the face below it) but for the plate's own padding.
          expect(plate!.top, `${t} s: plate top`).toBeGreaterThanOrEqual(band.y - platePad - 1);
          expect(plate!.bottom, `${t} s: plate bottom`).toBeLessThanOrEqual(band.y + band.h + platePad);
          // The band's whole width: its widest row (clear of the type) is as wide as the band.
          let dark = 0;
          for (let y = plate!.top; y <= plate!.bottom; y++) {
            let n = 0;
            for (let x = 0; x < a.width; x++) if ((rgb[(y * a.width + x) * 3] ?? 0) < 80) n++;
            dark = Math.max(dark, n);
          }
          expect(dark, `${t} s: plate width`).toBeGreaterThanOrEqual(band.w * 0.95);
          const m = titleAndPoints(rgb, a.width, band);
          if (m.title > 0 && m.points > 0) sizes.push(m);
        }
        // The first side's title (white on its pill) beside or above its points: never smaller.
        expect(sizes.length, 'frames showing the first title and its points').toBeGreaterThan(2);
        for (const m of sizes) expect(m.title, `title cap ${m.title}, points cap ${m.points}`).toBeGreaterThanOrEqual(m.points - 1);
      },
      90_000,
    );
  }
});

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');

const RENT_OR_BUY = {
  kind: 'comparison' as const,
  comparison: {
    left: { title: 'Renting', points: ['Flexible moves', 'No repairs to pay'] },
    right: { title: 'Buying', points: ['Builds equity', 'Grows over time'] },
  },
  text: 'Renting keeps you flexible, while buying builds equity over the years.',
};

const SHORT = [
  { name: '16:9', ...WIDE, both: true },
  { name: '9:16', ...TALL, both: false },
  { name: '1:1', ...SQUARE, both: false },
];

describe('comparison with two short points a side: both sides at once where they fit, a side’s points together, each point on screen as it is said (OCR)', () => {
  for (const a of SHORT) {
    it(
      a.name,
      async () => {
        const { out, result } = await renderTo(root, `short ${a.name}`, oneScene(a, RENT_OR_BUY));
        const { stage } = stageOf(a);
        // The stage's rows only: the captions below say the words too.
        // Twice the size, grey and inverted: Tesseract reads the titles on their pills too.
        const read = async (ms: number) => {
          const rows = frameAt(out, ms / 1000).subarray(stage.y * a.width * 3, (stage.y + stage.h) * a.width * 3);
          const big = await sharp(rows, { raw: { width: a.width, height: stage.h, channels: 3 } })
            .resize(a.width * 2, stage.h * 2)
            .greyscale()
            .negate()
            .raw()
            .toBuffer();
          const rgb = Buffer.alloc(big.length * 3);
          big.forEach((v, i) => rgb.fill(v, i * 3, i * 3 + 3));
          return squash(await ocr(rgb, a.width * 2, stage.h * 2));
        };
        const said = (word: string) => {
          const w = result.words.find((x) => x.word.toLowerCase().startsWith(word));
          if (!w) throw new Error(`"${word}" not said`);
          return (w.startMs + w.endMs) / 2;
        };
        // A point said is on screen while its words are said.
        for (const [word, point] of [
          ['flexible', 'Flexible moves'],
          ['builds', 'Builds equity'],
          ['equity', 'Builds equity'],
        ] as const) {
          expect(await read(said(word)), `stage while "${word}" is said`).toContain(squash(point));
        }
        // Every point of a side together in one frame: its last frame.
        const end = await read(result.durationSec * 1000 - 300);
        for (const w of ['builds', 'equity', 'grows', 'time']) expect(end, 'the second side’s points at its end').toContain(w);
        const first = await read(said('while'));
        for (const w of ['flexible', 'moves', 'repairs', 'pay']) expect(first, 'the first side’s points together').toContain(w);
        // A wide stage fits both sides side by side at the captions' floor: both sides' points
        // and both titles' pills (midnight's pink and cyan accents; a bullet is a dot) at once.
        if (a.both) {
          for (const w of ['flexible', 'repairs', 'equity', 'grows']) expect(end, 'both sides at once').toContain(w);
          const rgb = frameAt(out, result.durationSec - 0.3);
          for (const [name, is] of [
            ['pink', (r: number, g: number, b: number) => r > 200 && g < 150 && b > 100],
            ['cyan', (r: number, g: number, b: number) => b > 200 && r < 150 && g > 150],
          ] as const) {
            const n = rowCounts(rgb, a.width, stage, is).reduce((x, y) => x + y, 0);
            expect(n, `${name} title pill`).toBeGreaterThan(stage.w * stage.h * 0.01);
          }
        }
      },
      120_000,
    );
  }
});
