import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssEvent } from '../src/captions/ass-util.ts';
import { assLayout, buildAss } from '../src/captions/ass.ts';
import { familyFor, prepareFontsDir } from '../src/fonts/registry.ts';
import { safeAreaFor } from '../src/platforms.ts';
import type { SceneSpec } from '../src/spec.ts';
import { emojiSvgPath } from '../src/visuals/emoji.ts';
import { emojiDrawings, emojiShapes } from '../src/visuals/scenes/emoji-drawing.ts';
import { packageDir } from '../src/fonts/package-dir.ts';
import { revealTimes } from '../src/visuals/scenes/draw.ts';
import { SCENE_TEMPLATES, type SceneDraw } from '../src/visuals/scenes/index.ts';
import { frameLayout } from '../src/visuals/layout.ts';
import { themeFor } from '../src/visuals/themes.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

// Scene designs drawn by libass alone (the overlay a render burns in), one frame per check:
// what the pixels show of an item's emoji and of rows not yet spoken.
const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'scene-emoji-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const [W, H] = [540, 960];
const BG = '#101020';
const frame = frameLayout(W, H, safeAreaFor('tiktok', W, H), { enabled: true, position: 'bottom' });
const theme = themeFor('midnight');

function drawOf(scene: SceneSpec): SceneDraw {
  return {
    scene,
    sceneIndex: 1,
    box: frame.stage,
    fromMs: 0,
    toMs: 6000,
    words: [],
    theme,
    font: 'noto-sans',
    frame,
    shots: [],
    kinetic: {} as SceneDraw['kinetic'],
    onPicture: false,
  };
}

