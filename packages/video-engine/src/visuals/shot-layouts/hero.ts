import { assColor } from '../../captions/ass-util.ts';
import { kineticEvent, type ShotLayoutDef } from './types.ts';

/** The emoji big on top, the keywords under it popping in one after another. */
export const hero: ShotLayoutDef = {
  maxShare: 0.14,
  boxes({ x, y, w, h }, gap) {
    const s = Math.floor(Math.min(w * 0.56, h * 0.42));
    const emoji = { x: x + (w - s) / 2, y: y + h * 0.04, w: s, h: s };
    const top = Math.round(emoji.y + s + gap);
    return { emoji, text: { x, y: top, w, h: y + h - top } };
  },
  wide: { emoji: 0.8, side: 'left' },
  align: 'center',
  keyword(k) {
    const col = k.i === 0 ? assColor(k.theme.ink) : assColor(k.theme.accents[0]);
    const { at } = k;
    return [kineticEvent(k, 2, `{\\an5\\pos(${k.cx},${k.cy})${k.base}\\c${col}\\alpha&HFF&\\fscx40\\fscy40\\t(${at},${at + 170},\\alpha&H00&\\fscx112\\fscy112)\\t(${at + 170},${at + 300},\\fscx100\\fscy100)\\fad(0,160)}${k.body}`)];
  },
};
