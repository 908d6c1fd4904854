import type { AssEvent } from '../../captions/ass-util.ts';
import type { FittedText } from '../layout.ts';
import {
  balanced,
  emOf,
  event,
  fit,
  legibleSize,
  POP,
  outlineFor,
  palette,
  plate,
  revealTimes,
  textEvents,
  widthOf,
} from './draw.ts';
import type { SceneDraw } from './types.ts';
import type { Rect } from '../layout.ts';
import type { SceneSpec } from '../../spec.ts';
import { phraseKey } from '../shots.ts';

/**
 * Items stacked in rows (two columns on a wide stage with four or more), each revealed as it is
 * spoken, with a marker: a number disc for steps, an accent bar for a list.
 */
export function drawRows(d: SceneDraw, items: string[], numbered: boolean): AssEvent[] {
  const { font } = d;
  const c = palette(d.theme);
  const n = items.length;
  // One column, or two on a wide stage when that sets the items larger.
  const layoutIn = (box: Rect) => {
    const one = rowsLayout(d, box, items, numbered, 1);
    const two = n >= 4 && box.w > box.h ? rowsLayout(d, box, items, numbered, 2) : undefined;
    return two && two.s > one.s * 1.1 ? two : one;
  };
  const full = layoutIn(d.box);
  const head = headingOf(d, items);
  // The heading above the items where they keep their size (or the captions' floor): else it
  // holds the stage alone until the first item comes, so the lead-in is never a bare background.
  const under = head && { ...d.box, y: d.box.y + head.h, h: d.box.h - head.h };
  const withHead = under && under.h > 0 ? layoutIn(under) : undefined;
  const above = Boolean(withHead && withHead.s >= Math.min(full.s, legibleSize(d)));
  const box = above && under ? under : d.box;
  const { cols, rows, colW, colGap, fits, rowH, rowGap, squeeze, blockH, s } = above && withHead ? withHead : full;
  const marker = Math.round(s * (numbered ? 1.15 : 0.5));
  const textGap = Math.round(s * 0.5);
  const top = box.y + (box.h - blockH) / 2;
  // A single column is centred as a block (its rows stay left-aligned on their markers).
  const widest = Math.max(...fits.map((f) => widthOf({ ...f, size: s }, font)));
  const indent = cols === 1 ? Math.round(Math.max(0, (box.w - (marker + textGap + widest)) / 2)) : 0;
  const headH = head && above ? head.h : 0;
  const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top - headH), w: box.w, h: Math.round(blockH + headH) })];
  const at = revealTimes(items, d.words, d.fromMs, d.toMs);
  if (head) {
    // Above: to the scene's end, just over the items; alone: centred, until the first item.
    const cx = Math.round(d.box.x + d.box.w / 2);
    const centreY = Math.round(d.box.y + (d.box.h - head.h + head.gap) / 2);
    const hy = above ? Math.round(Math.max(box.y - head.h, top - head.h)) : centreY;
    const until = above ? d.toMs : Math.max(d.fromMs + 400, at[0] ?? d.toMs);
    events.push(
      ...textEvents(
        d,
        d.fromMs,
        3,
        `\\an8${above ? headingIntro(d, head, cx, hy, at[0]) : `\\pos(${cx},${hy})`}\\fs${head.fit.size}\\bord${outlineFor(head.fit.size)}\\3c${c.outline}\\shad0\\c${c.accentText}\\fad(200,${above ? 0 : 150})`,
        head.fit,
        HEAD_LINE,
      ).map((e) => ({ ...e, endMs: until })),
    );
  }
  let y = top;
  const rowTops = rowH.map((h) => {
    const t = y;
    y += (h + rowGap) * squeeze;
    return t;
  });
  items.forEach((item, i) => {
    const col = Math.floor(i / rows);
    const r = i % rows;
    const f = fits[i] ?? { lines: [item], size: s };
    const x = Math.round(box.x + indent + col * (colW + colGap));
    const cy = Math.round((rowTops[r] ?? top) + ((rowH[r] ?? s) * squeeze) / 2);
    const t = at[i] ?? d.fromMs;
    const slide = Math.round(s * 0.6);
    const tx = x + marker + textGap;
    // A row's marker arrives with its item: an empty disc or bar waiting for its words reads as broken.
    if (numbered) {
      const disc = `m ${marker / 2} 0 b ${marker * 0.78} 0 ${marker} ${marker * 0.22} ${marker} ${marker / 2} b ${marker} ${marker * 0.78} ${marker * 0.78} ${marker} ${marker / 2} ${marker} b ${marker * 0.22} ${marker} 0 ${marker * 0.78} 0 ${marker / 2} b 0 ${marker * 0.22} ${marker * 0.22} 0 ${marker / 2} 0`;
      events.push(event(d, t, 2, `{\\an7\\pos(${x},${cy - marker / 2})\\p1\\bord0\\shad0\\c${c.accent}${POP}}${disc}`));
      events.push(
        event(
          d,
          t,
          3,
          `{\\an5\\pos(${Math.round(x + marker / 2)},${cy})\\fs${Math.round(marker * 0.72)}\\bord0\\shad0\\c${c.onAccent}${POP}}${i + 1}`,
        ),
      );
    } else {
      const bw = Math.max(6, Math.round(s * 0.22));
      const bh = Math.round(s * 0.62);
      events.push(
        event(
          d,
          t,
          2,
          `{\\an7\\pos(${x + Math.round((marker - bw) / 2)},${cy - Math.round(bh / 2)})\\p1\\bord0\\shad0\\c${c.accent}${POP}}m 0 0 l ${bw} 0 ${bw} ${bh} 0 ${bh}`,
        ),
      );
    }
    events.push(
      ...textEvents(
        d,
        t,
        3,
        `\\an4\\move(${tx - slide},${cy},${tx},${cy},0,260)\\fs${s}\\bord${outlineFor(s)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,200,\\alpha&H00&)`,
        { ...f, size: s },
        1.15,
      ),
    );
  });
  return events;
}

