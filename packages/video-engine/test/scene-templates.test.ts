import { describe, expect, it } from 'vitest';
import type { AssEvent } from '../src/captions/ass-util.ts';
import { ASPECTS, frameForAspect, safeAreaFor } from '../src/platforms.ts';
import { SCENE_KINDS } from '../src/scene-kinds.ts';
import type { SceneSpec } from '../src/spec.ts';
import { contains, frameLayout, intersects, type Rect } from '../src/visuals/layout.ts';
import { placePresenter, PRESENTER_LAYOUTS } from '../src/visuals/presenter-layout.ts';
import { emOf, revealTimes } from '../src/visuals/scenes/draw.ts';
import { SCENE_TEMPLATES, templateFor, type SceneDraw } from '../src/visuals/scenes/index.ts';
import { countedValue, countsUp, parseStatValue } from '../src/visuals/scenes/stat.ts';
import { themeFor } from '../src/visuals/themes.ts';

const LONG = 'Supercalifragilisticexpialidociousnesses';
const long = (n: number) => `${LONG} ${'and a few more words to wrap '.repeat(3)}`.slice(0, n).trim();

/** Each kind with its largest data: the longest items the contract allows, the most of them. */
const DATA: Record<Exclude<(typeof SCENE_KINDS)[number], 'narration'>, Partial<SceneSpec>> = {
  stat: { stat: { value: '$1,000,000,000', label: long(80) } },
  list: { items: Array.from({ length: 6 }, (_, i) => long(60 - i)) },
  steps: { items: Array.from({ length: 6 }, (_, i) => long(60 - i)) },
  comparison: {
    comparison: {
      left: { title: long(40), points: Array.from({ length: 4 }, () => long(60)) },
      right: { title: 'Short', points: ['One'] },
    },
  },
  quote: { quote: { text: `${long(60)} ${long(60)} ${long(60)}`, by: long(60) } },
  timeline: { timeline: Array.from({ length: 6 }, (_, i) => ({ when: `${1900 + i * 20} to ${1910 + i * 20}`, what: long(60) })) },
};

/** Where an event's type or drawing lands: its anchor (\pos, or \move's end) and \an, \fs, text size. */
function boxOf(e: AssEvent): Rect | undefined {
  const tags = e.text.match(/^\{([^}]*)\}/)?.[1] ?? '';
  const body = e.text.replace(/\{[^}]*\}/g, '');
  const pos = /\\pos\(([-\d.]+),([-\d.]+)\)/.exec(tags);
  const move = /\\move\([-\d.]+,[-\d.]+,([-\d.]+),([-\d.]+)/.exec(tags);
  const at = pos ?? move;
  if (!at) return undefined;
  const [x, y] = [Number(at[1]), Number(at[2])];
  const an = Number(/\\an(\d)/.exec(tags)?.[1] ?? 5);
  let w: number;
  let h: number;
  if (/\\p1/.test(tags)) {
    const nums = body.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [0];
    w = Math.max(...nums.filter((_, i) => i % 2 === 0));
    h = Math.max(...nums.filter((_, i) => i % 2 === 1));
  } else {
    const fs = Number(/\\fs(\d+)/.exec(tags)?.[1] ?? 0);
    const lines = body.split('\\N');
    w = Math.max(...lines.map((l) => emOf('noto-sans')(l) * fs));
    h = lines.length * fs;
  }
  const col = (an - 1) % 3;
  const row = an >= 7 ? 0 : an >= 4 ? 1 : 2;
  return { x: x - (col * w) / 2, y: y - (row * h) / 2, w, h };
}

/** An emoji's drawing (\\p3: absolute quarter-pixel coordinates) as the box it covers. */
function emojiBoxOf(e: AssEvent): Rect {
  const nums = e.text.replace(/^\{[^}]*\}/, '').match(/-?\d+/g)!.map((v) => Number(v) / 4);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by });

