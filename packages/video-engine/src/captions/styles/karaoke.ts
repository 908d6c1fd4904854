import { outlineOf, SHADOW, type CaptionStyleDef } from './types.ts';

/** The whole line, the word being spoken recoloured (the older name 'highlight' reads as this). */
export const karaoke: CaptionStyleDef = {
  name: 'karaoke',
  scale: 1,
  overshoot: 1,
  rows: 2,
  look: (size) => ({ borderStyle: 1, outline: outlineOf(size), shadow: 0, back: SHADOW }),
  mark: (t, k, wi, c) => (k === wi ? `{${c.hi}}${t}{${c.base}}` : t),
};
