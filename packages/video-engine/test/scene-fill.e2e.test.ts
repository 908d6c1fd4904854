import { describe, expect, it } from 'vitest';
import type { Rect } from '../src/visuals/layout.ts';
import { boxOf, capFloor, frameAt, inkRuns, isWhite, oneScene, readArea, renderTo, rowCounts, scratchDir, SQUARE, squash, stageOf, TALL, type PixelTest } from './support/frames.ts';

const root = scratchDir('scene-fill-');

/** Midnight's second accent (the second title's pill; its bullets are dots) and the dark type on it. */
const isCyan: PixelTest = (r, g, b) => b > 200 && r < 150 && g > 150;
// Near-black and grey, not the background's dark purple round the pill's corners.
const isDark: PixelTest = (r, g, b) => Math.max(r, g, b) < 100 && Math.max(r, g, b) - Math.min(r, g, b) < 25;

/** The second title's pill: the rows where the cyan is wider than a bullet, and its extent in them. */
function cyanPill(rgb: Buffer, w: number, area: Rect): Rect | undefined {
  const rows = rowCounts(rgb, w, area, isCyan);
  const y0 = rows.findIndex((n) => n > area.w * 0.08);
  const y1 = rows.findLastIndex((n) => n > area.w * 0.08);
  return y0 < 0 ? undefined : boxOf(rgb, w, { ...area, y: area.y + y0, h: y1 - y0 + 1 }, isCyan);
}

/** Both sides' titles and points on a frame: the white type in `area` (the first title on its pill, the points) and the dark type on the second title's pill. */
async function readComparison(rgb: Buffer, w: number, area: Rect): Promise<string> {
  const pill = cyanPill(rgb, w, area);
  return squash((await readArea(rgb, w, area)) + (pill ? await readArea(rgb, w, pill, isDark) : ''));
}

// Points in capitals: each line of them is one run of inked rows, its cap height tall. The
// titles share a row: two words in capitals would not fit it at the points' size.
const RENT_OR_BUY = {
  kind: 'comparison' as const,
  comparison: {
    left: { title: 'Renting', points: ['FLEXIBLE MOVES', 'NO REPAIRS', 'LOWER COSTS'] },
    right: { title: 'Buying', points: ['BUILDS EQUITY', 'FIXED COSTS', 'YOURS TO KEEP'] },
  },
  text: 'Renting means flexible moves, no repairs and lower costs, while buying builds equity, has fixed costs and gives a home yours to keep.',
};

describe('a comparison shows both sides at once where they fit at the captions floor (OCR, frames)', () => {
  it(
    '9:16 talking-head band: both titles with two points of a side together, at the captions floor or larger',
    async () => {
      const a = { ...TALL, presenter: true };
      const { out, result } = await renderTo(root, 'band', oneScene(a, RENT_OR_BUY));
      const { stage: band } = stageOf(a, true, 'comparison');
      const said = (word: string) => {
        const w = result.words.find((x) => x.word.toLowerCase().startsWith(word));
        if (!w) throw new Error(`"${word}" not said`);
        return (w.startMs + w.endMs) / 2000;
      };
      // Two points of the first side under both titles, then the second side's first point.
      const rgb = frameAt(out, said('repairs'));
      const early = await readComparison(rgb, a.width, band);
      for (const t of ['renting', 'buying', 'flexiblemoves', 'norepairs']) expect(early, `while "repairs" is said`).toContain(t);
      const seen = await readComparison(frameAt(out, said('builds')), a.width, band);
      for (const t of ['renting', 'buying', 'buildsequity']) expect(seen, `while "builds" is said`).toContain(t);
      // Legible: both lines of the first side's points (white type under the titles' row) at the floor.
      const pill = cyanPill(rgb, a.width, band);
      if (!pill) throw new Error('no second title pill');
      const under = { ...band, y: pill.y + pill.h, h: band.y + band.h - (pill.y + pill.h) };
      const caps = inkRuns(rowCounts(rgb, a.width, under, isWhite))
        .map((r) => r.to - r.from)
        .filter((h) => h >= capFloor(a) / 3);
      expect(caps.length, `lines of white type (caps ${caps.join(',')})`).toBeGreaterThanOrEqual(2);
      expect(Math.min(...caps), `cap heights ${caps.join(',')} (floor ${capFloor(a).toFixed(1)})`).toBeGreaterThanOrEqual(capFloor(a));
    },
    120_000,
  );

  it(
    '1:1 without a presenter: both sides’ titles at once',
    async () => {
      const { out, result } = await renderTo(root, 'square', oneScene(SQUARE, RENT_OR_BUY));
      const { stage } = stageOf(SQUARE);
      for (const sec of [1, result.durationSec - 0.4]) {
        const seen = await readComparison(frameAt(out, sec), SQUARE.width, stage);
        for (const t of ['renting', 'buying']) expect(seen, `both titles at ${sec.toFixed(1)} s`).toContain(t);
      }
    },
    120_000,
  );
});

describe('a list opens on its heading, not a bare background, while its lead-in is said (OCR)', () => {
  it(
    '9:16',
    async () => {
      const scene = {
        kind: 'list' as const,
        keywords: ['WHAT MAKES THEM ODD'],
        items: ['ARMS DECIDE', 'BLUE BLOOD', 'INK'],
        text: 'Three things make them odd: their arms decide alone, they have blue blood, and they squirt ink.',
      };
      const { out } = await renderTo(root, 'list', oneScene(TALL, scene));
      const { stage } = stageOf(TALL);
      // The heading is in the theme's accent: any saturated light pixel is its ink.
      const isAccent: PixelTest = (r, g, b) => Math.max(r, g, b) > 180 && Math.max(r, g, b) - Math.min(r, g, b) > 90;
      const seen = squash(await readArea(frameAt(out, 0.3), TALL.width, stage, (r, g, b) => isWhite(r, g, b) || isAccent(r, g, b)));
      expect(seen, 'the heading 0.3 s into the scene').toContain('whatmakesthemodd');
      // Over the lead-in it holds the middle of the stage, larger; it settles over the items.
      const early = boxOf(frameAt(out, 0.3), TALL.width, stage, isAccent);
      const settled = boxOf(frameAt(out, 3.5), TALL.width, { ...stage, h: Math.round(stage.h * 0.3) }, isAccent);
      expect(early && settled).toBeTruthy();
      const middle = stage.y + stage.h / 2;
      expect(Math.abs(early!.y + early!.h / 2 - middle)).toBeLessThan(stage.h * 0.15);
      expect(early!.h).toBeGreaterThan(settled!.h * 1.2);
    },
    120_000,
  );
});
