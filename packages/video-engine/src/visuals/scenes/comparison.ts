import type { AssEvent } from '../../captions/ass-util.ts';
import { roundedRect } from '../../captions/ass-util.ts';
import type { Rect } from '../layout.ts';
import { chooseArrangement, heightOf, PILL_LINE, POINT_LINE, type Side } from './comparison-layout.ts';
import { content, event, norm, outlineFor, palette, plate, revealTimes, textEvents, widthOf } from './draw.ts';
import type { WordTiming } from '../../tts/types.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

const FADE_IN = '\\alpha&HFF&\\t(0,200,\\alpha&H00&)';

/**
 * Two sides with titles and points: columns on a wide stage, stacked on a tall one, "vs"
 * between; on a stage too low for both at a legible size, the sides in turns (comparison-layout.ts).
 */
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
    const sides: Side[] = [data.left, data.right];
    const { mode, gap, pad, panels, titleFits, titleSize, titleH, pillW: besideW, layout, space, headH, bandGap } = chooseArrangement(d, sides);
    const { size: pointSize } = layout;
    const inTurns = mode === 'turns' || mode === 'beside';
    const at = revealTimes(sides.map((s) => `${s.title} ${s.points.join(' ')}`), d.words, d.fromMs, d.toMs);
    // Each side's time: the second's from when it is spoken, each keeping a fair share of the
    // scene (a title card may have taken its start, and with it the first side's words).
    const span = d.toMs - d.fromMs;
    const turn = Math.round(Math.min(d.toMs - span * FAIR, Math.max(d.fromMs + span * FAIR, at[1] ?? d.fromMs + span / 2)));
    const timeOf = (i: number): [number, number] => (i === 0 ? [d.fromMs, turn] : [turn, d.toMs]);
    // In turns a side is on screen in its own time only; else both stay to the end.
    const windowOf = (i: number): [number, number] => (inTurns ? timeOf(i) : [d.fromMs, d.toMs]);
    // Under a shared header both titles stay up while the sides' points take the stage in turns.
    const shared = mode === 'header-turns';
    const pointsWindow = (i: number): [number, number] => (shared ? timeOf(i) : windowOf(i));
    const pointTimes = sides.flatMap((s, i) => pointsSaid(s.points, d.words, timeOf(i), pointsWindow(i), at[i] ?? d.fromMs));
    const events: AssEvent[] = [];
    // Both sides take the tallest page's height from the same top: titles line up and the two
    // panels match, whatever the number of points on each.
    const pageH = (pg: Parameters<typeof heightOf>[0], i: number) =>
      mode === 'beside' ? Math.max(titleH(i), heightOf(pg, pointSize, space.point)) : titleH(i) + space.title * titleSize + heightOf(pg, pointSize, space.point);
    // The header's bands: each side's tallest page under the titles' row.
    const header = mode === 'header' || shared;
    const sideH = layout.pages.map((pages) => Math.max(0, ...pages.map((pg) => heightOf(pg, pointSize, space.point))));
    const blockH = shared
      ? headH + Math.max(0, ...sideH)
      : header
      ? headH + (sideH[0] ?? 0) + bandGap + (sideH[1] ?? 0)
      : Math.max(...layout.pages.flatMap((pages, i) => pages.map((pg) => pageH(pg, i))));
    // The header's one left edge for both sides' points, so the bullets line up down the band.
    const widestAll = Math.max(...layout.pages.flat(2).map((f) => widthOf({ ...f, size: pointSize }, font)));
    sides.forEach((side, i) => {
      const [shown, hidden] = windowOf(i);
      if (hidden <= shown) return;
      const clip = (e: AssEvent): AssEvent => ({ ...e, startMs: Math.max(e.startMs, Math.round(shown)), endMs: Math.min(e.endMs, hidden) });
      const [pointsFrom, pointsTo] = pointsWindow(i);
      const clipPoint = (e: AssEvent): AssEvent => ({ ...e, startMs: Math.max(e.startMs, Math.round(pointsFrom)), endMs: Math.min(e.endMs, pointsTo) });
      const p = panels[i]!;
      const tf = titleFits[i]!;
      const top = p.y + Math.max(0, (p.h - blockH) / 2);
      const panel = { x: Math.round(p.x), y: Math.round(top), w: Math.round(p.w), h: Math.round(blockH) };
      // In turns (and under a header) one card holds both sides.
      if (!(inTurns || header) || i === 0) events.push(...(d.onPicture ? plate(d, panel) : card(d, panel, pad)));
      // Both titles open the scene (what is compared); each point comes as it is spoken.
      const titleAt = inTurns ? shown : d.fromMs + i * 150;
      const fade = inTurns && i > 0 ? '' : FADE_IN;
      // Under a header each title centres on its half of the row.
      const cx = Math.round(header ? box.x + (box.w - gap) / 4 + (i * (box.w + gap)) / 2 : p.x + p.w / 2);
      const cy = Math.round(top + blockH / 2);
      // The title on an accent pill (the first side in the first accent, the second in the other).
      const pillW = mode === 'beside' ? besideW : Math.min(header ? (box.w - gap) / 2 : p.w, widthOf({ ...tf, size: titleSize }, font) + titleSize * 0.9);
      const pillH = titleH(i);
      const fill = i === 0 ? c.accent : c.accent2;
      const onFill = i === 0 ? c.onAccent : onColour(d.theme.accents[1]);
      const [pillAt, titleX, titleY] =
        mode === 'beside'
          ? [`\\an4\\pos(${Math.round(p.x + pad)},${cy})`, Math.round(p.x + pad + pillW / 2), cy]
          : [`\\an8\\pos(${cx},${Math.round(top)})`, cx, Math.round(top + pillH / 2)];
      events.push(clip(event(d, titleAt, 2, `{${pillAt}\\p1\\bord0\\shad0\\c${fill}${fade}}${roundedRect(pillW, pillH, pillH * 0.3)}`)));
      events.push(...textEvents(d, titleAt, 3, `\\an5\\pos(${titleX},${titleY})\\fs${titleSize}\\bord0\\shad0\\c${onFill}${fade}`, tf, PILL_LINE).map(clip));
      // One left edge for every page of the side, so the bullets do not jump between pages.
      const widest = Math.max(...layout.pages[i]!.flat().map((f) => widthOf({ ...f, size: pointSize }, font)));
      const left =
        mode === 'beside'
          ? Math.round(p.x + pad + pillW + titleSize * 0.4)
          : header
            ? Math.round(box.x + (box.w - Math.min(box.w, widestAll + pointSize * 0.9)) / 2)
            : Math.round(cx - Math.min(p.w, widest + pointSize * 0.9) / 2);
      const first = i === 0 ? 0 : sides[0]!.points.length;
      let index = 0;
      let shownUntil = pointsFrom;
      const pages = layout.pages[i]!;
      pages.forEach((page, j) => {
        // A page is on screen from its first point's words until the next page's; each point
        // on it from its own words (a later page replaces the one before at once).
        // Never over the page before (which holds at least 0.6 s): no two pages on top of each
        // other; a later page's (or side's) first point replaces it at once (no fade through a blank panel).
        const from = Math.max(shownUntil, pointTimes[first + index] ?? pointsFrom);
        const nextIndex = index + page.length;
        const until = j === pages.length - 1 ? pointsTo : Math.max(from + 600, pointTimes[first + nextIndex] ?? pointsTo);
        shownUntil = until;
        let y =
          mode === 'beside'
            ? cy - heightOf(page, pointSize, space.point) / 2
            : header
              ? top + headH + (i === 1 && !shared ? (sideH[0] ?? 0) + bandGap : 0)
              : top + pillH + space.title * titleSize;
        page.forEach((f, k) => {
          const h = f.lines.length * pointSize * POINT_LINE;
          const ly = Math.round(y + h / 2);
          y += h + pointSize * space.point;
          const dt = Math.max(0, (pointTimes[first + index + k] ?? from) - from);
          const dot = Math.max(6, Math.round(pointSize * 0.24));
          const end = (e: AssEvent): AssEvent => clipPoint({ ...e, endMs: Math.min(d.toMs, until) });
          // The second side's first point replaces the first side's at once (no blank between).
          const cut = k === 0 && (j > 0 || !fade || (shared && i > 0));
          events.push(end(event(d, from + dt, 2, `{\\an7\\pos(${left},${ly - Math.round(dot / 2)})\\p1\\bord0\\shad0\\c${fill}${cut ? '' : FADE_IN}}${roundedRect(dot, dot, dot / 2)}`)));
          events.push(...textEvents(d, from + dt, 3, `\\an4\\pos(${left + Math.round(pointSize * 0.9)},${ly})\\fs${pointSize}\\bord${outlineFor(pointSize)}\\3c${c.outline}\\shad0\\c${c.ink}${cut ? '' : FADE_IN}`, f, POINT_LINE).map(end));
        });
        index = nextIndex;
      });
    });
    if (inTurns) return events.filter((e) => e.endMs > e.startMs);
    // "vs" in the gap between the sides.
    const vs = Math.round(Math.min(gap * 0.9, frame.captionSize));
    const headTop = panels[0]!.y + Math.max(0, (panels[0]!.h - blockH) / 2);
    const [vx, vy] = [Math.round(box.x + box.w / 2), Math.round(header ? headTop + (headH - space.title * titleSize) / 2 : box.y + box.h / 2)];
    events.push(event(d, d.fromMs + 150, 3, `{\\an5\\pos(${vx},${vy})\\fs${vs}\\bord${outlineFor(vs)}\\3c${c.outline}\\shad0\\c${c.accentText}${FADE_IN}}vs`));
    return events;
  },
};

