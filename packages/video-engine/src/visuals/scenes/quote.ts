import type { AssEvent } from '../../captions/ass-util.ts';
import { fitText, type FittedText } from '../layout.ts';
import { emOf, event, fit, outlineFor, palette, plate, revealTimes, textEvents } from './draw.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

// libass sets the lines of one event a font size apart (the size is the face's cell height), so
// planning with a taller line paged the quotation into 2-line pages where 3 lines fit (issue 25).
const LINE = 1.0;

/**
 * A quotation set large beside (wide stages) or under (tall ones) a big opening mark, its author
 * under it ("— Marie Curie"). The quotation is never set smaller than the captions: where the
 * stage is too low for all of it at that size (the band over a talking head), it is shown a
 * page at a time as it is spoken, the author last.
 */
export const quote: SceneTemplate = {
  kind: 'quote',
  perShot: false,
  fits: (s) => Boolean(s.quote),
  phrases: (s) => (s.quote ? [s.quote.text, s.quote.by] : []),
  draw(d: SceneDraw): AssEvent[] {
    const data = d.scene.quote;
    if (!data) return [];
    const whole = wholeQuote(d, data);
    return whole ?? pagedQuote(d, data);
  },
};

type Quote = { text: string; by: string };

/** The quotation, mark and author at once, when the quotation fits at caption size or larger. */
function wholeQuote(d: SceneDraw, data: Quote): AssEvent[] | undefined {
  const { box, font, frame } = d;
  const cap = frame.captionSize;
  const c = palette(d.theme);
  const wide = box.w > box.h * 1.8;
  // The author on one line where it fits at 0.6 of the captions, else on two.
  const byOpts = { maxSize: Math.round(cap * 0.8), lineHeight: 1.2 };
  const byBox = { w: box.w * 0.9, h: Math.min(box.h * 0.25, cap * 2) };
  const oneBy = fit(`— ${data.by}`, byBox, font, { ...byOpts, minSize: Math.round(cap * 0.6), maxLines: 1 });
  const by =
    oneBy.lines.length === 1
      ? oneBy
      : fit(`— ${data.by}`, byBox, font, { ...byOpts, minSize: Math.round(cap * 0.5), maxLines: 2 });
  const byH = by.lines.length * by.size * 1.2;
  const byGap = by.size * 0.5;
  // The mark's ink lies about 0.24-0.42 of its size below the top of its glyph box, and is about
  // 0.45 of its size wide: beside the quotation on a wide stage it costs no height; above it,
  // its height and a gap (0.55).
  const fullMark = Math.round(
    wide ? Math.min(box.h * 0.6, cap * 1.8) : Math.min(box.h * 0.3, Math.min(frame.width, frame.height) * 0.26),
  );
  // A smaller mark, or none, before the quotation is paged: paging hid the author (issue 25).
  const tries = [1, 0.5, 0].map((k) => {
    const markSize = Math.round(fullMark * k);
    const markH = wide ? 0 : markSize * 0.55;
    const markW = wide ? markSize * 0.55 : 0;
    const text = fit(data.text, { w: box.w * 0.92 - markW, h: box.h - markH - byH - byGap }, font, {
      maxSize: Math.round(cap * 1.8),
      minSize: cap,
      lineHeight: LINE,
      maxLines: 6,
    });
    return { markSize, markH, markW, text };
  });
  const chosen = tries.find((t) => t.text.size >= cap);
  if (!chosen) return undefined;
  const { markSize, markH, markW, text } = chosen;
  balance(text, font);
  const textH = text.lines.length * text.size * LINE;
  const textW = Math.max(...text.lines.map(emOf(font))) * text.size;
  const blockH = markH + textH + byGap + byH;
  const top = box.y + Math.max(0, (box.h - blockH) / 2);
  const cx = Math.round(box.x + box.w / 2 + markW / 2);
  const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top), w: box.w, h: Math.round(blockH) })];
  const [textAt = d.fromMs, byAt = d.fromMs] = revealTimes([data.text, data.by], d.words, d.fromMs, d.toMs);
  const markPos = wide
    ? `\\an9\\pos(${Math.round(cx - textW / 2 - markSize * 0.08)},${Math.round(top - markSize * 0.2)})`
    : `\\an8\\pos(${cx},${Math.round(top)})`;
  if (markSize > 0)
    events.push(
      event(
        d,
        d.fromMs,
        2,
        `{${markPos}\\fs${markSize}\\bord0\\shad0\\c${c.accentText}\\alpha&HFF&\\fscx60\\fscy60\\t(0,220,\\alpha&H00&\\fscx100\\fscy100)}“`,
      ),
    );
  const ty = Math.round(top + markH + textH / 2);
  events.push(
    ...textEvents(
      d,
      Math.min(textAt, d.fromMs + 200),
      3,
      `\\an5\\pos(${cx},${ty})${ink(d, text.size)}\\alpha&HFF&\\t(0,300,\\alpha&H00&)`,
      text,
      LINE,
    ),
  );
  const byY = Math.round(top + markH + textH + byGap + byH / 2);
  const byStart = Math.max(d.fromMs + 700, Math.min(byAt, d.fromMs + 1600));
  events.push(
    ...textEvents(
      d,
      byStart,
      3,
      `\\an5\\pos(${cx},${byY})${ink(d, by.size, c.accentText)}\\alpha&HFF&\\t(0,250,\\alpha&H00&)`,
      by,
    ),
  );
  return events;
}