let n = 0;
/** RGB24 pixels of the overlay over a flat background at `ms`. */
async function frameOf(events: AssEvent[], ms: number): Promise<Buffer> {
  const dir = join(root, String(n++));
  await prepareFontsDir(join(dir, 'fonts'), 'noto-sans', ['Latin']);
  const ass = buildAss({
    layout: assLayout(W, H, safeAreaFor('tiktok', W, H), familyFor('noto-sans')),
    title: '',
    titleEndMs: 0,
    lines: [],
    style: 'karaoke',
    overlay: events,
  });
  writeFileSync(join(dir, 'f.ass'), ass);
  return execFileSync(
    FFMPEG,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=${BG}:s=${W}x${H}:r=10:d=7`, '-vf', `ass=f.ass:fontsdir=fonts`, '-ss', (ms / 1000).toFixed(2), '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { cwd: dir, maxBuffer: 64 << 20 },
  );
}

const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
/** Pixels within `tol` of any of `colours`, with the rows they lie on. */
function pixelsOf(rgb: Buffer, colours: string[], tol = 14): { count: number; ys: number[] } {
  const want = colours.map(hex);
  const ys: number[] = [];
  for (let i = 0; i < rgb.length; i += 3) {
    const p = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
    if (want.some((c) => c.every((v, k) => Math.abs(v - p[k]!) <= tol))) ys.push(Math.floor(i / 3 / W));
  }
  return { count: ys.length, ys };
}

/** The y of the row an item's text is set on (its \pos or \move end). */
function rowY(events: AssEvent[], word: string): number {
  const e = events.find((x) => x.text.replace(/\{[^}]*\}/g, '').includes(word));
  const m = e && /\\(?:pos\(|move\([-\d.]+,[-\d.]+,)[-\d.]+,([-\d.]+)/.exec(e.text);
  if (!m) throw new Error(`no row for ${word}`);
  return Number(m[1]);
}

// The octopus's own purples, read from the shipped SVG the engine draws it from (its dark eyes left out).
const OCTOPUS = [...new Set(emojiShapes(readFileSync(emojiSvgPath('🐙')!, 'utf8')).map((s) => s.fill))].filter((c) => c !== '#292F33');

describe('Twemoji SVGs as ASS drawings', () => {
  it('converts every shipped emoji: shapes with colours, inside its 36x36 box', () => {
    const dir = packageDir('@twemoji/svg');
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(3000);
    const bad: string[] = [];
    for (const f of files) {
      const shapes = emojiShapes(readFileSync(join(dir, f), 'utf8'));
      const points = shapes.flatMap((s) => s.subs.flatMap((sub) => [sub.start, ...sub.curves.flat()]).flat());
      const ok = shapes.length > 0 && shapes.every((s) => /^#[0-9A-F]{6}$/.test(s.fill)) && points.every((v) => Number.isFinite(v) && Math.abs(v - 18) < 40);
      if (!ok) bad.push(f);
    }
    expect(bad).toEqual([]);
  });

  it('draws flags, keycaps and joined sequences, and nothing for what the set lacks', () => {
    for (const e of ['🇫🇷', '1️⃣', '👩‍🔬', '❤️']) expect(emojiDrawings(e, 0, 0, 40).length, e).toBeGreaterThan(0);
    expect(emojiDrawings('x', 0, 0, 40)).toEqual([]);
  });
});

describe('emoji inside scene designs (pixels)', () => {
  const items = ['🐙 Ink clouds', 'Camouflage skin', 'Three hearts'];

  it("draws a list item's emoji from the shipped image, in its colours, in the item's row", async () => {
    const events = SCENE_TEMPLATES.list.draw(drawOf({ text: 'Narration.', kind: 'list', items }));
    // Never a font glyph: no event hands libass the emoji's code points.
    for (const e of events) expect(e.text).not.toMatch(/\p{Extended_Pictographic}/u);
    const rgb = await frameOf(events, 5800);
    const purple = pixelsOf(rgb, OCTOPUS);
    expect(purple.count).toBeGreaterThan(150);
    const [y0, y1] = [rowY(events, 'Ink'), rowY(events, 'Camouflage')];
    const mid = (y0 + y1) / 2;
    // Every octopus pixel sits in the first item's row, above the second's.
    expect(Math.max(...purple.ys)).toBeLessThan(mid);
    expect(Math.min(...purple.ys)).toBeGreaterThan(y0 - (y1 - y0) / 2);

    // The same list without the emoji has none of its colours (the measure can fail).
    const plain = SCENE_TEMPLATES.list.draw(drawOf({ text: 'Narration.', kind: 'list', items: ['Ink clouds', ...items.slice(1)] }));
    expect(pixelsOf(await frameOf(plain, 5800), OCTOPUS).count).toBe(0);
  });

  it('draws emoji in quotes, steps, comparison points, stat labels and timeline events', async () => {
    const scenes: SceneSpec[] = [
      { text: 'N.', kind: 'steps', items: ['Feed the 🐙', 'Rest'] },
      { text: 'N.', kind: 'quote', quote: { text: 'An 🐙 has three hearts', by: 'A biologist' } },
      { text: 'N.', kind: 'comparison', comparison: { left: { title: 'Octopus', points: ['Eight arms 🐙'] }, right: { title: 'Squid', points: ['Ten limbs'] } } },
      { text: 'N.', kind: 'stat', stat: { value: '3', label: 'hearts in an 🐙' } },
      { text: 'N.', kind: 'timeline', timeline: [{ when: '1900', what: 'First 🐙 study' }, { when: '2000', what: 'Genome read' }] },
    ];
    for (const scene of scenes) {
      const events = SCENE_TEMPLATES[scene.kind!].draw(drawOf(scene));
      expect(pixelsOf(await frameOf(events, 5800), OCTOPUS).count, scene.kind).toBeGreaterThan(40);
    }
  });
});

describe('rows not yet spoken (pixels)', () => {
  for (const kind of ['list', 'steps'] as const) {
    it(`${kind}: shows nothing of an item before it is said, not even its marker`, async () => {
      const items = ['Automate deposits', 'Cut hidden fees', 'Rebalance yearly'];
      const events = SCENE_TEMPLATES[kind].draw(drawOf({ text: 'Narration.', kind, items }));
      const at = revealTimes(items, [], 0, 6000);
      const y1 = rowY(events, 'Cut');
      const y0 = rowY(events, 'Automate');
      // Between the first item's reveal and the second's: only the first row has anything drawn.
      const rgb = await frameOf(events, Math.round((at[0]! + 400 + at[1]!) / 2));
      const drawn = pixelsOf(rgb, [theme.accents[0]!, '#FFFFFF'], 40);
      expect(drawn.count).toBeGreaterThan(50);
      expect(Math.max(...drawn.ys)).toBeLessThan((y0 + y1) / 2);
    });
  }
});
