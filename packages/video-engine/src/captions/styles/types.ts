/** How the spoken word is marked inside a caption line (see CaptionStyleDef.mark). */
export interface MarkContext {
  /** Override tag of the spoken word's colour, and of the line's own colour. */
  hi: string;
  base: string;
  /** A percentage scaled by the line's fit (a long word shrinks the whole line). */
  pct: (n: number) => number;
}

/**
 * One caption style: a file under captions/styles/ exporting one of these, named in
 * captions/styles/index.ts (and its name in spec.ts's CAPTION_STYLES).
 */
export interface CaptionStyleDef {
  name: string;
  /** Font size over the frame's caption size; at least 1 (the cap-height floor). */
  scale: number;
  /** How far the spoken word grows (pop's overshoot): lines are measured at that size. */
  overshoot: number;
  /** Rows a line may take (a boxed line never wraps: each row would get its own box). */
  rows: number;
  /** The libass style: BorderStyle 1 (outline + shadow) or 4 (one box behind the line). */
  look(size: number): { borderStyle: 1 | 4; outline: number; shadow: number; back: string };
  /**
   * Word `k` of a line while word `wi` is spoken, as ASS text. Without it a line is written
   * once, as a whole (no word marking).
   */
  mark?(text: string, k: number, wi: number, c: MarkContext): string;
}

/** The outline most styles draw: 7% of the size. */
export const outlineOf = (size: number) => Math.max(2, Math.round(size * 0.07));
/** libass's BackColour for an outlined style: a soft half-transparent shadow. */
export const SHADOW = '&H80000000';