describe('scene templates (registry)', () => {
  it('names a template for every kind, and falls back to narration when the data is missing', () => {
    for (const kind of SCENE_KINDS) expect(SCENE_TEMPLATES[kind].kind).toBe(kind);
    expect(templateFor({ text: 'x', kind: 'stat' }).kind).toBe('narration');
    expect(templateFor({ text: 'x', kind: 'stat', stat: { value: '73%', label: 'of neurons' } }).kind).toBe('stat');
    expect(templateFor({ text: 'x' }).kind).toBe('narration');
  });

  it('counts a stat up keeping its prefix, separators, decimals and unit', () => {
    expect(parseStatValue('$1,967')).toMatchObject({ prefix: '$', target: 1967, grouped: true, suffix: '' });
    expect(countedValue('$1,967', 0)).toBe('$0');
    expect(countedValue('$1,967', 0.5)).toBe('$984');
    expect(countedValue('$12,500,000', 0.5)).toBe('$6,250,000');
    // Small counts and ranges appear whole: "1 hearts" on the way to "3 hearts" would be a wrong fact.
    expect(['$1,967', '73%', '15 kilograms'].map(countsUp)).toEqual([true, true, true]);
    expect(['3 hearts', '1–2 years', '8'].map(countsUp)).toEqual([false, false, false]);
    expect(countedValue('73%', 0.5)).toBe('37%');
    expect(countedValue('3.5 kg', 0.5)).toBe('1.8 kg');
    expect(countedValue('73%', 1)).toBe('73%');
    expect(countedValue('Half', 0.3)).toBe('Half');
  });

  it('reveals items as they are spoken, in order, and evenly when they are not', () => {
    const words = ['First', 'automate', 'deposits', 'then', 'cut', 'hidden', 'fees'].map((word, i) => ({ word, startMs: 1000 + i * 400, endMs: 1350 + i * 400 }));
    const spoken = revealTimes(['Automate deposits', 'Cut hidden fees'], words, 1000, 5000);
    expect(spoken[0]).toBe(1400 - 80);
    expect(spoken[1]).toBe(3000 - 80);
    const unspoken = revealTimes(['Alpha', 'Beta', 'Gamma'], words, 1000, 5000);
    expect(unspoken[0]).toBeLessThan(unspoken[1]!);
    expect(unspoken[1]).toBeLessThan(unspoken[2]!);
    expect(unspoken[2]).toBeLessThan(5000 - 400);
  });

  for (const aspect of ASPECTS) {
    const { width, height } = frameForAspect(aspect);
    it(`${aspect}: every kind's type and shapes stay inside the stage, clear of captions and the presenter in every layout`, () => {
      const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
      const places = [undefined, ...PRESENTER_LAYOUTS.map((l) => placePresenter(l, 'bottom-right', 0.32, frame))];
      let checked = 0;
      for (const place of places) {
        const box = place?.stage ?? frame.stage;
        for (const [kind, data] of Object.entries(DATA)) {
          const scene = { text: 'Narration.', kind, ...data } as SceneSpec;
          const d: SceneDraw = {
            scene,
            sceneIndex: 1,
            box,
            fromMs: 0,
            toMs: 6000,
            words: [],
            theme: themeFor('midnight'),
            font: 'noto-sans',
            frame,
            shots: [],
            kinetic: {} as SceneDraw['kinetic'],
            onPicture: false,
            emoji: '💰',
          };
          const template = SCENE_TEMPLATES[kind as keyof typeof DATA];
          const events = template.draw(d);
          expect(events.length, kind).toBeGreaterThan(0);
          // The emoji a template makes room for lies in the stage, clear of its type and shapes.
          const emoji = template.emojiBox?.(d);
          if (kind === 'stat') expect(emoji, 'the stat shows the scene emoji').toBeDefined();
          if (emoji) {
            expect(contains(box, emoji), `${aspect} ${kind} emoji`).toBe(true);
            if (place) expect(intersects(emoji, place.box), `${aspect} ${kind} emoji`).toBe(false);
            for (const e of events) {
              const r = boxOf(e);
              if (r && !/\\p1/.test(e.text)) expect(intersects(grow(r, -2), emoji), `${aspect} ${kind} emoji vs ${e.text.slice(0, 60)}`).toBe(false);
            }
          }
          for (const e of events) {
            const r = boxOf(e);
            if (!r) continue;
            const what = `${aspect} ${place ? 'presenter' : 'no presenter'} ${kind}: ${e.text.slice(0, 80)}`;
            // The outline (and a rounding pixel) may stand past the measured box.
            expect(contains(grow(box, Math.ceil(frame.captionSize * 0.1) + 2), r), what).toBe(true);
            // The captions where the layout leaves them (a lower third moves them above itself).
            expect(intersects(r, place?.captionBand ?? frame.captionBand!), what).toBe(false);
            if (place) expect(intersects(r, grow(place.box, -2)), what).toBe(false);
            if (place?.bar) expect(intersects(r, place.bar), what).toBe(false);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('timeline with 2 and with 6 stops', () => {
  const STOPS = [
    { when: '1903', what: 'Powered flight ✈️' },
    { when: '1927', what: 'Atlantic crossing' },
    { when: '1947', what: 'Sound barrier' },
    { when: '1969', what: 'Moon landing 🌕' },
    { when: '1981', what: 'Space shuttle' },
    { when: '2020', what: 'Private crew' },
  ];
  for (const aspect of ASPECTS) {
    it(`${aspect}: every stop inside the stage, its event set at least a third of the caption size`, () => {
      const { width, height } = frameForAspect(aspect);
      const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
      for (const n of [2, 6]) {
        const d = {
          scene: { text: 'Narration.', kind: 'timeline', timeline: STOPS.slice(0, n) } as SceneSpec,
          sceneIndex: 1,
          box: frame.stage,
          fromMs: 0,
          toMs: 6000,
          words: [],
          theme: themeFor('midnight'),
          font: 'noto-sans' as const,
          frame,
          shots: [],
          kinetic: {} as SceneDraw['kinetic'],
          onPicture: false,
        };
        const events = SCENE_TEMPLATES.timeline.draw(d);
        const sizes = events.map((e) => Number(/\\fs(\d+)/.exec(e.text)?.[1] ?? 0)).filter((s) => s > 0);
        expect(Math.min(...sizes), `${aspect} ${n} stops`).toBeGreaterThanOrEqual(frame.captionSize / 3);
        // Every stop's event is on screen once all are reached (an event per stop, at least).
        for (const s of STOPS.slice(0, n)) expect(events.some((e) => e.text.includes(s.what.split(' ')[0]!)), `${aspect} ${n}: ${s.what}`).toBe(true);
        for (const e of events) {
          const r = boxOf(e);
          if (!r) continue;
          expect(contains(grow(frame.stage, Math.ceil(frame.captionSize * 0.1) + 2), /\\p3/.test(e.text) ? emojiBoxOf(e) : r), `${aspect} ${n}: ${e.text.slice(0, 60)}`).toBe(true);
        }
      }
    });
  }
});

describe("a list's heading", () => {
  const { width, height } = frameForAspect('9:16');
  const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
  const draw = (shownBefore?: string[]) =>
    SCENE_TEMPLATES.list.draw({
      scene: { text: 'Three things drive it: the rate, the time, and how often.', kind: 'list', keywords: ['Three drivers'], items: ['The rate', 'The time', 'How often'] } as SceneSpec,
      sceneIndex: 2,
      box: frame.stage,
      fromMs: 0,
      toMs: 6000,
      words: [],
      theme: themeFor('midnight'),
      font: 'noto-sans',
      frame,
      shots: [],
      kinetic: { title: 'Compound interest' } as SceneDraw['kinetic'],
      onPicture: false,
      ...(shownBefore ? { shownBefore } : {}),
    });
  const headed = (events: { text: string }[]) => events.some((e) => e.text.includes('Three drivers'));

  it('shows the first keyword, unless an earlier scene already showed that phrase', () => {
    expect(headed(draw())).toBe(true);
    expect(headed(draw(['Simple', 'three  drivers!']))).toBe(false);
    // Words seen elsewhere are not the phrase: the heading stays.
    expect(headed(draw(['Three ideas', 'Two drivers']))).toBe(true);
  });
});
