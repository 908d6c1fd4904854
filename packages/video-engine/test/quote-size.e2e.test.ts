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
  whiteCap,
  WIDE,
} from './support/frames.ts';

const root = scratchDir('quote-size-');

// Capitals only: the tallest run of inked rows in a line is its cap height.
const QUOTE = { text: 'WELL DONE IS BETTER THAN WELL SAID.', by: 'Benjamin Franklin' };

const CASES = [
  { name: '9:16 talking-head band', ...TALL, presenter: true },
  { name: '16:9 talking head (stage beside the presenter)', ...WIDE, presenter: true },
  { name: '16:9', ...WIDE, presenter: false },
  { name: '9:16', ...TALL, presenter: false },
  { name: '1:1', ...SQUARE, presenter: false },
];

describe('the quotation is set at caption size or larger (cap height measured on frames)', () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const spec = oneScene(c, {
          kind: 'quote',
          quote: QUOTE,
          text: 'Franklin put it simply: well done is better than well said, and he lived by it.',
        });
        const { out, result } = await renderTo(root, c.name, spec);
        const { stage } = stageOf(c, c.presenter, 'quote');
        const floor = capFloor(c);
        const caps: number[] = [];
        // Every frame of the scene that shows the quotation (pages included) sets it that large.
        for (let t = 0.6; t < result.durationSec - 0.3; t += 0.5) {
          const m = whiteCap(frameAt(out, t), c.width, stage);
          if (m.ink > 200) caps.push(m.cap);
        }
        expect(caps.length, 'frames showing the quotation').toBeGreaterThan(3);
        expect(Math.min(...caps), `cap heights ${caps.join(',')} (floor ${floor.toFixed(1)})`).toBeGreaterThanOrEqual(
          floor,
        );
        // Not one huge word either: the type stays within the stage's height.
        expect(Math.max(...caps)).toBeLessThan(stage.h * 0.6);
      },
      90_000,
    );
  }
});

/** `text` holds `word`, or the word with one letter misread (Tesseract reads a heavy D as P: "TOPAY"). */
const nearly = (text: string, word: string) =>
  text.includes(word) ||
  [...word].some((_, i) => new RegExp(`${word.slice(0, i)}[a-z]${word.slice(i + 1)}`).test(text));

// Capitals only again, long enough to page on any stage.
const LONG = {
  text: 'THE BEST TIME TO PLANT A TREE WAS TWENTY YEARS AGO. THE SECOND BEST TIME IS NOW, SO START TODAY.',
  by: 'Chinese proverb',
};

describe('a paged quotation fills the stage: as many lines a page as fit (line pitch measured on frames)', () => {
  for (const c of [
    { name: '1:1', ...SQUARE, presenter: false },
    { name: '1:1 talking head', ...SQUARE, presenter: true },
  ]) {
    it(
      c.name,
      async () => {
        const text =
          'As the proverb says, the best time to plant a tree was twenty years ago. The second best time is now, so start today.';
        const { out, result } = await renderTo(
          root,
          `long ${c.name}`,
          oneScene(c, { kind: 'quote', quote: LONG, text }),
        );
        const { stage } = stageOf(c, c.presenter, 'quote');
        let most = 0;
        let pitch = 0;
        let cap = 0;
        for (let t = 0.6; t < result.durationSec - 0.3; t += 0.4) {
          const rgb = frameAt(out, t);
          // Lines of the quotation: runs of inked rows at least half a caption's cap tall.
          const runs = inkRuns(rowCounts(rgb, c.width, stage, isWhite)).filter((r) => r.to - r.from >= capFloor(c) / 2);
          if (runs.length < 2) continue;
          if (runs.length > most) most = runs.length;
          pitch = Math.max(pitch, runs[1]!.from - runs[0]!.from);
          cap = Math.max(cap, ...runs.map((r) => r.to - r.from));
          // Never past the stage: the first and last lines keep clear of its edges.
          expect(runs[0]!.from, `${t} s: top line inside the stage`).toBeGreaterThan(0);
          expect(runs[runs.length - 1]!.to, `${t} s: bottom line inside the stage`).toBeLessThan(stage.h);
        }
        expect(cap, `cap height ${cap}`).toBeGreaterThanOrEqual(capFloor(c));
        // Each line takes a pitch of the stage: as many as it holds appear on one page (issue 25:
        // pages of 2 where 3 fit at the same size).
        const fit = Math.floor(stage.h / pitch);
        expect(fit, `stage ${stage.h} px, pitch ${pitch} px`).toBeGreaterThanOrEqual(3);
        expect(most, `lines a page (${fit} fit)`).toBe(fit);
        // The page on screen holds the word being said: pages turn with the voice, not early on
        // a word the quotation repeats ("the best time ... the second best time").
        for (const word of ['plant', 'twenty', 'second', 'today']) {
          const w = result.words.find((x) => x.word.toLowerCase().startsWith(word));
          if (!w) throw new Error(`"${word}" not said`);
          const rgb = frameAt(out, (w.startMs + w.endMs) / 2000);
          // The stage's rows only: the captions below say the word too.
          const rows = rgb.subarray(stage.y * c.width * 3, (stage.y + stage.h) * c.width * 3);
          const read = (await ocr(rows, c.width, stage.h)).toLowerCase();
          expect(nearly(read, word), `page on screen while "${word}" is said: ${read}`).toBe(true);
        }
      },
      90_000,
    );
  }
});