/**
 * A low stage: the quotation in pages of as many lines as fit at caption size (the whole stage
 * height when even one line does not), each on screen from when its words are spoken; then the
 * author on a page of its own.
 */
function pagedQuote(d: SceneDraw, data: Quote): AssEvent[] {
  const { box, font, frame } = d;
  const cap = frame.captionSize;
  const c = palette(d.theme);
  const size = Math.round(Math.min(cap * 1.3, Math.max(cap, box.h / LINE), box.h / 1.05));
  const set = (s: string, sz: number): FittedText =>
    fitText(
      s,
      { w: box.w * 0.95, h: Number.MAX_SAFE_INTEGER },
      { maxSize: sz, minSize: sz, lineHeight: LINE, em: emOf(font) },
    );
  const lines = fit(data.text, { w: box.w * 0.95, h: Number.MAX_SAFE_INTEGER }, font, {
    maxSize: size,
    minSize: size,
    lineHeight: LINE,
    maxLines: 99,
  });
  // Even lines: greedy wrapping left "alien." alone on the last page.
  balance(lines, font);
  // The outline reaches past the top and bottom lines: pages stay inside the stage.
  const room = box.h - 2 * outlineFor(lines.size);
  const perPage = Math.max(1, Math.floor(room / (lines.size * LINE)));
  // The author goes under the last page (with the quotation's closing words, as they are read,
  // issue 25), on one line where it fits at 0.6 of the captions (a second line costs a page line).
  const byText = `— ${data.by}`;
  const byBox = { w: box.w * 0.95, h: Number.MAX_SAFE_INTEGER };
  const byOpts = { maxSize: Math.round(lines.size * 0.75), lineHeight: LINE };
  const oneBy = fit(byText, byBox, font, { ...byOpts, minSize: Math.round(cap * 0.6), maxLines: 1 });
  const under =
    oneBy.lines.length === 1
      ? oneBy
      : fit(byText, byBox, font, { ...byOpts, minSize: Math.round(cap * 0.5), maxLines: 2 });
  const gap = Math.round(under.size * 0.35);
  const underH = under.lines.length * under.size * LINE;
  const lastCap = Math.min(perPage, Math.floor((room - gap - underH) / (lines.size * LINE)));
  // The last page keeps room for the author; the lines before it share even pages (no page of
  // one lone line between full ones).
  const all = lines.lines;
  const tail =
    lastCap >= 1
      ? Math.min(lastCap, all.length)
      : Math.min(perPage, all.length - Math.floor((all.length - 1) / perPage) * perPage);
  const head = all.slice(0, all.length - tail);
  const n = Math.ceil(head.length / perPage);
  const pages: string[][] = [];
  for (let k = 0, i = 0; k < n; k++) {
    const take = Math.ceil((head.length - i) / (n - k));
    pages.push(head.slice(i, i + take));
    i += take;
  }
  pages.push(all.slice(all.length - tail));
  const last = pages[pages.length - 1] ?? [];
  const together = lastCap >= 1;
  const span = d.toMs - d.fromMs;
  const byMs = Math.min(1400, span * 0.25);
  const spoken = spokenPages(pages, d);
  const at =
    spoken?.starts ??
    revealTimes(
      pages.map((p) => p.join(' ')),
      d.words,
      d.fromMs,
      d.toMs - byMs,
    );
  at[0] = d.fromMs;
  const lastAt = at[at.length - 1] ?? d.fromMs;
  // Under the last page: with it (it fades in a moment later). On a page of its own: once the
  // quotation is said, but always for a share of the scene, not its last instant.
  const byAt = together
    ? lastAt
    : Math.min(Math.max(lastAt + 600, Math.min(spoken?.endMs ?? 0, d.toMs - byMs)), d.toMs - Math.min(900, span * 0.2));
  const cx = Math.round(box.x + box.w / 2);
  const cy = Math.round(box.y + box.h / 2);
  const lastH = last.length * lines.size * LINE;
  const lastTop = box.y + (box.h - lastH - gap - underH) / 2;
  const events: AssEvent[] = [...plate(d, box)];
  pages.forEach((page, i) => {
    const closing = together && i === pages.length - 1;
    const end = closing ? d.toMs : Math.min(at[i + 1] ?? byAt, byAt);
    if (end <= (at[i] ?? 0)) return;
    const f = { lines: page, size: lines.size };
    const y = closing ? Math.round(lastTop + lastH / 2) : cy;
    const fade = i === 0 ? '\\alpha&HFF&\\t(0,250,\\alpha&H00&)' : '\\alpha&HFF&\\t(0,150,\\alpha&H00&)';
    for (const e of textEvents(d, at[i] ?? d.fromMs, 3, `\\an5\\pos(${cx},${y})${ink(d, lines.size)}${fade}`, f, LINE))
      events.push({ ...e, endMs: end });
  });
  if (byAt >= d.toMs) return events;
  const fade = '\\alpha&HFF&\\t(0,200,\\alpha&H00&)';
  if (together) {
    const y = Math.round(lastTop + lastH + gap + underH / 2);
    events.push(
      ...textEvents(
        d,
        byAt,
        3,
        `\\an5\\pos(${cx},${y})${ink(d, under.size, c.accentText)}\\alpha&HFF&\\t(200,450,\\alpha&H00&)`,
        under,
        LINE,
      ),
    );
    return events;
  }
  const by = set(`— ${data.by}`, Math.min(lines.size, Math.round(box.h / LINE)));
  const byFit =
    by.lines.length <= 2 && by.lines.length * by.size * LINE <= box.h
      ? by
      : fit(`— ${data.by}`, { w: box.w * 0.95, h: box.h }, font, {
          maxSize: lines.size,
          minSize: Math.round(cap * 0.5),
          lineHeight: LINE,
          maxLines: 2,
        });
  events.push(
    ...textEvents(d, byAt, 3, `\\an5\\pos(${cx},${cy})${ink(d, byFit.size, c.accentText)}${fade}`, byFit, LINE),
  );
  return events;
}

