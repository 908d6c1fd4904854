import { capHeightPx } from '../../fonts/registry.ts';
import type { FittedText, Rect } from '../layout.ts';
import { fit, legibleSize, widthOf } from './draw.ts';
import type { SceneDraw } from './types.ts';

export type Side = { title: string; points: string[] };

/**
 * How the two sides share the stage: side by side (`columns`) or `stacked`, both at once; both
 * titles in a row over the stage's whole width with each side's points in its own band below
 * (`header`: a band too narrow for columns and too low for two titled halves), or under that row
 * the sides' points in turns on the rest of the stage (`header-turns`); or each side in turns on
 * the whole stage, the title above its points (`turns`) or at their left (`beside`).
 */
export type Mode = 'columns' | 'stacked' | 'header' | 'header-turns' | 'turns' | 'beside';

/** What the titles leave the points: the titles' fits and size, and each side's room for points. */
interface Titles {
  titleFits: FittedText[];
  titleSize: number;
  titleH: (i: number) => number;
  /** The pill's width at the left of the points (`beside`). */
  pillW: number;
  /** Height left for side i's points under (or beside) its title. */
  room: (i: number) => number;
  /** Width of side i's points column (bullet included). */
  pointsW: (i: number) => number;
  /** `header`: the titles' row (the taller pill and the gap under it) and the gap between the sides' bands. */
  headH: number;
  bandGap: number;
}

export type Arrangement = ReturnType<typeof arrange>;

// libass sets a title's lines a font size apart; the pill adds 0.3 of it around them.
export const PILL_LINE = 1.0;
export const POINT_LINE = 1.08;
export const TITLE_GAP = 0.3;
export const POINT_GAP = 0.3;
/** A title a step larger than its points, where there is room for it. */
const TITLE_STEP = 1.2;

/**
 * The vertical spacing, in units of the type's size: the regular one, and a tight one for a low
 * stage (16:9 and 1:1 above the captions) where a title and two points at the captions' floor
 * would not fit in the regular one.
 */
export interface Spacing {
  /** The pill's padding around a title's lines. */
  pill: number;
  /** Between a title's pill and its points. */
  title: number;
  /** Between two points. */
  point: number;
  /** The card's padding (content inset from the panel), in caption sizes. */
  card: number;
}
export const REGULAR: Spacing = { pill: 0.3, title: TITLE_GAP, point: POINT_GAP, card: 0.22 };
const TIGHT: Spacing = { pill: 0.2, title: 0.2, point: 0.25, card: 0.08 };

/** The height of a column of fitted points at `size`. */
export const heightOf = (page: FittedText[], size: number, gap = POINT_GAP) =>
  page.reduce((n, f) => n + f.lines.length * size * POINT_LINE, 0) + Math.max(0, page.length - 1) * size * gap;


/**
 * Both sides at once whenever they fit at the captions' floor or larger (a comparison is its two
 * sides: shown in turns, the viewer never sees them against each other). First every point of
 * both sides together, side by side, stacked or under a row of both titles (`header`), at the
 * largest size (the stage's own shape, then the regular spacing, first on a tie); then both
 * titles in a row with each side's points together in its turn below (`header-turns`); then
 * any of these in pages, the fewest pages (the most points on screen together) and the larger
 * type first. Each side alone on the whole stage in turns only when no arrangement with both
 * titles fits legibly; and in the last resort (a point too long even alone) whatever sets the
 * points largest.
 */
export function chooseArrangement(d: SceneDraw, sides: Side[]): Arrangement {
  const wide = d.box.w >= d.box.h * 0.9;
  const legible = legibleSize(d);
  const pages = (a: Arrangement) => a.layout.pages.reduce((n, p) => n + p.length, 0);
  const whole = (a: Arrangement) => a.fits && a.layout.size >= legible && a.layout.pages.every((p) => p.length === 1);
  const largest = (as: Arrangement[]) => as.filter(whole).sort((a, b) => b.layout.size - a.layout.size)[0];
  const modes: Mode[] = wide ? ['columns', 'stacked'] : ['stacked', 'columns'];
  const both = [...modes, 'header' as const].flatMap((m) => [arrange(d, sides, m, REGULAR), arrange(d, sides, m, TIGHT)]);
  const underHeader = [arrange(d, sides, 'header-turns', REGULAR), arrange(d, sides, 'header-turns', TIGHT)];
  const atOnce = largest(both) ?? largest(underHeader);
  if (atOnce) return atOnce;
  const paged = [...both, ...underHeader]
    .filter((a) => a.fits && a.layout.size >= legible)
    .sort((a, b) => pages(a) - pages(b) || b.layout.size - a.layout.size)[0];
  if (paged) return paged;
  const inTurns = [arrange(d, sides, 'turns', REGULAR), arrange(d, sides, 'beside', REGULAR)];
  const inTurnsWhole = largest(inTurns);
  if (inTurnsWhole) return inTurnsWhole;
  const [shaped, other] = modes.map((m) => arrange(d, sides, m, REGULAR)) as [Arrangement, Arrangement];
  const better =
    other.fits && (!shaped.fits || other.layout.size > shaped.layout.size || (other.layout.size === shaped.layout.size && pages(other) < pages(shaped)));
  const best = better ? other : shaped;
  // In turns: the larger points, then the fewer pages (a wide stage sets two beside a title).
  const turns = inTurns.filter((a) => a.fits).sort((a, b) => b.layout.size - a.layout.size || pages(a) - pages(b))[0];
  return turns && (turns.layout.size > best.layout.size || !best.fits) ? turns : best;
}

