import type { FrameLayout, Rect } from './layout.ts';

export const PRESENTER_LAYOUTS = ['corner', 'lower-third', 'split', 'talking-head', 'intro-outro'] as const;
export type PresenterLayout = (typeof PRESENTER_LAYOUTS)[number];
export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface PresenterPlacement {
  /** The presenter's square, in video pixels (even size). */
  box: Rect;
  /** What is left for the title card, keywords and emoji: never overlaps the box or the captions. */
  stage: Rect;
  /**
   * lower-third only: the name bar, from behind the presenter's lower half toward the stage's
   * right edge (drawn under the presenter, clear of the graphics' stage and the captions).
   */
  bar?: Rect;
}

const even = (n: number) => 2 * Math.floor(n / 2);

/**
 * Places the presenter inside the frame's stage (the content area minus the caption band) and
 * gives the graphics the largest rectangle left beside it, so neither the title card nor the
 * captions can be covered, whatever the aspect:
 * - corner: a bubble of `size` x frame width (capped by the stage) in a corner of the stage;
 * - lower-third: a larger bubble at the bottom-left of the stage with a name bar running from
 *   behind it toward the right edge (a broadcast lower third), graphics above both;
 * - split: half the stage (top half in portrait, left half in landscape), graphics in the other;
 * - talking-head: the presenter fills most of the stage, a band above keeps the title;
 * - intro-outro: a corner bubble here; the first and last scenes are a talking head (presenterScenes).
 */
export function placePresenter(
  layoutIn: PresenterLayout,
  corner: Corner | 'center',
  size: number,
  frame: FrameLayout,
): PresenterPlacement {
  const chosen: PresenterLayout = layoutIn === 'intro-outro' ? 'corner' : layoutIn;
  const layout: PresenterLayout = corner === 'center' && chosen === 'corner' ? 'talking-head' : chosen;
  const st = frame.stage;
  const gap = Math.round(Math.min(frame.width, frame.height) * 0.02);
  const portrait = st.h >= st.w;
  if (layout === 'split') {
    if (portrait) {
      const s = even(Math.min(st.w, (st.h - gap) / 2));
      return { box: { x: st.x + Math.round((st.w - s) / 2), y: st.y, w: s, h: s }, stage: { x: st.x, y: st.y + s + gap, w: st.w, h: st.h - s - gap } };
    }
    const s = even(Math.min(st.h, (st.w - gap) / 2));
    return { box: { x: st.x, y: st.y + Math.round((st.h - s) / 2), w: s, h: s }, stage: { x: st.x + s + gap, y: st.y, w: st.w - s - gap, h: st.h } };
  }
  if (layout === 'talking-head') {
    const band = Math.round(Math.max(st.h * 0.22, frame.height * 0.09));
    const s = even(Math.min(st.w, st.h - band - gap));
    return {
      box: { x: st.x + Math.round((st.w - s) / 2), y: st.y + st.h - s, w: s, h: s },
      stage: { x: st.x, y: st.y, w: st.w, h: st.h - s - gap },
    };
  }
  // Bubbles: at most 45% of the stage's short side, so the graphics keep most of it, yet never
  // under 15% of the frame's short side (big captions can leave a shallow stage).
  const floor = Math.min(frame.width, frame.height) * 0.15;
  // A lower third is wider than tall: its bubble may take half the stage's height.
  const share = layout === 'lower-third' ? 0.5 : 0.45;
  const s = even(Math.min(size * frame.width, Math.max(Math.min(st.w, st.h) * share, floor), st.w, st.h));
  const where: Corner = layout === 'lower-third' || corner === 'center' ? 'bottom-left' : corner;
  const right = where.endsWith('right');
  const bottom = where.startsWith('bottom');
  const box = { x: right ? st.x + st.w - s : st.x, y: bottom ? st.y + st.h - s : st.y, w: s, h: s };
  // The larger of: the stage beside the bubble (full height) or above/below it (full width).
  const beside = { x: right ? st.x : st.x + s + gap, y: st.y, w: st.w - s - gap, h: st.h };
  const across = { x: st.x, y: bottom ? st.y : st.y + s + gap, w: st.w, h: st.h - s - gap };
  const stage = layout === 'lower-third' || beside.w * beside.h < across.w * across.h ? across : beside;
  if (layout !== 'lower-third') return { box, stage };
  const barH = Math.round(s * 0.42);
  const barX = box.x + Math.round(s / 2);
  // A name bar, not a stripe: on a wide stage it stops after about three presenter widths.
  const bar = { x: barX, y: box.y + s - barH - Math.round(s * 0.06), w: Math.min(st.x + st.w - barX, s * 3), h: barH };
  return { box, stage, bar };
}

/**
 * The placement of every scene. Only 'intro-outro' varies: the first and last scenes open and
 * close on a full talking head, the scenes between keep a corner bubble; each scene's graphics
 * get that scene's stage. Other layouts place every scene alike.
 */
export function presenterScenes(
  layout: PresenterLayout,
  corner: Corner | 'center',
  size: number,
  frame: FrameLayout,
  sceneCount: number,
): PresenterPlacement[] {
  const body = placePresenter(layout, corner, size, frame);
  if (layout !== 'intro-outro') return Array.from({ length: sceneCount }, () => body);
  const head = placePresenter('talking-head', corner, size, frame);
  return Array.from({ length: sceneCount }, (_, i) => (i === 0 || i === sceneCount - 1 ? head : body));
}