const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * When each page's first word is said (and the last word's end), where the narration says the quotation word for word
 * (from its first three words on). Matching each page's words anywhere turned pages early: a
 * quotation repeats its words ("the best time ... the second best time").
 */
function spokenPages(pages: string[][], d: SceneDraw): { starts: number[]; endMs: number } | undefined {
  const said = d.words.map((w) => norm(w.word));
  const pageWords = pages.map((p) => p.join(' ').split(/\s+/).map(norm).filter(Boolean));
  const all = pageWords.flat();
  const k = Math.min(3, all.length);
  const start = said.findIndex((_, s) => k > 0 && all.slice(0, k).every((w, i) => said[s + i] === w));
  if (start < 0) return undefined;
  const starts: number[] = [];
  let offset = start;
  for (const words of pageWords) {
    const w = d.words[offset];
    // The narration left the quotation's wording: the pages are timed by their words instead.
    if (!w || said[offset] !== words[0]) return undefined;
    starts.push(Math.max(d.fromMs, w.startMs - 80));
    offset += words.length;
  }
  return { starts, endMs: d.words[offset - 1]?.endMs ?? d.toMs };
}

/** Re-wraps fitted lines as evenly as the same number of lines allows (no one-word last line). */
function balance(f: FittedText, font: SceneDraw['font']): void {
  const em = emOf(font);
  const text = f.lines.join(' ');
  let best = f.lines;
  for (let w = Math.max(...f.lines.map(em)) * f.size; w > 0; w *= 0.96) {
    const again = fitText(
      text,
      { w, h: Number.MAX_SAFE_INTEGER },
      { maxSize: f.size, minSize: f.size, lineHeight: LINE, em },
    );
    if (again.size !== f.size || again.lines.length !== f.lines.length) break;
    best = again.lines;
  }
  f.lines = best;
}

/** Outlined type of `size` in the ink (or `colour`). */
function ink(d: SceneDraw, size: number, colour = palette(d.theme).ink): string {
  return `\\fs${size}\\bord${outlineFor(size)}\\3c${palette(d.theme).outline}\\shad0\\c${colour}`;
}