/**
 * Rows in `cols` columns, every item at one size (a list reads as a set, issue 25). The size is
 * the largest at which each item that fits on one line at the captions' floor still does: an
 * item wraps (balanced) only when even the floor cannot hold it on a line. Sizing to the
 * largest size at which items fit in three lines wrapped "Arms / decide" beside one-line items.
 */
function rowsLayout(d: SceneDraw, box: Rect, items: string[], numbered: boolean, cols: number) {
  const { font, frame } = d;
  const em = emOf(font);
  const rows = Math.ceil(items.length / cols);
  const colGap = Math.round(box.w * 0.05);
  const colW = (box.w - (cols - 1) * colGap) / cols;
  // The marker and the gap after it (as drawRows sets them) take this many sizes of the column.
  const beside = (numbered ? 1.15 : 0.5) + 0.5;
  const wrapAt = (size: number) =>
    items.map((it) =>
      balanced(
        fit(it, { w: colW - size * beside - 1, h: Infinity }, font, { maxSize: size, minSize: size, lineHeight: 1.15 }),
        font,
        1.15,
      ),
    );
  const measure = (size: number) => {
    const fits = wrapAt(size);
    const heightOf = (f: FittedText) => Math.max(f.lines.length * size * 1.15, numbered ? size * 1.15 : size);
    // Rows of a column share heights so two columns line up.
    const rowH = Array.from({ length: rows }, (_, r) =>
      Math.max(...Array.from({ length: cols }, (_, k) => (fits[r + k * rows] ? heightOf(fits[r + k * rows]!) : 0))),
    );
    // The gaps between rows close up (to a fifth of the size) before the type shrinks below the floor.
    const room = (box.h - rowH.reduce((a, b) => a + b, 0)) / Math.max(1, rows - 1);
    return { fits, rowH, rowGap: Math.min(size * 0.45, Math.max(size * 0.2, room)) };
  };
  const legible = legibleSize(d);
  const ceiling = Math.round(Math.min(frame.captionSize * 1.3, box.h / rows));
  const oneLine = items.map((it) => Math.floor((colW - 2) / (em(it) + beside))).filter((s) => s >= legible);
  let size = Math.min(ceiling, ...oneLine);
  // Then as large as every item fits its column in at most three lines and the rows fit the
  // stage, down to about half the captions (six long items on a low band) before squeezing.
  const floor = Math.round(frame.captionSize * 0.55);
  let m = measure(size);
  const ok = (x: typeof m, at: number) =>
    x.fits.every((f) => f.size >= at && f.lines.length <= 3) &&
    x.rowH.reduce((a, b) => a + b, 0) + (rows - 1) * x.rowGap <= box.h;
  while (size > floor && !ok(m, size)) {
    size = Math.max(floor, Math.floor(size * 0.94));
    m = measure(size);
  }
  // A word too long for the column at the floor shrinks its item alone; the block then scales to fit.
  size = Math.min(size, ...m.fits.map((f) => f.size));
  const { fits, rowH, rowGap } = m;
  const fullH = rowH.reduce((a, b) => a + b, 0) + (rows - 1) * rowGap;
  // Too tall after all (many wrapped items): the whole block scales down to the stage.
  const squeeze = Math.min(1, box.h / Math.max(1, fullH));
  return {
    cols,
    rows,
    colW,
    colGap,
    fits,
    rowH,
    rowGap,
    squeeze,
    blockH: fullH * squeeze,
    s: Math.max(4, Math.floor(size * squeeze)),
  };
}

