import type { CaptionStyleDef } from './types.ts';

/**
 * One opaque box behind the line (libass BorderStyle 4: one box for the whole line; style 3
 * would box each glyph run, and runs in different fonts get boxes of different heights).
 */
export const boxed: CaptionStyleDef = {
  name: 'boxed',
  scale: 1,
  overshoot: 1,
  rows: 1,
  look: (size) => ({ borderStyle: 4, outline: Math.round(size * 0.22), shadow: 0, back: '&H30101010' }),
  mark: (t, k, wi, c) => (k === wi ? `{${c.hi}}${t}{${c.base}}` : t),
};
