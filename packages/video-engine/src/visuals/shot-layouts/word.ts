import { assColor } from '../../captions/ass-util.ts';
import { kineticEvent, type ShotLayoutDef } from './types.ts';

/** One word, big, popping in and rising slowly; the emoji small above it. */
export const word: ShotLayoutDef = {
  maxShare: 0.2,
  boxes({ x, y, w, h }, gap) {
    const s = Math.floor(Math.min(w * 0.36, h * 0.26));
    const emoji = { x, y: y + h * 0.04, w: s, h: s };
    const top = Math.round(emoji.y + s + gap);
    return { emoji, text: { x, y: top, w, h: y + h - top } };
  },
  wide: { emoji: 0.45, side: 'left' },
  align: 'center',
  keyword(k) {
    const { at, cx, cy, size, theme: t } = k;
    const shadow = Math.max(4, Math.round(size * 0.07));
    const dur = k.end - k.start;
    // After the pop-in the word rises slowly rather than keeps growing: libass caches a
    // bitmap per scale, so a zoom on every frame filled its 128 MB cache (85 MB more per
    // pass, measured on the long footage bench); a move reuses them (1/8 px steps).
    const rise = Math.round(size * 0.08);
    return [
      kineticEvent(k, 2, `{\\an5\\move(${cx},${cy + rise},${cx},${cy - rise},${at + 200},${dur})${k.base}\\shad${shadow}\\4c${assColor(t.accents[0])}\\c${assColor(t.ink)}\\alpha&HFF&\\fscx60\\fscy60\\t(${at},${at + 200},\\alpha&H00&\\fscx104\\fscy104)\\fad(0,160)}${k.body}`),
    ];
  },
};
