import type { AssEvent } from '../../captions/ass-util.ts';
import { roundedRect } from '../../captions/ass-util.ts';
import type { FittedText } from '../layout.ts';
import { event, fit, POP, outlineFor, palette, plate, revealTimes, textEvents, widthOf } from './draw.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

/**
 * Dated stops on a line, revealed in order as they are spoken: across a wide stage, down a tall
 * one (each date beside its event, or above it when the dates are long), whichever sets the type largest.
 */
export const timeline: SceneTemplate = {
  kind: 'timeline',
  perShot: false,
  fits: (s) => Boolean(s.timeline?.length),
  phrases: (s) => (s.timeline ?? []).flatMap((t) => [t.when, t.what]),
  draw(d: SceneDraw): AssEvent[] {
    const stops = d.scene.timeline ?? [];
    if (!stops.length) return [];
    // Down the stage with the dates above or beside the events, or across a wide stage unless its
    // narrow columns would set the events smaller than a column down it.
    const stacked = down(d, stops);
    const beside = side(d, stops);
    const tall = beside.fits && beside.size > stacked.size * 1.1 ? beside : stacked;
    if (d.box.w <= d.box.h * 1.3) return tall.events;
    const wide = across(d, stops);
    // Rows beside their dates read in one line each: across must set type at least as large.
    return wide.fits && wide.size >= tall.size * (tall === beside ? 1 : 0.8) ? wide.events : tall.events;
  },
};

type Stop = { when: string; what: string };
/** A layout's events, the size of its smaller type, and whether it fits the stage's height. */
type Drawn = { events: AssEvent[]; size: number; fits: boolean };

function reveal(d: SceneDraw, stops: Stop[]) {
  return revealTimes(stops.map((s) => `${s.when} ${s.what}`), d.words, d.fromMs, d.toMs);
}

// A stop's dot arrives when the stop is reached (an empty dot waiting reads as broken).
const dotShape = (r: number) => roundedRect(2 * r, 2 * r, r);

