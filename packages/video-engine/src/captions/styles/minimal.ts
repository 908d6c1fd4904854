import { SHADOW, type CaptionStyleDef } from './types.ts';

/** Each line once, a thin outline and a soft shadow, no word marking (the older name 'plain'). */
export const minimal: CaptionStyleDef = {
  name: 'minimal',
  scale: 1,
  overshoot: 1,
  rows: 2,
  look: (size) => ({ borderStyle: 1, outline: Math.max(2, Math.round(size * 0.045)), shadow: Math.max(2, Math.round(size * 0.05)), back: SHADOW }),
};
