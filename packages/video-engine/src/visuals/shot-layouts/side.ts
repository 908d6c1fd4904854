import { assColor } from '../../captions/ass-util.ts';
import { kineticEvent, type ShotLayoutDef } from './types.ts';

/** Left-aligned keywords wiped in over an accent underline, the emoji in the top corner. */
export const side: ShotLayoutDef = {
  maxShare: 0.14,
  boxes({ x, y, w, h }, gap) {
    const s = Math.floor(Math.min(w * 0.46, h * 0.34));
    const emoji = { x: x + w - s, y, w: s, h: s };
    const top = Math.round(y + s + gap);
    return { emoji, text: { x, y: top, w, h: y + h - top } };
  },
  wide: { emoji: 0.8, side: 'right' },
  align: 'left',
  keyword(k) {
    const { at, cy, size, outline, theme: t } = k;
    const x = k.box.x;
    const w = Math.round(Math.max(...k.fit.lines.map(k.em)) * size + outline * 2);
    const top = Math.round(cy - k.h / 2);
    const ink = assColor(t.ink);
    const bar = assColor(k.i % 2 ? t.accents[1] : t.accents[0]);
    const barH = Math.max(6, Math.round(size * 0.12));
    return [
      kineticEvent(k, 2, `{\\an4\\pos(${x},${cy})${k.base}\\c${ink}\\clip(${x - outline},${top - size},${x - outline},${top + k.h + size})\\t(${at},${at + 380},\\clip(${x - outline},${top - size},${x + w + size},${top + k.h + size}))\\fad(0,160)}${k.body}`),
      kineticEvent(k, 1, `{\\an7\\pos(${x},${top + Math.round(k.h)})\\p1\\bord0\\shad0\\c${bar}\\fscx0\\t(${at + 120},${at + 480},\\fscx100)\\fad(0,160)}m 0 0 l ${w} 0 ${w} ${barH} 0 ${barH}`),
    ];
  },
};
