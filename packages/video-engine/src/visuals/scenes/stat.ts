import type { AssEvent } from '../../captions/ass-util.ts';
import type { FittedText, Rect } from '../layout.ts';
import { assLines, event, fit, outlineFor, palette, plate, textEvents, widthOf } from './draw.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

/** "$1,967" -> prefix "$", number 1967 with a thousands comma, suffix "": the parts a count-up keeps. */
export function parseStatValue(value: string): { prefix: string; target: number; decimals: number; grouped: boolean; suffix: string } | undefined {
  const m = /^(.*?)(\d[\d,]*(?:\.\d+)?)(.*)$/s.exec(value.trim());
  if (!m) return undefined;
  const digits = m[2] ?? '';
  const grouped = /\d,\d{3}/.test(digits);
  const plain = digits.replace(/,/g, '');
  const target = Number(plain);
  if (!Number.isFinite(target)) return undefined;
  return { prefix: m[1] ?? '', target, decimals: plain.split('.')[1]?.length ?? 0, grouped, suffix: m[3] ?? '' };
}

/** The value `fraction` of the way up from 0, written like the value itself. */
export function countedValue(value: string, fraction: number): string {
  const p = parseStatValue(value);
  if (!p || fraction >= 1) return value;
  const v = (p.target * Math.max(0, fraction)).toFixed(p.decimals);
  const [int = '0', dec] = v.split('.');
  const intPart = p.grouped ? int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : int;
  return `${p.prefix}${dec ? `${intPart}.${dec}` : intPart}${p.suffix}`;
}

/**
 * Whether the value rolls up: a count under 10 rolling reads as a wrong fact ("1 hearts" before
 * "3 hearts"), and a range ("1–2 years") has two numbers; those appear whole.
 */
export function countsUp(value: string): boolean {
  const p = parseStatValue(value);
  return !!p && p.target >= 10 && !/\d/.test(p.prefix + p.suffix);
}

/** How long the digits roll, and how often libass gets a new number. */
export const COUNT_MS = 600;
const STEP_MS = 40;

/** A number shown big and counted up from 0, its label under it. */
export const stat: SceneTemplate = {
  kind: 'stat',
  perShot: false,
  fits: (s) => Boolean(s.stat),
  phrases: (s) => (s.stat ? [s.stat.value, s.stat.label] : []),
  draw: (d) => choose(d)?.events ?? [],
  emojiBox: (d) => choose(d)?.emoji,
};

/**
 * Beside on a wide, low stage when that sets the type larger (the label counts double: it is
 * the smaller of the two and must stay readable), else stacked.
 */
function choose(d: SceneDraw): Laid | undefined {
  const data = d.scene.stat;
  if (!data) return undefined;
  const tall = withEmoji(d, 'above', (dd) => stacked(dd, data));
  if (d.box.w <= d.box.h * 1.4) return tall;
  const wide = withEmoji(d, 'left', (dd) => beside(dd, data));
  const score = (x: Laid) => x.value + 2 * x.label;
  return score(wide) > score(tall) ? wide : tall;
}

/** The scene's emoji above (or left of) the stat: the stat is laid out in the stage less its strip. */
function withEmoji(d: SceneDraw, side: 'above' | 'left', lay: (d: SceneDraw) => Laid): Laid {
  if (!d.emoji) return lay(d);
  const { box } = d;
  const e = Math.round(Math.min(side === 'above' ? box.h * 0.2 : box.w * 0.16, box.w * 0.3, box.h * 0.6));
  const gap = Math.round(e * 0.15);
  const inner = side === 'above' ? { ...box, y: box.y + e + gap, h: box.h - e - gap } : { ...box, x: box.x + e + gap, w: box.w - e - gap };
  const out = lay({ ...d, box: inner });
  const a = out.area;
  const emoji =
    side === 'above'
      ? { x: Math.round(a.x + a.w / 2 - e / 2), y: Math.round(a.y - gap - e), w: e, h: e }
      : { x: Math.round(a.x - gap - e), y: Math.round(a.y + a.h / 2 - e / 2), w: e, h: e };
  return { ...out, emoji };
}

type Stat = { value: string; label: string };
/** A layout's events and the sizes it sets the value and the label at. */
type Laid = { events: AssEvent[]; value: number; label: number; area: Rect; emoji?: Rect };

const laid = (d: SceneDraw, data: Stat, l: StatLayout): Laid => ({ events: draw(d, data, l), value: l.value.size, label: l.label.size, area: l.area });

