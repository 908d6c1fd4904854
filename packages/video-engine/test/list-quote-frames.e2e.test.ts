import { describe, expect, it } from 'vitest';
import { ocr } from './support/ocr.ts';
import {
  capFloor,
  frameAt,
  inkRuns,
  isWhite,
  oneScene,
  renderTo,
  rowCounts,
  scratchDir,
  SQUARE,
  stageOf,
  TALL,
  WIDE,
} from './support/frames.ts';

const root = scratchDir('list-quote-');

// Capitals only: each line of an item is one run of inked rows, its cap height tall.
const ITEMS = ['ARMS DECIDE', 'BLUE BLOOD', 'INK'];

describe('a list reads as a set: one size, every item on one line, at the captions floor or larger (issue 25)', () => {
  for (const c of [
    { name: '9:16', ...TALL },
    { name: '16:9', ...WIDE },
  ]) {
    it(
      c.name,
      async () => {
        const text = 'An octopus is odd. Its arms decide alone, it has blue blood, and it squirts ink.';
        const { out, result } = await renderTo(
          root,
          `list ${c.name}`,
          oneScene(c, { kind: 'list', items: ITEMS, text }),
        );
        const { stage } = stageOf(c);
        const rgb = frameAt(out, result.durationSec - 0.4);
        const runs = inkRuns(rowCounts(rgb, c.width, stage, isWhite)).filter((r) => r.to - r.from >= capFloor(c) / 3);
        const caps = runs.map((r) => r.to - r.from);
        // Three items, three lines: "ARMS / DECIDE" beside one-line items reads as four items.
        expect(caps.length, `lines of type (cap heights ${caps.join(',')})`).toBe(ITEMS.length);
        expect(
          Math.min(...caps),
          `cap heights ${caps.join(',')} (floor ${capFloor(c).toFixed(1)})`,
        ).toBeGreaterThanOrEqual(capFloor(c));
        // One size: the lines' cap heights agree within the outline's antialiasing.
        expect(Math.max(...caps) - Math.min(...caps)).toBeLessThanOrEqual(2);
      },
      90_000,
    );
  }
});

// One page on a tall free stage, pages on a square one (with and without a talking head): either
// way the author is on screen while the quotation's last word is said, and stays to the end.
const QUOTE = {
  text: 'The octopus is the closest we will come to meeting an intelligent alien.',
  by: 'Peter Godfrey-Smith',
};

describe('a quotation shows its author with its last page, not only in its last instant (OCR)', () => {
  for (const c of [
    { name: '9:16', ...TALL, presenter: false },
    { name: '1:1', ...SQUARE, presenter: false },
    { name: '1:1 talking head (pages)', ...SQUARE, presenter: true },
  ]) {
    it(
      c.name,
      async () => {
        const text =
          'As one philosopher put it, the octopus is the closest we will come to meeting an intelligent alien. Think about that.';
        const { out, result } = await renderTo(
          root,
          `quote ${c.name}`,
          oneScene(c, { kind: 'quote', quote: QUOTE, text }),
        );
        const { stage } = stageOf(c, c.presenter);
        const read = async (sec: number) => {
          const rgb = frameAt(out, sec);
          // The stage's rows only: the captions say the words too.
          return (
            await ocr(rgb.subarray(stage.y * c.width * 3, (stage.y + stage.h) * c.width * 3), c.width, stage.h)
          ).toLowerCase();
        };
        const alien = result.words.find((w) => w.word.toLowerCase().startsWith('alien'));
        if (!alien) throw new Error('"alien" not said');
        const said = await read(alien.endMs / 1000);
        expect(said, 'the last page and its author while "alien" is said').toContain('alien');
        expect(said).toContain('godfrey');
        expect(await read(result.durationSec - 0.3), 'the author at the end').toContain('godfrey');
      },
      90_000,
    );
  }
});
