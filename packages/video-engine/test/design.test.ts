import { describe, expect, it } from 'vitest';
import { designSvg } from '../src/visuals/design.ts';
import { shotBoxes, SHOT_LAYOUTS } from '../src/visuals/layout.ts';
import { THEME_NAMES, themeFor } from '../src/visuals/themes.ts';

// Issue 25: "the background shapes support the content instead of filling space". Outline
// triangles, rings and tilted squares dropped at random sat behind the type and the captions.
describe('a designed background', () => {
  const frame = { width: 1080, height: 1920 };
  const stage = { x: 60, y: 200, w: 960, h: 1300 };
  it('is texture (glows, edge circles, a band, a grid), with no free-floating outline shape, in every theme and variant', () => {
    for (const name of THEME_NAMES) {
      for (let variant = 0; variant < 8; variant++) {
        for (const calm of [false, true]) {
          const layout = SHOT_LAYOUTS[variant % SHOT_LAYOUTS.length]!;
          const svg = designSvg({ theme: themeFor(name), size: { width: 1188, height: 2112 }, frame, boxes: shotBoxes(stage, layout), variant, calm });
          expect(svg, `${name} ${variant}`).not.toMatch(/<polygon/);
          // Outline shapes are those drawn with a stroke and no fill (the grid's lines are texture).
          expect(svg.match(/<(?:circle|rect)[^>]*fill="none"/g) ?? [], `${name} ${variant}`).toEqual([]);
          expect(svg).toMatch(/<rect width="1188" height="2112" fill="url\(#bg\)"\/>/);
        }
      }
    }
  });
});
