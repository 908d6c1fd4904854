import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { safeAreaFor } from '../src/platforms.ts';
import type { SceneSpec } from '../src/spec.ts';
import { frameLayout, type Rect } from '../src/visuals/layout.ts';
import { ocr } from './support/ocr.ts';
import { type Aspect, FFMPEG, frameAt, frameSpec, scratchDir, SQUARE, TALL, WIDE } from './support/frames.ts';

const root = scratchDir('kinds-e2e-');

type SceneInput = Omit<SceneSpec, 'text'> & { text: string };

/**
 * One scene of each kind. The narrations never say the data's digits, so what the frames show
 * of them can only come from the scene's design. Each scene's first word is unique (it finds
 * the scene on the word timings).
 */
export const KIND_SCENES: SceneInput[] = [
  { kind: 'stat', stat: { value: '$1,967', label: 'what a thousand grows to' }, text: 'Money left alone nearly doubles in ten years.' },
  {
    kind: 'list',
    items: ['Automate deposits', 'Cut hidden fees', 'Rebalance yearly'],
    text: 'Three habits help. Automate your deposits. Then cut hidden fees. Finally rebalance every year.',
  },
  {
    kind: 'steps',
    items: ['Open an account', 'Set a transfer', 'Forget about it'],
    text: 'Begin like this. Open an account, then set a monthly transfer, and then forget about it.',
  },
  {
    kind: 'comparison',
    comparison: { left: { title: 'Saving', points: ['Safe but slow'] }, right: { title: 'Investing', points: ['Grows over time'] } },
    text: 'Saving is safe but slow, while investing grows over time.',
  },
  { kind: 'quote', quote: { text: 'Well done is better than well said.', by: 'Benjamin Franklin' }, text: 'Remember that well done is better than well said.' },
  {
    kind: 'timeline',
    timeline: [
      { when: '1903', what: 'Powered flight' },
      { when: '1969', what: 'Moon landing' },
      { when: '2020', what: 'Private crew' },
    ],
    text: 'Aviation moved fast. Powered flight came first, then the moon landing, and later a private crew reached orbit.',
  },
];

const ASPECTS = [
  { name: '9:16', ...TALL },
  { name: '1:1', ...SQUARE },
  { name: '4:5', width: 540, height: 676, platform: 'instagram' as const },
  { name: '16:9', ...WIDE },
];

export function kindsSpec(a: Aspect, scenes = KIND_SCENES): RenderSpecInput {
  return frameSpec(a, { scenes });
}

/**
 * The templates' ink: white type and the midnight accents (#ff5fa2 of values and dates, #4fd1ff
 * of a comparison's second pill). The theme's backgrounds never get near white, and its faded
 * shapes never reach the full accents.
 */
const isWhite = (rgb: Buffer, i: number) => (rgb[i] ?? 0) > 225 && (rgb[i + 1] ?? 0) > 225 && (rgb[i + 2] ?? 0) > 225;
const isInk = (rgb: Buffer, i: number) => {
  const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
  return isWhite(rgb, i) || (r > 235 && Math.abs(g - 0x5f) < 30 && Math.abs(b - 0xa2) < 30) || (b > 235 && Math.abs(r - 0x4f) < 30 && Math.abs(g - 0xd1) < 30);
};

interface Ink {
  count: number;
  box?: Rect;
  /** Bands of inked rows at least `minRun` tall: one per line of type. */
  lines: number;
}

function inkIn(rgb: Buffer, w: number, area: Rect, test = isInk, minRun = 4): Ink {
  let count = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  let run = 0;
  let lines = 0;
  for (let y = area.y; y < area.y + area.h; y++) {
    let inRow = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      if (!test(rgb, (y * w + x) * 3)) continue;
      inRow++;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    count += inRow;
    if (inRow >= 2) run++;
    else {
      if (run >= minRun) lines++;
      run = 0;
    }
  }
  if (run >= minRun) lines++;
  return { count, lines, box: x1 < 0 ? undefined : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 } };
}

/** Ink outside `keep` (the stage and the caption band). */
function inkOutside(rgb: Buffer, w: number, h: number, keep: Rect[]): number {
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (keep.some((r) => x >= r.x - 2 && x < r.x + r.w + 2 && y >= r.y - 2 && y < r.y + r.h + 2)) continue;
      if (isInk(rgb, (y * w + x) * 3)) n++;
    }
  }
  return n;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** Text compared without case or spacing (OCR splits and joins lines freely). */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9,]+/g, '');

/** Each scene's span on the video (ms), found from its first spoken word. */
export function sceneSpans(result: RenderResult, scenes: SceneInput[]): { startMs: number; endMs: number }[] {
  const starts: number[] = [];
  let from = 0;
  for (const s of scenes) {
    const first = norm(s.text.split(/\s+/)[0] ?? '');
    const k = result.words.findIndex((w, i) => i >= from && norm(w.word) === first);
    if (k < 0) throw new Error(`scene "${s.text}" not found in ${result.words.map((w) => w.word).join(' ')}`);
    starts.push(result.words[k]?.startMs ?? 0);
    from = k + 1;
  }
  return starts.map((startMs, i) => ({ startMs, endMs: starts[i + 1] ?? result.durationSec * 1000 }));
}

