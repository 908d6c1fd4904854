import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rect } from '../src/visuals/layout.ts';
import { frameAt, frameSpec, renderTo, scratchDir, stageOf } from './support/frames.ts';

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
  { name: '16:9 (columns)', width: 960, height: 540, platform: 'youtube' as const },
  { name: '9:16 (stacked)', width: 540, height: 960, platform: 'tiktok' as const },
];

describe('comparison: both panels the same height whatever their points (measured on frames)', () => {
  const photo = join(root, 'grey.png');
  beforeAll(async () => {
    await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 150, g: 150, b: 150 } } })
      .png()
      .toFile(photo);
  });

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