/** Tall stages: the line runs down the left, each stop's date and event to its right. */
function down(d: SceneDraw, stops: Stop[]): Drawn {
  const { box, font, frame } = d;
  const c = palette(d.theme);
  const n = stops.length;
  const r0 = Math.round(frame.captionSize * 0.22);
  const textX = box.x + 2 * r0 + Math.round(frame.captionSize * 0.45);
  const room = { w: box.x + box.w - textX, h: box.h / n / 1.2 };
  const fitAll = (size: number) =>
    stops.map((s) => ({
      when: fit(s.when, { w: room.w, h: room.h * 0.45 }, font, { maxSize: size, minSize: Math.round(frame.captionSize * 0.5), maxLines: 1 }),
      what: fit(s.what, { w: room.w, h: room.h * 0.55 }, font, { maxSize: Math.round(size * 0.8), minSize: Math.round(frame.captionSize * 0.45), lineHeight: 1.15, maxLines: 3 }),
    }));
  const measure = (start: number) => {
    const first = fitAll(start);
    const whenSize = Math.min(...first.map((f) => f.when.size));
    const whatSize = Math.min(...first.map((f) => f.what.size));
    const fits = fitAll(whenSize).map((f) => ({ when: { ...f.when, size: whenSize }, what: fit2(f.what, whatSize) }));
    const rowH = fits.map((f) => whenSize * 1.15 + f.what.lines.length * whatSize * 1.15);
    const sum = rowH.reduce((a, b) => a + b, 0);
    const gap = Math.max(0, Math.min(whenSize * 0.7, (box.h - sum) / Math.max(1, n - 1)));
    return { fits, whenSize, whatSize, rowH, gap, blockH: sum + (n - 1) * gap };
  };
  // Long events wrap onto more lines than a row was given: shrink until the column fits.
  let m = measure(Math.round(frame.captionSize * 1.1));
  for (let k = 0; k < 8 && m.blockH > box.h && m.whenSize > 4; k++) m = measure(Math.floor(m.whenSize * Math.max(0.5, (box.h / m.blockH) * 0.97)));
  const { fits, whenSize, whatSize, rowH, gap, blockH } = m;
  // The dots sit on the dates' lines, never taller than them.
  const r = Math.max(3, Math.min(r0, Math.round(whenSize * 0.4)));
  const top = box.y + Math.max(0, (box.h - blockH) / 2);
  const at = reveal(d, stops);
  // The column of stops is centred as a block on the stage.
  const widest = Math.max(...fits.flatMap((f) => [widthOf(f.when, font), widthOf({ ...f.what, size: whatSize }, font)]));
  const indent = Math.round(Math.max(0, (box.x + box.w - textX - widest) / 2));
  const lineX = box.x + r + indent;
  const lineW = Math.max(4, Math.round(r * 0.35));
  const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top), w: box.w, h: Math.round(blockH) })];
  let y = top;
  const dotYs = rowH.map((h) => {
    const dy = y + (whenSize * 1.15) / 2;
    y += h + Math.max(0, gap);
    return Math.round(dy);
  });
  stops.forEach((s, i) => {
    const t = at[i] ?? d.fromMs;
    const dy = dotYs[i] ?? top;
    const next = dotYs[i + 1];
    // The line grows down to the next stop when that stop is reached.
    if (next !== undefined) {
      const nt = at[i + 1] ?? t;
      events.push(event(d, t, 1, `{\\an7\\pos(${Math.round(lineX - lineW / 2)},${dy})\\p1\\bord0\\shad0\\c${c.accent2}\\1a&H40&\\fscy0\\t(${Math.max(0, nt - t - 300)},${Math.max(1, nt - t)},\\fscy100)}m 0 0 l ${lineW} 0 ${lineW} ${next - dy} 0 ${next - dy}`));
    }
    events.push(event(d, t, 2, `{\\an7\\pos(${lineX - r},${dy - r})\\p1\\bord${Math.max(2, Math.round(r * 0.25))}\\3c${c.outline}\\shad0\\c${c.accent}${POP}}${dotShape(r)}`));
    const f = fits[i]!;
    events.push(...textEvents(d, t, 3, `\\an4\\pos(${textX + indent},${dy})\\fs${whenSize}\\bord${outlineFor(whenSize)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, f.when));
    const whatY = Math.round(dy + (whenSize * 1.15) / 2 + (f.what.lines.length * whatSize * 1.15) / 2);
    events.push(...textEvents(d, t + 120, 3, `\\an4\\pos(${textX + indent},${whatY})\\fs${whatSize}\\bord${outlineFor(whatSize)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,220,\\alpha&H00&)`, f.what, 1.15));
  });
  return { events, size: whatSize, fits: blockH <= box.h + 1 };
}

/** Tall stages with short dates: one row per stop, the line and dot, the date, then the event beside it. */
function side(d: SceneDraw, stops: Stop[]): Drawn {
  const { box, font, frame } = d;
  const c = palette(d.theme);
  const n = stops.length;
  const r0 = Math.round(frame.captionSize * 0.22);
  const em = (t: string) => widthOf({ lines: [t], size: 1 }, font);
  const measure = (size: number) => {
    const r = Math.max(3, Math.min(r0, Math.round(size * 0.4)));
    const whenW = Math.max(...stops.map((s) => em(s.when))) * size;
    const textX = 2 * r + Math.round(size * 0.5);
    const whatX = textX + whenW + Math.round(size * 0.5);
    const whatW = box.w - whatX;
    const whats = stops.map((s) => fit(s.what, { w: Math.max(1, whatW), h: Infinity }, font, { maxSize: size, minSize: size, lineHeight: 1.15 }));
    const rowH = whats.map((f) => Math.max(1, f.lines.length) * size * 1.15);
    const gap = size * 0.45;
    const blockH = rowH.reduce((a, b) => a + b, 0) + (n - 1) * gap;
    const ok = whatW > size * 3 && whats.every((f) => f.size >= size && f.lines.length <= 2) && blockH <= box.h;
    return { size, r, whenW, textX, whatX, whats, rowH, gap, blockH, ok };
  };
  // The stacked layout's floor for its events: one row per stop still beats it down to there.
  const floor = Math.round(frame.captionSize * 0.35);
  let m = measure(Math.round(Math.min(frame.captionSize * 1.1, box.h / n / 1.3)));
  while (!m.ok && m.size > floor) m = measure(Math.max(floor, Math.floor(m.size * 0.94)));
  if (!m.ok) return { events: [], size: 0, fits: false };
  const { size, r, whenW, textX, whatX, whats, rowH, gap, blockH } = m;
  const widest = whatX + Math.max(...whats.map((f) => widthOf(f, font)));
  const left = box.x + Math.round(Math.max(0, (box.w - widest) / 2));
  const top = box.y + (box.h - blockH) / 2;
  const at = reveal(d, stops);
  const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top), w: box.w, h: Math.round(blockH) })];
  const lineW = Math.max(4, Math.round(r * 0.35));
  let y = top;
  // Each stop's dot sits on its event's first line.
  const ys = rowH.map((h) => {
    const dy = Math.round(y + (size * 1.15) / 2);
    y += h + gap;
    return dy;
  });
  stops.forEach((s, i) => {
    const t = at[i] ?? d.fromMs;
    const dy = ys[i]!;
    const next = ys[i + 1];
    const lineX = left + r;
    if (next !== undefined) {
      const nt = at[i + 1] ?? t;
      events.push(event(d, t, 1, `{\\an7\\pos(${Math.round(lineX - lineW / 2)},${dy})\\p1\\bord0\\shad0\\c${c.accent2}\\1a&H40&\\fscy0\\t(${Math.max(0, nt - t - 300)},${Math.max(1, nt - t)},\\fscy100)}m 0 0 l ${lineW} 0 ${lineW} ${next - dy} 0 ${next - dy}`));
    }
    events.push(event(d, t, 2, `{\\an7\\pos(${lineX - r},${dy - r})\\p1\\bord${Math.max(2, Math.round(r * 0.25))}\\3c${c.outline}\\shad0\\c${c.accent}${POP}}${dotShape(r)}`));
    // Dates right-aligned in their column, so the events start on one edge.
    const when = fit(s.when, { w: whenW + 1, h: Infinity }, font, { maxSize: size, minSize: size, maxLines: 1 });
    events.push(...textEvents(d, t, 3, `\\an6\\pos(${Math.round(left + textX + whenW)},${dy})\\fs${size}\\bord${outlineFor(size)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, when));
    const what = whats[i]!;
    const whatY = Math.round(dy - (size * 1.15) / 2 + (what.lines.length * size * 1.15) / 2);
    events.push(...textEvents(d, t + 120, 3, `\\an4\\pos(${left + whatX},${whatY})\\fs${size}\\bord${outlineFor(size)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,220,\\alpha&H00&)`, what, 1.15));
  });
  return { events, size, fits: true };
}

