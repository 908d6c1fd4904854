import type { AssEvent } from '../../captions/ass-util.ts';
import { roundedRect } from '../../captions/ass-util.ts';
import type { Rect } from '../layout.ts';
import { event, fit, outlineFor, palette, plate, revealTimes, textEvents, widthOf } from './draw.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

type Side = { title: string; points: string[] };

/** Two sides with titles and points: columns on a wide stage, stacked on a tall one, "vs" between. */
export const comparison: SceneTemplate = {
  kind: 'comparison',
  perShot: false,
  fits: (s) => Boolean(s.comparison),
  phrases: (s) => (s.comparison ? [s.comparison.left.title, ...s.comparison.left.points, s.comparison.right.title, ...s.comparison.right.points] : []),
  draw(d: SceneDraw): AssEvent[] {
    const data = d.scene.comparison;
    if (!data) return [];
    const { box, font, frame } = d;
    const c = palette(d.theme);
    const columns = box.w >= box.h * 0.9;
    const gap = Math.round(Math.max(Math.min(box.w, box.h) * 0.1, frame.captionSize * 0.9));
    const outer: Rect[] = columns
      ? [
          { x: box.x, y: box.y, w: (box.w - gap) / 2, h: box.h },
          { x: box.x + (box.w + gap) / 2, y: box.y, w: (box.w - gap) / 2, h: box.h },
        ]
      : [
          { x: box.x, y: box.y, w: box.w, h: (box.h - gap) / 2 },
          { x: box.x, y: box.y + (box.h + gap) / 2, w: box.w, h: (box.h - gap) / 2 },
        ];
    // The content keeps a card's padding from its panel's edges, so the cards stay in the stage.
    const pad = cardPad(d);
    const panels = outer.map((p) => ({ ...p, y: p.y + pad, h: p.h - 2 * pad }));
    const sides: Side[] = [data.left, data.right];
    // Both sides share the title size and the point size, so neither looks more important.
    const titleFits = sides.map((s, i) =>
      fit(s.title, { w: (panels[i]?.w ?? 0) * 0.9, h: (panels[i]?.h ?? 0) * 0.3 }, font, {
        maxSize: Math.round(frame.captionSize * 1.3),
        minSize: Math.round(frame.captionSize * 0.6),
        maxLines: 2,
      }),
    );
    const titleSize = Math.min(...titleFits.map((f) => f.size));
    const titleH = (i: number) => (titleFits[i]?.lines.length ?? 1) * titleSize * 1.2 + titleSize * 0.5;
    const pointFits = (size: number) =>
      sides.map((s, i) => {
        const p = panels[i]!;
        const room = { w: p.w - size * 0.9, h: (p.h - titleH(i) - titleSize * 0.4) / s.points.length / 1.1 };
        return s.points.map((pt) => fit(pt, room, font, { maxSize: size, minSize: Math.round(frame.captionSize * 0.5), lineHeight: 1.15, maxLines: 3 }));
      });
    let fits = pointFits(Math.round(Math.min(titleSize * 0.9, frame.captionSize * 1.05)));
    const pointSize = Math.min(...fits.flat().map((f) => f.size));
    fits = pointFits(pointSize);
    const at = revealTimes([`${data.left.title} ${data.left.points.join(' ')}`, `${data.right.title} ${data.right.points.join(' ')}`], d.words, d.fromMs, d.toMs);
    const events: AssEvent[] = [];
    const blockOf = (i: number) => {
      const pf = fits[i] ?? [];
      const pointsH = pf.reduce((n, f) => n + f.lines.length * pointSize * 1.15, 0) + (pf.length - 1) * pointSize * 0.35;
      return titleH(i) + titleSize * 0.4 + pointsH;
    };
    // Both sides take the taller side's height from the same top: titles line up and the two
    // panels match, whatever the number of points on each.
    const blockH = Math.max(blockOf(0), blockOf(1));
    sides.forEach((side, i) => {
      const p = panels[i]!;
      const tf = titleFits[i]!;
      const pf = fits[i] ?? [];
      const top = p.y + Math.max(0, (p.h - blockH) / 2);
      const panel = { x: Math.round(p.x), y: Math.round(top), w: Math.round(p.w), h: Math.round(blockH) };
      events.push(...(d.onPicture ? plate(d, panel) : card(d, panel)));
      const t = at[i] ?? d.fromMs;
      // Both titles open the scene (what is compared); each side's points come as it is spoken.
      const titleAt = d.fromMs + i * 150;
      const cx = Math.round(p.x + p.w / 2);
      // The title on an accent pill (the first side in the first accent, the second in the other).
      const pillW = Math.min(p.w, widthOf({ ...tf, size: titleSize }, font) + titleSize * 0.9);
      const pillH = titleH(i);
      const fill = i === 0 ? c.accent : c.accent2;
      const onFill = i === 0 ? c.onAccent : onColour(d.theme.accents[1]);
      events.push(event(d, titleAt, 2, `{\\an8\\pos(${cx},${Math.round(top)})\\p1\\bord0\\shad0\\c${fill}\\alpha&HFF&\\t(0,200,\\alpha&H00&)}${roundedRect(pillW, pillH, pillH * 0.3)}`));
      events.push(...textEvents(d, titleAt, 3, `\\an5\\pos(${cx},${Math.round(top + pillH / 2)})\\fs${titleSize}\\bord0\\shad0\\c${onFill}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, tf));
      let y = top + pillH + titleSize * 0.4;
      const widest = Math.max(...pf.map((f) => widthOf({ ...f, size: pointSize }, font)));
      const left = Math.round(cx - Math.min(p.w, widest + pointSize * 0.9) / 2);
      pf.forEach((f, k) => {
        const h = f.lines.length * pointSize * 1.15;
        const cy = Math.round(y + h / 2);
        y += h + pointSize * 0.35;
        const dt = 200 + k * 220;
        const dot = Math.max(6, Math.round(pointSize * 0.24));
        events.push(event(d, t + dt, 2, `{\\an7\\pos(${left},${cy - Math.round(dot / 2)})\\p1\\bord0\\shad0\\c${i === 0 ? c.accent : c.accent2}\\alpha&HFF&\\t(0,200,\\alpha&H00&)}${roundedRect(dot, dot, dot / 2)}`));
        events.push(...textEvents(d, t + dt, 3, `\\an4\\pos(${left + Math.round(pointSize * 0.9)},${cy})\\fs${pointSize}\\bord${outlineFor(pointSize)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, f, 1.15));
      });
    });
    // "vs" in the gap between the sides.
    const vs = Math.round(Math.min(gap * 0.9, titleSize * 1.1));
    const vx = Math.round(columns ? box.x + box.w / 2 : box.x + box.w / 2);
    const vy = Math.round(columns ? box.y + box.h / 2 : box.y + box.h / 2);
    events.push(event(d, d.fromMs + 150, 3, `{\\an5\\pos(${vx},${vy})\\fs${vs}\\bord${outlineFor(vs)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,200,\\alpha&H00&)}vs`));
    return events;
  },
};

const cardPad = (d: SceneDraw) => Math.round(d.frame.captionSize * 0.3);

/** A faint card under one side (designed backgrounds; a picture gets the darker plate instead). */
function card(d: SceneDraw, area: Rect): AssEvent[] {
  const pad = cardPad(d);
  const r = { x: area.x, y: area.y - pad, w: area.w, h: area.h + 2 * pad };
  const colour = d.theme.light ? '&H3E2116&' : '&HFFFFFF&';
  return [event(d, d.fromMs, 0, `{\\an7\\pos(${r.x},${r.y})\\p1\\bord0\\shad0\\c${colour}\\1a&HE8&\\fad(200,0)}${roundedRect(r.w, r.h, pad)}`)];
}

/** Readable text on an accent fill. */
function onColour(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '&H111111&' : '&HFFFFFF&';
}
