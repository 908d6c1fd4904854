import type { SceneKind } from '../../scene-kinds.ts';
import type { FrameLayout, Rect } from '../layout.ts';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface PresenterPlacement {
  /** The presenter's square, in video pixels (even size). */
  box: Rect;
  /** What is left for the title card, keywords and emoji: never overlaps the box or the captions. */
  stage: Rect;
  /**
   * lower-third only: the name bar, from behind the presenter's lower half toward the right
   * (drawn under the presenter, clear of the graphics' stage and the captions).
   */
  bar?: Rect;
  /** Where the captions go when the layout moves them (lower-third); the frame's band otherwise. */
  captionBand?: Rect;
}

/** What a layout is asked to place: the corner and size the spec names, in this frame. */
export interface PlaceInput {
  corner: Corner | 'center';
  /** The bubble's size as a share of the frame width. */
  size: number;
  frame: FrameLayout;
}

/**
 * One presenter layout: a file under visuals/presenter-layouts/ exporting one of these, named
 * in its index.ts (whose keys are the spec's layout names).
 */
export interface PresenterLayoutDef {
  /** The placement of a scene that is not special (every scene unless `scenes` says otherwise). */
  place(input: PlaceInput): PresenterPlacement;
  /**
   * Per scene, when scenes differ (intro-outro; talking-head for scenes that carry data), given
   * each scene's kind; absent: every scene gets `place`.
   */
  scenes?(input: PlaceInput, sceneCount: number, kinds?: readonly (SceneKind | undefined)[]): PresenterPlacement[];
}

export const even = (n: number) => 2 * Math.floor(n / 2);

/** The gap between the presenter and the graphics: 2% of the frame's short side. */
export const gapOf = (frame: FrameLayout) => Math.round(Math.min(frame.width, frame.height) * 0.02);