/** Wide stages: the line runs across the middle, dates above it, events below. */
function across(d: SceneDraw, stops: Stop[]): Drawn {
  const { box, font, frame } = d;
  const c = palette(d.theme);
  const n = stops.length;
  const colW = box.w / n;
  const r = Math.round(frame.captionSize * 0.2);
  const fitAll = (size: number) =>
    stops.map((s) => ({
      when: fit(s.when, { w: colW * 0.9, h: box.h * 0.28 }, font, { maxSize: size, minSize: Math.round(frame.captionSize * 0.45), maxLines: 2 }),
      what: fit(s.what, { w: colW * 0.92, h: box.h * 0.5 }, font, { maxSize: Math.round(size * 0.75), minSize: Math.round(frame.captionSize * 0.4), lineHeight: 1.15, maxLines: 4 }),
    }));
  const first = fitAll(Math.round(frame.captionSize * 1.1));
  const whenSize = Math.min(...first.map((f) => f.when.size));
  const whatSize = Math.min(...first.map((f) => f.what.size));
  const fits = first.map((f) => ({ when: { ...f.when, size: whenSize }, what: fit2(f.what, whatSize) }));
  const whenH = Math.max(...fits.map((f) => f.when.lines.length)) * whenSize * 1.2;
  const whatH = Math.max(...fits.map((f) => f.what.lines.length)) * whatSize * 1.15;
  const gap = r * 2;
  const blockH = whenH + gap * 2 + whatH;
  const top = box.y + Math.max(0, (box.h - blockH) / 2);
  const lineY = Math.round(top + whenH + gap);
  const at = reveal(d, stops);
  const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top), w: box.w, h: Math.round(blockH) })];
  const lineH = Math.max(4, Math.round(r * 0.35));
  const xs = stops.map((_, i) => Math.round(box.x + colW * (i + 0.5)));
  stops.forEach((s, i) => {
    const t = at[i] ?? d.fromMs;
    const x = xs[i] ?? box.x;
    const next = xs[i + 1];
    if (next !== undefined) {
      const nt = at[i + 1] ?? t;
      events.push(event(d, t, 1, `{\\an7\\pos(${x},${lineY - Math.round(lineH / 2)})\\p1\\bord0\\shad0\\c${c.accent2}\\1a&H40&\\fscx0\\t(${Math.max(0, nt - t - 300)},${Math.max(1, nt - t)},\\fscx100)}m 0 0 l ${next - x} 0 ${next - x} ${lineH} 0 ${lineH}`));
    }
    events.push(event(d, t, 2, `{\\an7\\pos(${x - r},${lineY - r})\\p1\\bord${Math.max(2, Math.round(r * 0.25))}\\3c${c.outline}\\shad0\\c${c.accent}${POP}}${dotShape(r)}`));
    const f = fits[i]!;
    events.push(...textEvents(d, t, 3, `\\an2\\pos(${x},${lineY - gap})\\fs${whenSize}\\bord${outlineFor(whenSize)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, f.when));
    events.push(...textEvents(d, t + 120, 3, `\\an8\\pos(${x},${lineY + gap})\\fs${whatSize}\\bord${outlineFor(whatSize)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,220,\\alpha&H00&)`, f.what, 1.15));
  });
  return { events, size: whatSize, fits: blockH <= box.h + 1 };
}

/** Lines fitted at a larger size stay valid at a smaller one (they only get narrower). */
const fit2 = (f: FittedText, size: number): FittedText => ({ lines: f.lines, size: Math.min(f.size, size) });
