import { describe, expect, it } from 'vitest';
import { spokenWordColor } from '../src/captions/spoken.ts';
import type { CaptionStyle } from '../src/spec.ts';
import { contrast, THEME_NAMES, type ThemeName } from '../src/visuals/themes.ts';
import { frameAt, frameSpec, renderTo, scratchDir, stageOf, TALL } from './support/frames.ts';

const root = scratchDir('contrast-e2e-');

const ASPECT = TALL;
const { width: W, height: H } = ASPECT;


const hex = (rgb: number[]) => '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)] ?? 0;

/**
 * The spoken word measured on a frame: its fill (pixels near the word's colour in the caption
 * band), the ring right around the fill (its outline, or a boxed style's plate), and the frame
 * behind the caption (a strip above the line, as wide as the word).
 */
function measure(rgb: Buffer, colour: string) {
  const band = stageOf(ASPECT).frame.captionBand!;
  const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const px = (x: number, y: number) => [0, 1, 2].map((c) => rgb[(y * W + x) * 3 + c] ?? 0);
  const fill = new Set<number>();
  let [x0, y0, x1, y1] = [W, H, 0, 0];
  for (let y = band.y; y < band.y + band.h; y++) {
    for (let x = band.x; x < band.x + band.w; x++) {
      const p = px(x, y);
      if (p.some((c, k) => Math.abs(c - (want[k] ?? 0)) > 28)) continue;
      fill.add(y * W + x);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  const channels = (idx: number[]) => [0, 1, 2].map((c) => median(idx.map((i) => rgb[i * 3 + c] ?? 0)));
  // The ring: 2 px out from the fill's edge (the antialiased pixel between skipped).
  const ring: number[] = [];
  for (const i of fill) {
    const [x, y] = [i % W, Math.floor(i / W)];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const j = (y + 2 * dy) * W + (x + 2 * dx);
      if (!fill.has((y + dy) * W + x + dx) && !fill.has(j)) ring.push(j);
    }
  }
  const fillHex = hex(channels([...fill]));
  // Behind the caption: the frame above the line, where no caption ink is.
  const behind: number[] = [];
  const capH = y1 - y0 + 1;
  for (let y = Math.max(0, y0 - 2 * capH); y < y0 - capH; y++)
    for (let x = x0; x <= x1; x++) behind.push(contrast(fillHex, hex(px(x, y))));
  return { count: fill.size, fill: fillHex, ring: hex(channels(ring)), behind: percentile(behind, 0.05) };
}

const CASES: { theme: ThemeName; style: CaptionStyle; brandColors?: string[] }[] = [
  ...THEME_NAMES.map((theme) => ({ theme, style: 'karaoke' as const })),
  { theme: 'paper', style: 'pop' },
  { theme: 'paper', style: 'boxed' },
  { theme: 'sunrise', style: 'karaoke', brandColors: ['#ffcc29'] },
  { theme: 'paper', style: 'karaoke', brandColors: ['#12ab34'] },
];

describe('the spoken caption word keeps 3:1 against its plate and its background (measured on frames)', () => {
  for (const c of CASES) {
    const name = `${c.theme} ${c.style}${c.brandColors ? ` brand ${c.brandColors.join(',')}` : ''}`;
    it(
      name,
      async () => {
        const spec = frameSpec(ASPECT, {
          theme: c.theme,
          brandColors: c.brandColors,
          captions: { enabled: true, style: c.style },
          scenes: [{ text: 'Habits compound quietly over many months.' }],
        });
        const { out, result } = await renderTo(root, name, spec);
        const word = result.words.find((w) => /^quietly/i.test(w.word))!;
        const colour = spokenWordColor(c.theme, c.style, c.brandColors);
        const m = measure(frameAt(out, (word.startMs + word.endMs) / 2000), colour);
        expect(m.count, `the spoken word drawn in ${colour}`).toBeGreaterThan(150);
        expect(contrast(m.fill, m.ring), `fill ${m.fill} on its ring ${m.ring}`).toBeGreaterThanOrEqual(3);
        // Outlined styles sit right on the frame: the word reads against it too (a boxed word's
        // background is its plate, measured above).
        if (c.style !== 'boxed') expect(m.behind, `fill ${m.fill} on the frame behind`).toBeGreaterThanOrEqual(3);
      },
      60_000,
    );
  }
});
