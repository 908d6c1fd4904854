import { assColor, roundedRect } from '../../captions/ass-util.ts';
import { kineticEvent, type ShotLayoutDef } from './types.ts';

/** Keywords on accent pills sliding in from the left, the emoji under them. */
export const pills: ShotLayoutDef = {
  maxShare: 0.14,
  boxes({ x, y, w, h }, gap) {
    const s = Math.floor(Math.min(w * 0.48, h * 0.38));
    const emoji = { x: x + (w - s) / 2, y: y + h - s - h * 0.02, w: s, h: s };
    return { emoji, text: { x, y, w, h: Math.floor(emoji.y - gap - y) } };
  },
  wide: { emoji: 0.8, side: 'left' },
  align: 'center',
  keyword(k) {
    const { at, cx, cy, size, theme: t } = k;
    const w = Math.min(k.box.w, Math.max(...k.fit.lines.map(k.em)) * size + size * 0.9);
    const bh = k.h + size * 0.3;
    const from = Math.round(cx - k.box.w * 0.35);
    const second = k.i % 2 === 1;
    const fill = assColor(second ? t.accents[1] : t.accents[0]);
    const onPill = assColor(second ? pillInk(t.accents[1]) : t.onAccent);
    return [
      kineticEvent(k, 2, `{\\an5\\p1\\bord0\\shad0\\c${fill}\\alpha&HFF&\\move(${from},${cy},${cx},${cy},${at},${at + 260})\\t(${at},${at + 200},\\alpha&H00&)\\fad(0,160)}${roundedRect(w, bh, bh * 0.3)}`),
      kineticEvent(k, 3, `{\\an5\\move(${from},${cy},${cx},${cy},${at},${at + 260})\\fs${size}\\bord0\\shad0\\c${onPill}\\alpha&HFF&\\t(${at},${at + 200},\\alpha&H00&)\\fad(0,160)}${k.body}`),
    ];
  },
};

/** Readable text colour on a second-accent pill. */
function pillInk(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '#111111' : '#ffffff';
}