const HEAD_LINE = 1.1;
/** How long the heading takes to settle above the items, and the lead-in it needs to bother. */
const SETTLE_MS = 350;
const INTRO_MIN_MS = 900;
/** The heading's size over a long lead-in, as a multiple of its size above the items. */
const INTRO_SCALE = 1.5;

/**
 * Where the heading above the items starts: over a lead-in of a second or more ("Three things
 * drive it:") it holds the middle of the stage larger, then rises and settles over the items as
 * the first one appears, so the lead-in is not a small line over an empty stage.
 */
function headingIntro(d: SceneDraw, head: { fit: FittedText; h: number; gap: number }, x: number, toY: number, firstMs?: number): string {
  const lead = (firstMs ?? d.toMs) - d.fromMs;
  const k = Math.min(INTRO_SCALE, (d.box.w * 0.9) / Math.max(1, widthOf(head.fit, d.font)));
  if (lead < INTRO_MIN_MS || k <= 1.05) return `\\pos(${x},${toY})`;
  const pct = Math.round(k * 100);
  // Placed by its top centre (\an8): the scaled block is centred on the stage at the start.
  const startY = Math.round(d.box.y + d.box.h / 2 - (k * (head.h - head.gap)) / 2);
  const t2 = lead;
  const t1 = Math.max(0, t2 - SETTLE_MS);
  return `\\move(${x},${startY},${x},${toY},${t1},${t2})\\fscx${pct}\\fscy${pct}\\t(${t1},${t2},\\fscx100\\fscy100)`;
}

/**
 * The list's heading: the scene's first keyword, said over the lead-in ("Three things drive it:")
 * before the first item. Not when it repeats what is on screen anyway (an on-screen phrase
 * appears once per video): the video's title, an item (all its words already there), or a
 * phrase an earlier scene showed (another list's heading, a comparison's title).
 * The template's phrases() name it, so no keyword elsewhere shows it again.
 */
function headingOf(d: SceneDraw, items: string[]) {
  const text = headingText(d.scene);
  if (!text) return undefined;
  const words = (x: string) => x.split(/\s+/).map(phraseKey).filter((w) => w.length > 2);
  const shown = [d.kinetic.title ?? '', ...items];
  const seen = new Set(shown.flatMap(words));
  const key = phraseKey(text);
  if (!key || [...shown, ...(d.shownBefore ?? [])].some((x) => phraseKey(x) === key)) return undefined;
  if (words(text).length && words(text).every((w) => seen.has(w))) return undefined;
  const legible = legibleSize(d);
  const size = Math.round(Math.max(legible, d.frame.captionSize));
  const f = balanced(fit(text, { w: d.box.w, h: Number.MAX_SAFE_INTEGER }, d.font, { maxSize: size, minSize: legible, lineHeight: HEAD_LINE, maxLines: 2 }), d.font, HEAD_LINE);
  // A word too long for the stage even at the floor: no heading rather than a small one.
  if (f.size < legible || f.lines.length > 2) return undefined;
  const gap = Math.round(f.size * 0.45);
  return { fit: f, gap, h: Math.round(f.lines.length * f.size * HEAD_LINE + gap) };
}

/** The heading a list or steps scene can carry: its first keyword. */
export const headingText = (scene: SceneSpec): string | undefined => scene.keywords?.[0]?.trim() || undefined;