/** The panels of `mode`, the titles on their pills and the points' size and pages. */
export function arrange(d: SceneDraw, sides: Side[], mode: Mode, space: Spacing) {
  const { box, font, frame } = d;
  const gap = Math.round(Math.max(Math.min(box.w, box.h) * 0.08, frame.captionSize * 0.55));
  const outer: Rect[] =
    mode === 'columns'
      ? [
          { x: box.x, y: box.y, w: (box.w - gap) / 2, h: box.h },
          { x: box.x + (box.w + gap) / 2, y: box.y, w: (box.w - gap) / 2, h: box.h },
        ]
      : mode === 'stacked'
        ? [
            { x: box.x, y: box.y, w: box.w, h: (box.h - gap) / 2 },
            { x: box.x, y: box.y + (box.h + gap) / 2, w: box.w, h: (box.h - gap) / 2 },
          ]
        : [box, box];
  // The content keeps a card's padding from its panel's edges, so the cards stay in the stage
  // (a thinner one in turns: one card, on a stage that is a low band).
  const pad = Math.round(frame.captionSize * (mode === 'turns' || mode === 'beside' || mode === 'header' || mode === 'header-turns' ? Math.min(0.12, space.card) : space.card));
  const panels = outer.map((p) => ({ ...p, y: p.y + pad, h: p.h - 2 * pad }));
  // A title names what its points are about: set from the points' size (a step larger, or as
  // large where that leaves the points no room), smaller only where its panel is too narrow.
  // Both sides share the title size and the point size, so neither looks more important.
  const titlesAt = (pointSize: number, step: number): Titles => {
    const beside = mode === 'beside';
    const header = mode === 'header' || mode === 'header-turns';
    // In the header the titles share the row: each gets half of it.
    const titleW = (i: number) => (header ? (box.w - gap) / 2 : (panels[i]?.w ?? 0)) * (beside ? 0.4 : 0.9);
    const titleFits = sides.map((s, i) => setTitle(s.title, titleW(i), pointSize * step, d));
    const titleSize = Math.min(...titleFits.map((f) => f.size));
    const titleH = (i: number) => (titleFits[i]?.lines.length ?? 1) * titleSize * PILL_LINE + titleSize * space.pill;
    const pillW = Math.max(...titleFits.map((f) => widthOf({ ...f, size: titleSize }, font))) + titleSize * 0.9;
    const headH = header ? Math.max(...sides.map((_, i) => titleH(i))) + space.title * titleSize : 0;
    const bandGap = mode === 'header' ? Math.round(pointSize * space.point * 1.5) : 0;
    const room = (i: number) => {
      const h = panels[i]?.h ?? 0;
      if (mode === 'header-turns') return h - headH;
      if (header) return (h - headH - bandGap) / 2;
      if (!beside) return h - titleH(i) - space.title * titleSize;
      return titleH(i) > h ? 0 : h;
    };
    const pointsW = (i: number) => (beside ? (panels[i]?.w ?? 0) - pillW - 2 * pad - titleSize * 0.4 : (panels[i]?.w ?? 0));
    return { titleFits, titleSize, titleH, pillW, room, pointsW, headH, bandGap };
  };
  const { titles, ...layout } = pointLayout(d, sides, titlesAt, space.point, mode === 'header' || mode === 'header-turns');
  // A header's title too wide for its half would come out smaller than its points: a title
  // names its points, never smaller than them (the other modes give it the panel's width).
  const header = mode === 'header' || mode === 'header-turns';
  const fits =
    layout.pages.every((pages, i) => pages.every((pg) => heightOf(pg, layout.size, space.point) <= titles.room(i))) &&
    (!header || titles.titleSize >= layout.size);
  return { mode, gap, pad, panels, ...titles, layout, fits, space };
}

/** A title on its pill: at most two lines, `size` unless the width needs it smaller. */
const setTitle = (title: string, w: number, size: number, d: SceneDraw) =>
  fit(title, { w, h: Number.MAX_SAFE_INTEGER }, d.font, { maxSize: Math.round(size), minSize: 4, lineHeight: PILL_LINE, maxLines: 2 });