/** The least share of the scene each side gets in its own time. */
const FAIR = 0.4;

/**
 * When each point of a side appears: as its words are said (clamped into `shown`, the time the
 * side is on screen), else evenly across the side's own time (`own`) between the points said
 * around it; the first no later than the side's words (`spoken`), so a side is never up
 * without a point while they are said. In order, each a quarter second after the one before.
 */
function pointsSaid(points: string[], words: WordTiming[], own: [number, number], shown: [number, number], spoken: number): number[] {
  const [from, to] = shown;
  const tail = Math.min(900, (own[1] - own[0]) * 0.25);
  const said: (number | undefined)[] = [];
  let cursor = 0;
  for (const pt of points) {
    const keys = new Set(content(pt));
    const k = words.findIndex((w, n) => n >= cursor && keys.has(norm(w.word)));
    said.push(k >= 0 ? words[k]!.startMs - 80 : undefined);
    if (k >= 0) cursor = k + 1;
  }
  const even = (i: number) => own[0] + ((own[1] - tail - own[0]) * i) / Math.max(1, points.length);
  const out: number[] = [];
  said.forEach((t, i) => {
    // An unsaid point waits no later than the next point said.
    const next = said.slice(i + 1).find((x) => x !== undefined);
    const guess = t ?? Math.min(even(i), next ?? Infinity);
    // A point said holds a second from its words before an unsaid one after it replaces it (a
    // page of one point would otherwise turn before the point is said).
    const held = (said[i - 1] ?? -Infinity) + 1000;
    const at = i === 0 ? Math.min(guess, Math.max(from, spoken)) : Math.max(t === undefined ? Math.max(guess, held) : guess, out[i - 1]! + 250);
    out.push(Math.round(Math.min(Math.max(at, from), Math.max(from, to - 400))));
  });
  return out;
}

/** A faint card under one side (designed backgrounds; a picture gets the darker plate instead). */
function card(d: SceneDraw, area: Rect, pad: number): AssEvent[] {
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
