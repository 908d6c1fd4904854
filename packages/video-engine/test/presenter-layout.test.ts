import { describe, expect, it } from 'vitest';
import { ASPECTS, frameForAspect, PLATFORMS, safeAreaFor } from '../src/platforms.ts';
import { contains, frameLayout, intersects, shotBoxes, type CaptionPosition } from '../src/visuals/layout.ts';
import { placePresenter, PRESENTER_LAYOUTS, type Corner } from '../src/visuals/presenter-layout.ts';
import { presenterPlan } from '../src/visuals/presenter.ts';
import { presenterSchema } from '../src/spec.ts';

const CORNERS: Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const CAPTIONS: CaptionPosition[] = ['bottom', 'middle', 'top'];

describe('presenter layouts: every layout x corner x aspect x caption position x platform', () => {
  for (const aspect of ASPECTS) {
    const { width, height } = frameForAspect(aspect);
    for (const layout of PRESENTER_LAYOUTS) {
      it(`${layout} in ${aspect} never covers the title card or the captions`, () => {
        let checked = 0;
        for (const platform of PLATFORMS) {
          const safe = safeAreaFor(platform, width, height);
          for (const position of CAPTIONS) {
            for (const corner of CORNERS) {
              const frame = frameLayout(width, height, safe, { enabled: true, position });
              const { box, stage } = placePresenter(layout, corner, 0.32, frame);
              const what = `${platform} ${position} ${corner}`;
              // Inside the platform's safe content area, a visible size, even for yuv420p.
              expect(contains(frame.content, box), what).toBe(true);
              expect(box.w, what).toBeGreaterThanOrEqual(Math.min(width, height) * 0.15);
              expect(box.w % 2, what).toBe(0);
              expect(intersects(box, frame.captionBand!), what).toBe(false);
              // The title card (emoji + title text) and every shot's boxes live in the stage left over.
              expect(intersects(box, stage), what).toBe(false);
              expect(contains(frame.stage, stage), what).toBe(true);
              for (const shot of ['title', 'hero', 'pills', 'side', 'word'] as const) {
                const b = shotBoxes(stage, shot);
                expect(intersects(box, b.emoji) || intersects(box, b.text), `${what} ${shot}`).toBe(false);
              }
              // The graphics keep a usable stage.
              expect(stage.h, what).toBeGreaterThan(height * 0.08);
              expect(stage.w, what).toBeGreaterThan(width * 0.25);
              checked++;
            }
          }
        }
        expect(checked).toBe(PLATFORMS.length * CAPTIONS.length * CORNERS.length);
      });
    }
  }

  it('puts a corner bubble in the corner asked for', () => {
    const { width, height } = frameForAspect('9:16');
    const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
    const at = (c: Corner) => placePresenter('corner', c, 0.3, frame).box;
    expect(at('top-left').x).toBeLessThan(at('top-right').x);
    expect(at('top-left').y).toBeLessThan(at('bottom-left').y);
    expect(at('bottom-right').x + at('bottom-right').w).toBe(frame.stage.x + frame.stage.w);
  });

  it('makes the talking head and split screen large and the bubble small', () => {
    const { width, height } = frameForAspect('16:9');
    const frame = frameLayout(width, height, safeAreaFor('youtube', width, height), { enabled: true, position: 'bottom' });
    const size = (l: (typeof PRESENTER_LAYOUTS)[number]) => placePresenter(l, 'top-right', 0.2, frame).box.w;
    expect(size('talking-head')).toBeGreaterThan(size('corner') * 1.5);
    expect(size('split')).toBeGreaterThan(size('corner'));
  });

  it('lets a still presenter bob and a talking one keep still (its face moves)', () => {
    const box = { x: 10, y: 20, w: 300, h: 300 };
    expect(presenterPlan(presenterSchema.parse({ imagePath: '/a.png' }), box).bobPx).toBeGreaterThan(0);
    const talking = presenterSchema.parse({ imagePath: '/a.png', landmarks: new Array(956).fill(1) });
    expect(presenterPlan(talking, box)).toMatchObject({ x: 10, y: 20, width: 300, bobPx: 0 });
  });
});
