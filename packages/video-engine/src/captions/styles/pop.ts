import { outlineOf, SHADOW, type CaptionStyleDef } from './types.ts';

/** Words appear as they are spoken, the new one popping to 112%; later ones hold their place unseen. */
export const pop: CaptionStyleDef = {
  name: 'pop',
  scale: 1.12,
  overshoot: 1.12,
  rows: 2,
  look: (size) => ({ borderStyle: 1, outline: outlineOf(size), shadow: 0, back: SHADOW }),
  mark(t, k, wi, { hi, base, pct }) {
    if (k === wi) return `{${hi}\\fscx${pct(80)}\\fscy${pct(80)}\\t(0,110,\\fscx${pct(112)}\\fscy${pct(112)})\\t(110,200,\\fscx${pct(100)}\\fscy${pct(100)})}${t}{${base}}`;
    // Laid out but invisible, so nothing shifts as the words arrive.
    if (k > wi) return `{\\alpha&HFF&}${t}{\\alpha&H00&}`;
    return t;
  },
};
