import { describe, expect, it } from 'vitest';
import type { Rect } from '../src/visuals/layout.ts';
import { frameAt, frameSpec, renderTo, scratchDir, stageOf, talkingHead, TALL, WIDE } from './support/frames.ts';

const root = scratchDir('title-face-');


/**
 * Pixels of the title card's border (midnight's first accent, #ff5fa2 = 255,95,162) in `area` (in
 * its inscribed disc when `disc`). Narrow enough in green and blue that pink lips (about 223,135,126
 * on the fixture once the mouth moves in time with the words) are not taken for it.
 */
function border(rgb: Buffer, w: number, area: Rect, disc = false): number {
  let n = 0;
  const [cx, cy, r2] = [area.x + area.w / 2, area.y + area.h / 2, (area.w / 2) ** 2];
  for (let y = area.y; y < area.y + area.h; y++) {
    for (let x = area.x; x < area.x + area.w; x++) {
      if (disc && (x - cx) ** 2 + (y - cy) ** 2 > r2) continue;
      const i = (y * w + x) * 3;
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      if (r > 220 && g < 125 && b > 135 && b < 210) n++;
    }
  }
  return n;
}

const CASES = [
  { name: '16:9', ...WIDE },
  // Full size: the small sizes are presenter-small.e2e.test.ts's.
  { name: '1:1', width: 1080, height: 1080, platform: 'instagram' as const },
  { name: '9:16', ...TALL },
];

describe('talking head: the title card is beside or above the face, never on it (frames)', () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const spec = frameSpec(c, {
          title: 'Morning habits that stick for good',
          presenter: talkingHead(),
          scenes: [{ text: 'Small habits, kept every morning, add up to a very different year.' }],
        });
        const { out } = await renderTo(root, c.name, spec);
        const { stage, face: box } = stageOf(c, true);
        if (!box) throw new Error('no presenter placed');
        // The face: the presenter's disc inside its ring (the square's corners show the background).
        const inset = Math.round(box.w * 0.06);
        const face = { x: box.x + inset, y: box.y + inset, w: box.w - 2 * inset, h: box.h - 2 * inset };
        let shown = 0;
        for (const t of [0.6, 1.2, 1.8, 2.2]) {
          const rgb = frameAt(out, t);
          const card = border(rgb, c.width, stage);
          if (card > c.width * 0.5) shown++;
          expect(
            border(rgb, c.width, face, true),
            `${c.name} at ${t} s: card border on the face (card ${card} px in the stage)`,
          ).toBe(0);
        }
        // The card was on screen in those frames (in the stage beside or above the face).
        expect(shown).toBeGreaterThanOrEqual(2);
      },
      120_000,
    );
  }
});
