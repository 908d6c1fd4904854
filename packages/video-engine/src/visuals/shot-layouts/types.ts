import type { AssEvent } from '../../captions/ass-util.ts';
import type { FittedText, Rect } from '../layout.ts';
import type { Theme } from '../themes.ts';

/** One keyword of a shot, placed and sized by kinetic.ts, for its layout to animate. */
export interface KeywordDraw {
  /** The keyword's place among the shot's (colours alternate). */
  i: number;
  /** The shot's start and end (video ms) and the keyword's onset after the start. */
  start: number;
  end: number;
  at: number;
  /** The keyword's centre and height, its size, the shot's text box. */
  cx: number;
  cy: number;
  h: number;
  size: number;
  box: Rect;
  fit: FittedText;
  /** The keyword as ASS text, and the outline tags every layout starts from. */
  body: string;
  base: string;
  outline: number;
  theme: Theme;
  /** Width of a line in units of the font size. */
  em: (s: string) => number;
}

/**
 * One keyword shot composition: a file under visuals/shot-layouts/ exporting one of these,
 * named in its index.ts and in layout.ts's SHOT_LAYOUTS (the order they cycle in).
 */
export interface ShotLayoutDef {
  /** Largest keyword size as a share of the frame's short side. */
  maxShare: number;
  /** Emoji and keyword boxes in a tall or square stage (`gap` apart); they must not overlap. */
  boxes(stage: Rect, gap: number): { emoji: Rect; text: Rect };
  /** In a wide stage the emoji stands beside the words: its size as a share of the stage height, and its side. */
  wide: { emoji: number; side: 'left' | 'right' };
  align: 'center' | 'left';
  keyword(k: KeywordDraw): AssEvent[];
}

export const kineticEvent = (k: KeywordDraw, layer: number, text: string): AssEvent => ({ startMs: k.start, endMs: k.end, layer, style: 'Kinetic', text });
