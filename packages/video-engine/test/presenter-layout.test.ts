import { describe, expect, it } from 'vitest';
import { ASPECTS, frameForAspect, PLATFORMS, safeAreaFor } from '../src/platforms.ts';
import { contains, frameLayout, intersects, shotBoxes, type CaptionPosition } from '../src/visuals/layout.ts';
import { placePresenter, presenterScenes, PRESENTER_LAYOUTS, type Corner } from '../src/visuals/presenter-layout.ts';
import { presenterPlan, talkingSegments } from '../src/visuals/presenter.ts';
import { presenterSchema } from '../src/spec.ts';
import { lowerThirdEvents, titleCardGeometry } from '../src/visuals/kinetic.ts';
import { themeFor } from '../src/visuals/themes.ts';

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
              // Every scene's placement (intro-outro changes it between the scenes).
              for (const [scene, { box, stage, bar, captionBand }] of presenterScenes(layout, corner, 0.32, frame, 3, ['narration', 'comparison', undefined]).entries()) {
              const what = `${platform} ${position} ${corner} scene ${scene}`;
              // Inside the platform's safe content area, a visible size, even for yuv420p.
              expect(contains(frame.content, box), what).toBe(true);
              expect(box.w, what).toBeGreaterThanOrEqual(Math.min(width, height) * 0.15);
              expect(box.w % 2, what).toBe(0);
              // The captions where the layout leaves them (a lower third moves them up), still whole.
              const band = captionBand ?? frame.captionBand!;
              expect(band.h, what).toBe(frame.captionBand!.h);
              expect(contains(frame.content, band), what).toBe(true);
              expect(intersects(box, band), what).toBe(false);
              expect(intersects(stage, band), what).toBe(false);
              if (bar) {
                expect(contains(frame.content, bar), what).toBe(true);
                expect(intersects(bar, band) || intersects(bar, stage), what).toBe(false);
              }
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
        }
        expect(checked).toBe(PLATFORMS.length * CAPTIONS.length * CORNERS.length * 3);
      });
    }
  }

  for (const aspect of ASPECTS) {
    it(`${aspect}: the title card never covers the presenter, in every layout, corner and caption position`, () => {
      const { width, height } = frameForAspect(aspect);
      const titles = ['Sleep', 'Morning 🌅 habits that stick', 'Supercalifragilisticexpialidociousnesses and the longest title a creator would type here'];
      let checked = 0;
      for (const platform of PLATFORMS) {
        for (const position of CAPTIONS) {
          const frame = frameLayout(width, height, safeAreaFor(platform, width, height), { enabled: true, position });
          for (const layout of PRESENTER_LAYOUTS) {
            for (const corner of [...CORNERS, 'center' as const]) {
              for (const size of [0.2, 0.32, 0.6, 1]) {
                // The title card opens the first scene (a talking head in intro-outro), and a scene
                // without keywords may show it again: every scene's placement is checked.
                for (const [scene, place] of presenterScenes(layout, corner, size, frame, 3).entries()) {
                  const box = shotBoxes(place.stage, 'title').text;
                  for (const font of ['noto-sans', 'montserrat'] as const) {
                    for (const title of titles) {
                      const card = titleCardGeometry(title, box, frame, font).rect;
                      const what = `${platform} ${position} ${layout} ${corner} ${size} ${font} scene ${scene} "${title}"`;
                      expect(intersects(card, place.box), what).toBe(false);
                      expect(contains(place.stage, card), what).toBe(true);
                      // In landscape a talking head stands the stage's full height at its right; the
                      // title card (and every graphic) gets the full-height stage left of it, not a
                      // band above the head too low for a quote or a comparison at caption size.
                      const head = layout === 'talking-head' || (corner === 'center' && (layout === 'corner' || layout === 'intro-outro')) || (layout === 'intro-outro' && scene !== 1);
                      if (aspect === '16:9' && head) {
                        expect(place.box.h, what).toBe(frame.stage.h);
                        expect(place.box.x + place.box.w, what).toBe(frame.stage.x + frame.stage.w);
                        expect(place.stage.h, what).toBe(frame.stage.h);
                        expect(place.stage.w, what).toBeGreaterThanOrEqual(frame.stage.w * 0.6);
                        expect(card.x + card.w, what).toBeLessThanOrEqual(place.box.x);
                      }
                      checked++;
                    }
                  }
                }
              }
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it('lower-third is a broadcast lower third: presenter and name bar in the frame\'s lower third, not the bottom-left bubble', () => {
    let checked = 0;
    for (const aspect of ASPECTS) {
      const { width, height } = frameForAspect(aspect);
      for (const platform of PLATFORMS) {
        for (const position of [...CAPTIONS, 'off' as const]) {
          const captions = position === 'off' ? { enabled: false, position: 'bottom' as const } : { enabled: true, position };
          const frame = frameLayout(width, height, safeAreaFor(platform, width, height), captions);
          for (const size of [0.2, 0.32, 0.6]) {
            const third = placePresenter('lower-third', 'bottom-left', size, frame);
            const corner = placePresenter('corner', 'bottom-left', size, frame);
            const what = `${aspect} ${platform} ${position} ${size}`;
            expect(corner.bar, what).toBeUndefined();
            expect(corner.captionBand, what).toBeUndefined();
            const { bar, box, stage, captionBand } = third;
            if (!bar) throw new Error(`${what}: no name bar`);
            // Presenter and bar sit in the frame's lower third, on the bottom of the safe area, at its left.
            expect(bar.y, what).toBeGreaterThanOrEqual(height * (2 / 3));
            expect(box.y + box.h, what).toBe(frame.content.y + frame.content.h);
            expect(box.x, what).toBe(frame.content.x);
            expect(box.y + box.h / 2, what).toBeGreaterThan(height / 2);
            // The bar starts behind the presenter, runs well past it and lies on its lower half.
            expect(bar.x, what).toBeGreaterThan(box.x);
            expect(bar.x, what).toBeLessThan(box.x + box.w);
            expect(bar.w, what).toBeGreaterThan(box.w * 1.5);
            expect(bar.y, what).toBeGreaterThanOrEqual(box.y + box.h / 2);
            expect(bar.y + bar.h, what).toBeLessThanOrEqual(box.y + box.h);
            expect(contains(frame.content, bar), what).toBe(true);
            // Nothing overlaps: graphics above, captions clear of both presenter and bar.
            for (const r of [bar, box]) {
              expect(intersects(r, stage), what).toBe(false);
              if (captionBand) expect(intersects(r, captionBand), what).toBe(false);
            }
            if (captionBand) {
              expect(intersects(stage, captionBand), what).toBe(false);
              expect(contains(frame.content, captionBand), what).toBe(true);
              // Bottom captions sit just above the lower third, top captions stay on top.
              if (position === 'bottom') expect(captionBand.y + captionBand.h, what).toBeLessThanOrEqual(box.y);
              if (position === 'top') expect(captionBand, what).toEqual(frame.captionBand);
            } else expect(position, what).toBe('off');
            // The graphics keep the whole width above the lower third.
            expect(stage.w, what).toBe(frame.stage.w);
            expect(stage.y + stage.h, what).toBeLessThan(box.y);
            // Unlike the bottom-left bubble, which sits above the captions at the stage's bottom.
            if (position === 'bottom') expect(corner.box.y + corner.box.h, what).toBeLessThan(box.y);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(ASPECTS.length * PLATFORMS.length * 4 * 3);
    const { width, height } = frameForAspect('9:16');
    const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
    const third = placePresenter('lower-third', 'bottom-left', 0.32, frame);
    const events = lowerThirdEvents({ bar: third.bar!, box: third.box, name: 'Dana Reyes' }, themeFor('midnight'), 'noto-sans', 2800, 9000);
    expect(events).toHaveLength(2);
    expect(events[1]?.text).toContain('Dana Reyes');
    expect(lowerThirdEvents({ bar: third.bar!, box: third.box }, themeFor('midnight'), 'noto-sans', 0, 9000)).toHaveLength(1);
  });

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

  it('steps the talking head back for a scene that carries data on a tall frame (not in 16:9)', () => {
    for (const aspect of ['9:16', '4:5'] as const) {
      const { width, height } = frameForAspect(aspect);
      const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
      const [talk, data, plain] = presenterScenes('talking-head', 'top-right', 0.3, frame, 3, ['narration', 'comparison', undefined]);
      expect(plain).toEqual(talk);
      expect(talk!.box).toEqual(placePresenter('talking-head', 'top-right', 0.3, frame).box);
      // The band above the head was ~22% of the stage: a comparison's points came out a third of caption size.
      expect(talk!.stage.h).toBeLessThan(frame.stage.h * 0.3);
      expect(data!.stage.h).toBeGreaterThanOrEqual(frame.stage.h * 0.55);
      expect(data!.box.w).toBeLessThan(talk!.box.w);
      expect(data!.box.w).toBeGreaterThan(frame.stage.w * 0.3);
      expect(intersects(data!.stage, data!.box)).toBe(false);
      expect(contains(frame.stage, data!.box)).toBe(true);
    }
    const { width, height } = frameForAspect('16:9');
    const wide = frameLayout(width, height, safeAreaFor('youtube', width, height), { enabled: true, position: 'bottom' });
    const [a, b] = presenterScenes('talking-head', 'top-right', 0.3, wide, 2, ['narration', 'quote']);
    expect(b).toEqual(a);
  });

  it('opens and closes intro-outro on a talking head with a bubble between, as three spans', () => {
    const { width, height } = frameForAspect('9:16');
    const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), { enabled: true, position: 'bottom' });
    const places = presenterScenes('intro-outro', 'top-right', 0.3, frame, 4);
    const head = placePresenter('talking-head', 'top-right', 0.3, frame);
    const bubble = placePresenter('corner', 'top-right', 0.3, frame);
    expect(places.map((p) => p.box)).toEqual([head.box, bubble.box, bubble.box, head.box]);
    const scenes = [0, 40, 90, 130, 200].slice(0, 4).map((f, i, a) => ({ startFrame: f, endFrame: a[i + 1] ?? 200 }));
    expect(talkingSegments(places, scenes).map((s) => [s.size, s.fromFrame, s.toFrame])).toEqual([
      [head.box.w, 0, 40],
      [bubble.box.w, 40, 130],
      [head.box.w, 130, 200],
    ]);
    // A one-scene video is all talking head; other layouts are one span.
    expect(talkingSegments(presenterScenes('intro-outro', 'top-right', 0.3, frame, 1), [{ startFrame: 0, endFrame: 50 }])).toHaveLength(1);
    expect(talkingSegments(presenterScenes('corner', 'top-right', 0.3, frame, 4), scenes)).toEqual([
      { x: bubble.box.x, y: bubble.box.y, size: bubble.box.w, fromFrame: 0, toFrame: 200 },
    ]);
  });

  it('lets a still presenter bob and a talking one keep still (its face moves)', () => {
    const box = { x: 10, y: 20, w: 300, h: 300 };
    expect(presenterPlan(presenterSchema.parse({ imagePath: '/a.png' }), box).bobPx).toBeGreaterThan(0);
    const talking = presenterSchema.parse({ imagePath: '/a.png', landmarks: new Array(956).fill(1) });
    expect(presenterPlan(talking, box)).toMatchObject({ x: 10, y: 20, width: 300, bobPx: 0 });
  });
});