/** Tall and square stages: the value centred, the label under it. */
function stacked(d: SceneDraw, data: Stat): Laid {
  const { box, font, frame } = d;
  const short = Math.min(frame.width, frame.height);
  const value = fit(data.value, { w: box.w * 0.92, h: box.h * 0.55 }, font, {
    maxSize: Math.round(Math.min(short * 0.36, box.h * 0.55)),
    minSize: Math.round(frame.captionSize * 1.2),
    lineHeight: 1.05,
    maxLines: 2,
  });
  const valueH = value.lines.length * value.size * 1.05;
  const gap = Math.round(value.size * 0.12);
  const label = fit(data.label, { w: box.w * 0.9, h: box.h - valueH - gap }, font, {
    maxSize: Math.round(Math.max(frame.captionSize * 1.05, value.size * 0.3)),
    minSize: Math.round(frame.captionSize * 0.6),
    lineHeight: 1.2,
    maxLines: 4,
  });
  const labelH = label.lines.length * label.size * 1.2;
  const top = box.y + Math.max(0, (box.h - valueH - gap - labelH) / 2);
  const cx = Math.round(box.x + box.w / 2);
  const ruleW = Math.round(Math.min(widthOf(value, font), box.w * 0.5) * 0.5);
  const ruleH = Math.max(4, Math.round(value.size * 0.04));
  return laid(d, data, {
    area: { x: box.x, y: Math.round(top), w: box.w, h: Math.round(valueH + gap + labelH) },
    value,
    valuePos: `\\an5\\pos(${cx},${Math.round(top + valueH / 2)})`,
    rule: { x: cx - Math.round(ruleW / 2), y: Math.round(top + valueH + gap / 2 - ruleH / 2), w: ruleW, h: ruleH },
    label,
    labelPos: `\\an5\\pos(${cx},${Math.round(top + valueH + gap + labelH / 2)})`,
  });
}

/** Wide, low stages (16:9 above the captions): the value on the left, the label beside it. */
function beside(d: SceneDraw, data: Stat): Laid {
  const { box, font, frame } = d;
  const value = fit(data.value, { w: box.w * 0.5, h: box.h * 0.9 }, font, {
    maxSize: Math.round(box.h * 0.85),
    minSize: Math.round(frame.captionSize * 1.2),
    lineHeight: 1.05,
    maxLines: 2,
  });
  const valueW = widthOf(value, font);
  const gap = Math.round(frame.captionSize * 0.5);
  const ruleW = Math.max(4, Math.round(value.size * 0.04));
  const label = fit(data.label, { w: box.w - valueW - 2 * gap - ruleW, h: box.h * 0.9 }, font, {
    maxSize: Math.round(frame.captionSize * 1.1),
    minSize: Math.round(frame.captionSize * 0.6),
    lineHeight: 1.2,
    maxLines: 4,
  });
  const labelW = widthOf(label, font);
  const total = valueW + 2 * gap + ruleW + labelW;
  const left = Math.round(box.x + Math.max(0, (box.w - total) / 2));
  const cy = Math.round(box.y + box.h / 2);
  const valueH = value.lines.length * value.size * 1.05;
  const ruleH = Math.round(Math.min(box.h, valueH) * 0.6);
  return laid(d, data, {
    area: { x: left, y: Math.round(cy - valueH / 2), w: Math.round(total), h: Math.round(valueH) },
    value,
    valuePos: `\\an5\\pos(${Math.round(left + valueW / 2)},${cy})`,
    rule: { x: Math.round(left + valueW + gap), y: Math.round(cy - ruleH / 2), w: ruleW, h: ruleH },
    label,
    labelPos: `\\an4\\pos(${Math.round(left + valueW + 2 * gap + ruleW)},${cy})`,
  });
}

interface StatLayout {
  area: Rect;
  value: FittedText;
  valuePos: string;
  rule: Rect;
  label: FittedText;
  labelPos: string;
}

/** The value counted up (one event per step: libass draws each number once), a rule, the label. */
function draw(d: SceneDraw, data: Stat, l: StatLayout): AssEvent[] {
  const { font } = d;
  const c = palette(d.theme);
  const { value, label, rule } = l;
  const events: AssEvent[] = [...plate(d, l.area)];
  const vStyle = `${l.valuePos}\\fs${value.size}\\bord${outlineFor(value.size)}\\3c${c.outline}\\shad0\\c${c.accentText}`;
  const start = d.fromMs + 120;
  const counts = countsUp(data.value) && value.lines.length === 1;
  const end = counts ? start + COUNT_MS : start;
  if (counts) {
    for (let t = 0; t < COUNT_MS; t += STEP_MS) {
      const f = 1 - (1 - t / COUNT_MS) ** 3;
      const pop = t === 0 ? '\\fscx80\\fscy80\\t(0,160,\\fscx100\\fscy100)\\alpha&HFF&\\t(0,120,\\alpha&H00&)' : '';
      events.push({ ...event(d, start + t, 3, `{${vStyle}${pop}}${assLines([countedValue(data.value, f)], font)}`), endMs: start + t + STEP_MS });
    }
  }
  const settle = counts ? '\\fscx106\\fscy106\\t(0,160,\\fscx100\\fscy100)' : '\\alpha&HFF&\\fscx80\\fscy80\\t(0,200,\\alpha&H00&\\fscx100\\fscy100)';
  events.push(...textEvents(d, end, 3, `${vStyle}${settle}`, value));
  const grow = rule.w >= rule.h ? '\\fscx0\\t(0,400,\\fscx100)' : '\\fscy0\\t(0,400,\\fscy100)';
  events.push(event(d, start + 200, 2, `{\\an7\\pos(${rule.x},${rule.y})\\p1\\bord0\\shad0\\c${c.accent}${grow}}m 0 0 l ${rule.w} 0 ${rule.w} ${rule.h} 0 ${rule.h}`));
  events.push(...textEvents(d, start + 350, 3, `${l.labelPos}\\fs${label.size}\\bord${outlineFor(label.size)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,250,\\alpha&H00&)`, label));
  return events;
}
