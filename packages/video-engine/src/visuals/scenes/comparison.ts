import type { AssEvent } from '../../captions/ass-util.ts';
import { roundedRect } from '../../captions/ass-util.ts';
import { capHeightPx } from '../../fonts/registry.ts';
import type { FittedText, Rect } from '../layout.ts';
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
    const cap = frame.captionSize;
    const sides: Side[] = [data.left, data.right];
    // Side by side or stacked, whichever fits its panels and sets the points larger (then on
    // fewer pages): a stage beside a square talking head is too narrow for two columns of
    // caption-size points. Else the stage's own shape.
    const wide = box.w >= box.h * 0.9;
    const [shaped, other] = [arrange(d, sides, wide), arrange(d, sides, !wide)];
    const pages = (a: Arrangement) => a.layout.pages.reduce((n, p) => n + p.length, 0);
    const better =
      other.fits && (!shaped.fits || other.layout.size > shaped.layout.size || (other.layout.size === shaped.layout.size && pages(other) < pages(shaped)));
    const best = better ? other : shaped;
    const { columns, gap, panels, titleFits, titleSize, titleH, layout } = best;
    const { size: pointSize } = layout;
    const pointTimes = revealTimes(
      sides.flatMap((s) => s.points),
      d.words,
      d.fromMs,
      d.toMs,
    );
    const at = revealTimes([`${data.left.title} ${data.left.points.join(' ')}`, `${data.right.title} ${data.right.points.join(' ')}`], d.words, d.fromMs, d.toMs);
    const events: AssEvent[] = [];
    // Both sides take the tallest page's height from the same top: titles line up and the two
    // panels match, whatever the number of points on each.
    const blockH = Math.max(...layout.pages.flatMap((pages, i) => pages.map((pg) => titleH(i) + TITLE_GAP * titleSize + heightOf(pg, pointSize))));
    sides.forEach((side, i) => {
      const p = panels[i]!;
      const tf = titleFits[i]!;
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
      events.push(...textEvents(d, titleAt, 3, `\\an5\\pos(${cx},${Math.round(top + pillH / 2)})\\fs${titleSize}\\bord0\\shad0\\c${onFill}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, tf, PILL_LINE));
      // One left edge for every page of the side, so the bullets do not jump between pages.
      const widest = Math.max(...layout.pages[i]!.flat().map((f) => widthOf({ ...f, size: pointSize }, font)));
      const left = Math.round(cx - Math.min(p.w, widest + pointSize * 0.9) / 2);
      const first = i === 0 ? 0 : sides[0]!.points.length;
      let index = 0;
      const pages = layout.pages[i]!;
      pages.forEach((page, j) => {
        // A page is on screen from its first point's words until the next page's.
        const from = j === 0 ? t : Math.max(t, pointTimes[first + index] ?? t);
        const nextIndex = index + page.length;
        const until = j === pages.length - 1 ? d.toMs : Math.max(from + 600, pointTimes[first + nextIndex] ?? d.toMs);
        let y = top + pillH + TITLE_GAP * titleSize;
        page.forEach((f, k) => {
          const h = f.lines.length * pointSize * POINT_LINE;
          const cy = Math.round(y + h / 2);
          y += h + pointSize * POINT_GAP;
          // A later page replaces the one before at once: no blank panel between the two.
          const dt = (j === 0 ? 200 : 0) + k * 220;
          const dot = Math.max(6, Math.round(pointSize * 0.24));
          const end = (e: AssEvent): AssEvent => ({ ...e, endMs: Math.min(d.toMs, until) });
          events.push(end(event(d, from + dt, 2, `{\\an7\\pos(${left},${cy - Math.round(dot / 2)})\\p1\\bord0\\shad0\\c${i === 0 ? c.accent : c.accent2}\\alpha&HFF&\\t(0,200,\\alpha&H00&)}${roundedRect(dot, dot, dot / 2)}`)));
          events.push(...textEvents(d, from + dt, 3, `\\an4\\pos(${left + Math.round(pointSize * 0.9)},${cy})\\fs${pointSize}\\bord${outlineFor(pointSize)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`, f, POINT_LINE).map(end));
        });
        index = nextIndex;
      });
    });
    // "vs" in the gap between the sides.
    const vs = Math.round(Math.min(gap * 0.9, cap));
    const vx = Math.round(columns ? box.x + box.w / 2 : box.x + box.w / 2);
    const vy = Math.round(columns ? box.y + box.h / 2 : box.y + box.h / 2);
    events.push(event(d, d.fromMs + 150, 3, `{\\an5\\pos(${vx},${vy})\\fs${vs}\\bord${outlineFor(vs)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,200,\\alpha&H00&)}vs`));
    return events;
  },
};

type Arrangement = ReturnType<typeof arrange>;

/** The two panels side by side (`columns`) or stacked, the titles on their pills and the points' size and pages. */
function arrange(d: SceneDraw, sides: Side[], columns: boolean) {
  const { box, font, frame } = d;
  const cap = frame.captionSize;
  const gap = Math.round(Math.max(Math.min(box.w, box.h) * 0.08, cap * 0.55));
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
  // The title is a label on a pill, the points are what is read: the points get the larger
  // share. Both sides share the title size and the point size, so neither looks more important.
  const setTitles = (maxSize: number) => {
    const titleFits = sides.map((s, i) =>
      fit(s.title, { w: (panels[i]?.w ?? 0) * 0.9, h: (panels[i]?.h ?? 0) * 0.18 }, font, {
        maxSize,
        minSize: Math.round(cap * 0.4),
        maxLines: 2,
      }),
    );
    const titleSize = Math.min(...titleFits.map((f) => f.size));
    const titleH = (i: number) => (titleFits[i]?.lines.length ?? 1) * titleSize * PILL_LINE + titleSize * 0.3;
    const room = (i: number) => (panels[i]?.h ?? 0) - titleH(i) - TITLE_GAP * titleSize;
    const layout = pointLayout(d, sides, panels, room);
    const fits = layout.pages.every((pages, i) => pages.every((pg) => heightOf(pg, layout.size) <= room(i)));
    return { titleFits, titleSize, titleH, layout, fits };
  };
  let set = setTitles(Math.round(cap * 0.85));
  // Points squeezed under the titles' size: the titles give way (more room, the same points or larger).
  if (set.titleSize > set.layout.size * 0.75) set = setTitles(Math.max(Math.round(cap * 0.4), Math.floor(set.layout.size * 0.75)));
  return { columns, gap, panels, ...set };
}

const PILL_LINE = 1.15;
const POINT_LINE = 1.08;
const TITLE_GAP = 0.3;
const POINT_GAP = 0.3;

/** The height of a column of fitted points at `size`. */
const heightOf = (page: FittedText[], size: number) =>
  page.reduce((n, f) => n + f.lines.length * size * POINT_LINE, 0) + Math.max(0, page.length - 1) * size * POINT_GAP;

/**
 * The points' size and pages: the largest size from 1.3x the captions' down to the captions'
 * (at least a 60 px cap height per 1080 px)
 * at which every point of both sides fits its panel (one page a side); else the captions' size,
 * each side shown in pages of as many points as fit, turned as they are spoken, so the points
 * are never set smaller than the captions (only a single point too long for its panel even
 * alone shrinks, to fit).
 */
function pointLayout(d: SceneDraw, sides: Side[], panels: Rect[], room: (i: number) => number): { size: number; pages: FittedText[][][] } {
  // The captions' floor is a 55 px cap height per 1080 px of the short side; the points aim at
  // 60 so the anti-aliased top and bottom rows of each letter do not take them under it.
  const short = Math.min(d.frame.width, d.frame.height);
  const cap = Math.max(d.frame.captionSize, Math.ceil(((60 / 1080) * short) / capHeightPx(d.font, 1)));
  const setAt = (size: number) =>
    sides.map((s, i) =>
      s.points.map((pt) =>
        fit(pt, { w: (panels[i]?.w ?? 0) - size * 0.9, h: Number.MAX_SAFE_INTEGER }, d.font, { maxSize: size, minSize: size, lineHeight: POINT_LINE, maxLines: 99 }),
      ),
    );
  for (let size = Math.round(cap * 1.3); size >= cap; size = size > cap ? Math.max(cap, Math.floor(size * 0.94)) : cap - 1) {
    const fits = setAt(size);
    const whole = fits.every((f, i) => f.every((pt) => pt.size === size) && heightOf(f, size) <= room(i));
    if (whole) return { size, pages: fits.map((f) => [f]) };
  }
  // Paged at the captions' size, smaller only while a word is wider than its panel (it shrinks
  // to fit, never cut) or a single point does not fit alone.
  let size = cap;
  let fits = setAt(size);
  for (;;) {
    const widest = Math.min(size, ...fits.flat().map((pt) => pt.size));
    const tall = fits.some((f, i) => f.some((pt) => heightOf([pt], size) > room(i)));
    const next = widest < size ? widest : tall && size > cap * 0.5 ? Math.floor(size * 0.94) : size;
    if (next === size || next <= 4) break;
    size = next;
    fits = setAt(size);
  }
  const pages = fits.map((f, i) => {
    const out: FittedText[][] = [];
    for (const pt of f) {
      const last = out[out.length - 1];
      if (last && heightOf([...last, pt], size) <= room(i)) last.push(pt);
      else out.push([pt]);
    }
    return out.length ? out : [[]];
  });
  return { size, pages };
}

// Tight: in 9:16 each side has half a stage for a title and points at caption size.
const cardPad = (d: SceneDraw) => Math.round(d.frame.captionSize * 0.22);

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