/**
 * The points' size and pages: the largest size from 1.3x the captions' down to the captions'
 * (at least a 60 px cap height per 1080 px, the `floor`) at which every point of both sides
 * fits its panel (one page a side); else the floor, each side shown in pages of as many points
 * as fit, turned as they are spoken. Smaller only while a single point does not fit its panel
 * even alone (the titles first come down to the points' size), so nothing leaves the stage.
 * The titles are set from each candidate size (`titlesAt`): their room comes from the layout.
 */
function pointLayout(d: SceneDraw, sides: Side[], titlesAt: (pointSize: number, step: number) => Titles, gap: number, titled = false) {
  // A title in a shared row can come out smaller than the points: no such size (`titled`).
  const named = (t: Titles, size: number) => !titled || t.titleSize >= size;
  // The captions' floor is a 55 px cap height per 1080 px of the short side; the points aim at
  // 60 so the anti-aliased top and bottom rows of each letter do not take them under it.
  const short = Math.min(d.frame.width, d.frame.height);
  const floor = Math.max(d.frame.captionSize, Math.ceil(((60 / 1080) * short) / capHeightPx(d.font, 1)));
  const setAt = (size: number, t: Titles) =>
    sides.map((s, i) =>
      s.points.map((pt) => fit(pt, { w: t.pointsW(i) - size * 0.9, h: Number.MAX_SAFE_INTEGER }, d.font, { maxSize: size, minSize: size, lineHeight: POINT_LINE, maxLines: 99 })),
    );
  // One page a side down to the captions' own floor (55 px), a point at a time only at 60.
  const legible = Math.min(floor, legibleSize(d));
  for (let size = Math.round(floor * 1.3); size >= legible; size = size > floor ? Math.max(floor, Math.floor(size * 0.94)) : size - 1) {
    for (const step of [TITLE_STEP, 1]) {
      const titles = titlesAt(size, step);
      const fits = setAt(size, titles);
      const whole = fits.every((f, i) => f.every((pt) => pt.size === size) && heightOf(f, size, gap) <= titles.room(i));
      if (whole && named(titles, size)) return { size, floor, pages: fits.map((f) => [f]), titles };
    }
  }
  const tallAt = (f: FittedText[][], size: number, t: Titles) => f.some((side, i) => side.some((pt) => heightOf([pt], size, gap) > t.room(i)));
  const settle = (size: number) => {
    const stepped = titlesAt(size, TITLE_STEP);
    const fits = setAt(size, stepped);
    if (!tallAt(fits, size, stepped)) return { titles: stepped, fits };
    const even = titlesAt(size, 1);
    return { titles: even, fits: setAt(size, even) };
  };
  // Pages at the largest size from the floor down to just over the captions' (57 px a 1080 px
  // short side: antialiasing takes a row or two off 55) where every word fits its panel and
  // each point fits alone: a narrow column (both sides at once) takes a word the floor would shrink.
  const paging = Math.max(legible, Math.ceil(((57 / 1080) * short) / capHeightPx(d.font, 1)));
  const paginate = (f: FittedText[][], t: Titles, at: number) =>
    f.map((side, i) => {
      const out: FittedText[][] = [];
      for (const pt of side) {
        const last = out[out.length - 1];
        if (last && heightOf([...last, pt], at, gap) <= t.room(i)) last.push(pt);
        else out.push([pt]);
      }
      return out.length ? out : [[]];
    });
  const count = (pg: FittedText[][][]) => pg.reduce((n, side) => n + side.length, 0);
  let size = floor;
  let { titles, fits } = settle(size);
  // Of those sizes, the one with the fewest pages (a size down can set a point on one line).
  // Then the fewest lines (a point on one line rather than wrapped), then the larger size.
  let best: { size: number; pages: number } | undefined;
  for (let s = floor; s >= paging; s--) {
    const at = settle(s);
    if (!at.fits.flat().every((pt) => pt.size === s) || tallAt(at.fits, s, at.titles) || !named(at.titles, s)) continue;
    const n = count(paginate(at.fits, at.titles, s)) * 1000 + at.fits.flat().reduce((k, pt) => k + pt.lines.length, 0);
    if (best && n >= best.pages) continue;
    best = { size: s, pages: n };
    ({ titles, fits } = at);
    size = s;
  }
  for (;;) {
    // A word wider than its panel shrinks its point (never cut); a point too tall even alone, all.
    const widest = Math.min(size, ...fits.flat().map((pt) => pt.size));
    const next = widest < size ? widest : tallAt(fits, size, titles) ? Math.floor(size * 0.94) : size;
    if (next === size || next <= 4) break;
    size = next;
    ({ titles, fits } = settle(size));
  }
  const pages = paginate(fits, titles, size);
  return { size, floor, pages, titles };
}