/** When `word` is first said inside `span` (ms). */
function saidAt(result: RenderResult, word: string, span: { startMs: number; endMs: number }): number {
  const w = result.words.find((x) => x.startMs >= span.startMs && x.startMs < span.endMs && norm(x.word) === norm(word));
  if (!w) throw new Error(`"${word}" not said in the scene`);
  return w.startMs;
}

// The word that reveals the second item/side/stop, and a frame just before it.
const SECOND: Partial<Record<string, string>> = { list: 'hidden', steps: 'transfer', timeline: 'moon' };

describe('scene kinds drawn on frames (every kind x aspect)', () => {
  for (const a of ASPECTS) {
    describe(a.name, () => {
      const out = join(root, `${a.name.replace(':', 'x')}.mp4`);
      let result: RenderResult;
      let spans: { startMs: number; endMs: number }[];
      const layout = frameLayout(a.width, a.height, safeAreaFor(a.platform, a.width, a.height), { enabled: true, position: 'bottom' });

      beforeAll(async () => {
        result = await render(kindsSpec(a), out, { ffmpegPath: FFMPEG, tmpDir: root });
        spans = sceneSpans(result, KIND_SCENES);
      }, 240_000);

      KIND_SCENES.forEach((scene, i) => {
        it(`${scene.kind}: drawn large inside the stage (safe area, clear of the captions), nothing past it`, () => {
          const span = spans[i]!;
          const rgb = frameAt(out, (span.endMs - 350) / 1000);
          const ink = inkIn(rgb, a.width, layout.stage);
          // White type covers a real part of the stage: the data is drawn, and large.
          expect(ink.count, 'ink in the stage').toBeGreaterThan(layout.stage.w * layout.stage.h * 0.01);
          expect(ink.box!.h, 'the design spans the stage, not one thin row').toBeGreaterThan(layout.stage.h * 0.15);
          // Nothing white outside the stage and the caption band: no text past the safe area or under the captions' margin.
          expect(inkOutside(rgb, a.width, a.height, [layout.stage, layout.captionBand!])).toBeLessThan(20);
        });

        const second = SECOND[scene.kind ?? ''];
        if (scene.kind === 'comparison') {
          // Both sides at once (the second joins the first) or in turns on a stage too small
          // for both at a legible size (the second replaces the first): either way the second
          // side's point is read only once it is said, the first's before.
          it('comparison: each side comes as it is spoken (OCR)', async () => {
            const span = spans[i]!;
            const read = async (ms: number) => squash(await ocr(frameAt(out, ms / 1000), a.width, a.height));
            const early = await read(saidAt(result, 'investing', span) - 200);
            const late = await read(span.endMs - 350);
            // A point's words in order; a bullet beside a wrapped point may read as a letter between them.
            const [first, later] = [scene.comparison!.left.points[0]!, scene.comparison!.right.points[0]!].map(
              (p) => new RegExp(p.split(/\s+/).map(squash).join('[a-z]?')),
            );
            expect(early).toMatch(first!);
            expect(early).not.toMatch(later!);
            expect(late).toMatch(later!);
          }, 60_000);
        } else if (second) {
          it(`${scene.kind}: items appear one by one as they are spoken`, () => {
            const span = spans[i]!;
            // White type only: a comparison's filled title pills would swamp the count.
            const early = inkIn(frameAt(out, (saidAt(result, second, span) - 200) / 1000), a.width, layout.stage, isWhite);
            const late = inkIn(frameAt(out, (span.endMs - 350) / 1000), a.width, layout.stage, isWhite);
            expect(early.count, 'the first item is on screen before the second is said').toBeGreaterThan(0);
            expect(early.count).toBeLessThan(late.count * 0.8);
            // Later items add rows (stacked) or columns (side by side): the inked area grows.
            const area = (x: Ink) => (x.box ? x.box.w * x.box.h : 0);
            expect(area(early)).toBeLessThan(area(late) * 0.8);
            // A tall stage stacks them: fewer lines of type early than late.
            if (a.name === '9:16') expect(early.lines).toBeLessThan(late.lines);
          });
        }
      });

      if (a.name === '9:16') {
        it('reads the stat value, every list item and the quote with its author off the frames (OCR)', async () => {
          const read = async (sec: number) => ocr(frameAt(out, sec), a.width, a.height);
          const at = (i: number) => ((spans[i]?.endMs ?? 0) - 350) / 1000;
          const stat = await read(at(0));
          expect(squash(stat)).toContain('1,967');
          const list = squash(await read(at(1)));
          for (const item of KIND_SCENES[1]?.items ?? []) expect(list).toContain(squash(item));
          const quote = squash(await read(at(4)));
          expect(quote).toContain(squash('Well done is better than well said'));
          expect(quote).toContain(squash('Benjamin Franklin'));
          // While the digits roll, the value on screen is a smaller number than the stat's.
          // The stat opens the video: its count runs from 0.12 s to 0.72 s.
          const rolling = (await read(0.4)).replace(/[^0-9,]/g, ' ');
          const shown = Math.max(...(rolling.match(/\d[\d,]*/g) ?? ['0']).map((n) => Number(n.replace(/,/g, ''))));
          expect(shown).toBeGreaterThan(0);
          expect(shown).toBeLessThan(1967);
        }, 120_000);
      }
    });
  }
});
