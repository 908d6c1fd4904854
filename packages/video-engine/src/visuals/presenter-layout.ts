import type { SceneKind } from '../scene-kinds.ts';
import type { FrameLayout } from './layout.ts';
import { PRESENTER_LAYOUT_DEFS, type Corner, type PresenterPlacement } from './presenter-layouts/index.ts';

export type { Corner, PresenterPlacement } from './presenter-layouts/index.ts';

export type PresenterLayout = keyof typeof PRESENTER_LAYOUT_DEFS;
/** The layouts' names, in the registry's order (visuals/presenter-layouts/index.ts). */
export const PRESENTER_LAYOUTS = Object.keys(PRESENTER_LAYOUT_DEFS) as [PresenterLayout, ...PresenterLayout[]];

/**
 * Places the presenter with its layout (one file each under visuals/presenter-layouts/) and gives
 * the graphics the largest rectangle left, so neither the title card nor the captions can be
 * covered, whatever the aspect.
 */
export function placePresenter(layout: PresenterLayout, corner: Corner | 'center', size: number, frame: FrameLayout): PresenterPlacement {
  return PRESENTER_LAYOUT_DEFS[layout].place({ corner, size, frame });
}

/**
 * The placement of every scene: the layout's own when its scenes differ (intro-outro opens and
 * closes on a talking head), else every scene alike. Each scene's graphics get that scene's stage.
 */
export function presenterScenes(
  layout: PresenterLayout,
  corner: Corner | 'center',
  size: number,
  frame: FrameLayout,
  sceneCount: number,
  /** Each scene's kind (its design): some layouts give scenes that carry data more room. */
  kinds: readonly (SceneKind | undefined)[] = [],
): PresenterPlacement[] {
  const def = PRESENTER_LAYOUT_DEFS[layout];
  const input = { corner, size, frame };
  if (def.scenes) return def.scenes(input, sceneCount, kinds);
  const body = def.place(input);
  return Array.from({ length: sceneCount }, () => body);
}
