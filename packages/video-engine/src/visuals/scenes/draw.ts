import { assColor, roundedRect, type AssEvent } from '../../captions/ass-util.ts';
import { escapeAssText } from '../../captions/ass.ts';
import { assFontRuns, capHeightPx, cellOf, textEm, type FontChoice } from '../../fonts/registry.ts';
import type { WordTiming } from '../../tts/types.ts';
import { emojiIn, stripEmoji } from '../emoji-text.ts';
import { fitText, type FittedText, type Rect } from '../layout.ts';
import { contrastRatio } from '../logo.ts';
import type { Theme } from '../themes.ts';
import { emojiDrawings, shapesOf } from './emoji-drawing.ts';
import type { SceneDraw } from './types.ts';

/** An emoji's advance in a line of text, in units of the font size; it is drawn a little smaller. */
export const EMOJI_EM = 1.12;
const EMOJI_DRAWN = 0.9;

/** The text in runs: plain text, and emoji the shipped set can draw (others are not drawable). */
function runsOf(text: string): { text: string; emoji?: string }[] {
  const out: { text: string; emoji?: string }[] = [];
  let rest = text;
  for (const e of emojiIn(text)) {
    const at = rest.indexOf(e);
    if (at < 0) continue;
    if (at > 0) out.push({ text: rest.slice(0, at) });
    if (shapesOf(e)) out.push({ text: e, emoji: e });
    rest = rest.slice(at + e.length);
  }
  if (rest) out.push({ text: rest });
  return out;
}

/** Width of `s` in units of libass's font size (text `s` at size z takes em(s) * z px); emoji count as EMOJI_EM. */
export const emOf = (font: FontChoice) => (s: string) =>
  runsOf(s).reduce((w, r) => w + (r.emoji ? EMOJI_EM : textEm(stripEmoji(r.text), font) / cellOf(font)), 0);

/** `text` keeping the emoji the shipped set draws (the others would be tofu: they go). */
const drawable = (text: string) =>
  runsOf(text)
    .map((r) => (r.emoji ? ` ${r.emoji} ` : stripEmoji(r.text)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Wraps and sizes text for a box; an emoji is a word as wide as EMOJI_EM (drawn by textEvents). */
export function fit(
  text: string,
  box: { w: number; h: number },
  font: FontChoice,
  o: { maxSize: number; minSize: number; lineHeight?: number; maxLines?: number },
): FittedText {
  const clean = drawable(text) || text;
  // A floor above the ceiling would make fitText start at the floor: the ceiling wins.
  return fitText(clean, box, { lineHeight: 1.2, ...o, minSize: Math.min(o.minSize, o.maxSize), em: emOf(font) });
}

/** The captions' own floor as a font size: a 55 px cap height per 1080 px of the short side. */
export const legibleSize = (d: SceneDraw) =>
  Math.ceil(((55 / 1080) * Math.min(d.frame.width, d.frame.height)) / capHeightPx(d.font, 1));

/**
 * Re-wraps fitted lines as evenly as the same number of lines at the same size allows: greedy
 * wrapping leaves a lone last word ("Arms / decide" reads as two items, "…an intelligent / alien.").
 */
export function balanced(f: FittedText, font: FontChoice, lineHeight: number): FittedText {
  if (f.lines.length < 2) return f;
  const em = emOf(font);
  const text = f.lines.join(' ');
  let best = f.lines;
  for (let w = Math.max(...f.lines.map(em)) * f.size; w > 0; w *= 0.97) {
    const again = fitText(
      text,
      { w, h: Number.MAX_SAFE_INTEGER },
      { maxSize: f.size, minSize: f.size, lineHeight, em },
    );
    if (again.size !== f.size || again.lines.length !== f.lines.length) break;
    best = again.lines;
  }
  return { ...f, lines: best };
}

/** Fitted lines as ASS text, with a font switch where the script changes. */
export function assLines(lines: string[], font: FontChoice): string {
  return lines.map((l) => assFontRuns(escapeAssText(l), font)).join('\\N');
}

/**
 * Fitted text as events: one event as `{head}lines` when it has no emoji. With emoji, each line's
 * text runs are set apart where the emoji go and each emoji is drawn from its shipped image in
 * its colours (emoji-drawing.ts), sharing the head's fades and slide. `head` holds \\an, \\pos or
 * \\move and the style; `lineHeight` is the one the text was fitted with.
 */
export function textEvents(
  d: SceneDraw,
  at: number,
  layer: number,
  head: string,
  f: FittedText,
  lineHeight = 1.2,
): AssEvent[] {
  const { font } = d;
  if (!f.lines.some((l) => runsOf(l).some((r) => r.emoji)))
    return [event(d, at, layer, `{${head}}${assLines(f.lines, font)}`)];
  const an = Number(/\\an(\d)/.exec(head)?.[1] ?? 5);
  const pos = /\\pos\(([-\d.]+),([-\d.]+)\)/.exec(head);
  const move = /\\move\(([-\d.]+),([-\d.]+),([-\d.]+),([-\d.]+)((?:,[-\d.]+){0,2})\)/.exec(head);
  const [x, y] = pos ? [Number(pos[1]), Number(pos[2])] : move ? [Number(move[3]), Number(move[4])] : [0, 0];
  const [dx, dy] = move ? [Number(move[1]) - x, Number(move[2]) - y] : [0, 0];
  const moveTimes = move?.[5] ?? '';
  const style = head
    .replace(/\\an\d/, '')
    .replace(/\\pos\([^)]*\)/, '')
    .replace(/\\move\([^)]*\)/, '');
  const place = (px: number, py: number) =>
    move
      ? `\\move(${Math.round(px + dx)},${Math.round(py + dy)},${Math.round(px)},${Math.round(py)}${moveTimes})`
      : `\\pos(${Math.round(px)},${Math.round(py)})`;
  const em = emOf(font);
  // The size the head sets the type at (a template may set fitted lines smaller than fitted).
  const size = Number(/\\fs(\d+)/.exec(head)?.[1] ?? f.size);
  const lh = size * lineHeight;
  const blockH = f.lines.length * lh;
  const top = an >= 7 ? y : an >= 4 ? y - blockH / 2 : y - blockH;
  const col = (an - 1) % 3;
  const events: AssEvent[] = [];
  f.lines.forEach((line, i) => {
    const ly = top + (i + 0.5) * lh;
    const left = x - (col * em(line) * size) / 2;
    let prefix = '';
    for (const r of runsOf(line)) {
      if (r.emoji) {
        const side = size * EMOJI_DRAWN;
        const ex = left + em(prefix) * size + ((EMOJI_EM - EMOJI_DRAWN) * size) / 2;
        // Absolute coordinates from the frame's origin: every colour of the emoji lines up (and
        // a scale would pull it towards that origin, so the emoji keeps the fades only).
        for (const part of emojiDrawings(r.emoji, ex, ly - side / 2, side)) {
          events.push(
            event(
              d,
              at,
              layer,
              `{${style.replace(/\\fsc[xy]\d+/g, '')}\\an7${place(0, 0)}\\bord0\\shad0\\c${assColor(part.fill)}\\p3}${part.drawing}`,
            ),
          );
        }
      } else {
        const lead = r.text.length - r.text.trimStart().length;
        const body = r.text.trim();
        if (body)
          events.push(
            event(
              d,
              at,
              layer,
              `{${style}\\an4${place(left + em(prefix + r.text.slice(0, lead)) * size, ly)}}${assLines([body], font)}`,
            ),
          );
      }
      prefix += r.text;
    }
  });
  return events;
}

/** Widest line of fitted text in px. */
export const widthOf = (f: FittedText, font: FontChoice) => Math.max(0, ...f.lines.map(emOf(font))) * f.size;

/** The colours a template writes with: ink (outlined) and an accent readable on the background. */
export function palette(t: Theme) {
  const bg = t.backgrounds[0]?.[0] ?? '#000000';
  const readable = t.accents.find((a) => contrastRatio(a, bg) >= 3);
  return {
    ink: assColor(t.ink),
    outline: assColor(t.inkOutline),
    accent: assColor(t.accents[0]),
    accent2: assColor(t.accents[1]),
    onAccent: assColor(t.onAccent),
    /** An accent for text: the first accent that reads on the background, else the ink. */
    accentText: assColor(readable ?? t.ink),
  };
}

/** An event of the scene's design from `at` to the scene's end. */
export function event(d: SceneDraw, at: number, layer: number, text: string): AssEvent {
  return { startMs: Math.round(at), endMs: d.toMs, layer, style: 'Kinetic', text };
}

/** Outline width for type of `size` (the keywords' proportion). */
export const outlineFor = (size: number) => Math.max(2, Math.round(size * 0.06));

/** Override tags fading a marker in over 180 ms from its event's start (its item's reveal). */
export const POP = '\\alpha&HFF&\\t(0,180,\\alpha&H00&)';

/**
 * A dark plate over the stage when the scene plays footage or a photo: outlined type alone
 * does not read on a busy picture.
 */
export function plate(d: SceneDraw, area: Rect): AssEvent[] {
  if (!d.onPicture) return [];
  const pad = Math.round(d.frame.captionSize * 0.3);
  const r = { x: area.x - pad, y: area.y - pad, w: area.w + 2 * pad, h: area.h + 2 * pad };
  const colour = assColor(d.theme.light ? '#ffffff' : '#000000');
  return [
    event(
      d,
      d.fromMs,
      0,
      `{\\an7\\pos(${r.x},${r.y})\\p1\\bord0\\shad0\\c${colour}\\1a&H60&\\fad(200,0)}${roundedRect(r.w, r.h, pad)}`,
    ),
  ];
}

export const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
// Words too common to say which item is being spoken.
const COMMON = new Set(
  'this that with from your have will what when then they them their there about into more most than just been were also only some very over each every other'.split(
    ' ',
  ),
);
export const content = (s: string) =>
  s
    .split(/\s+/)
    .map(norm)
    .filter((w) => (w.length >= 4 || /^\d+$/.test(w)) && !COMMON.has(w));

/**
 * When each of `items` should appear: as its words are spoken (in order, each after the one
 * before), else spread evenly over the scene. Every onset leaves the item time on screen.
 */
export function revealTimes(items: string[], words: WordTiming[], fromMs: number, toMs: number): number[] {
  const n = items.length;
  const span = Math.max(0, toMs - fromMs);
  const last = Math.max(fromMs, toMs - Math.min(900, span * 0.25));
  const even = (i: number) => fromMs + 150 + ((last - fromMs - 150) * i) / Math.max(1, n);
  const out: number[] = [];
  let cursor = 0;
  items.forEach((item, i) => {
    const keys = new Set(content(item));
    const prev = out[i - 1] ?? fromMs - 250;
    let at: number | undefined;
    for (let k = cursor; k < words.length && keys.size; k++) {
      const w = words[k];
      if (!w || w.startMs < prev + 250 || !keys.has(norm(w.word))) continue;
      at = Math.max(fromMs + 100, w.startMs - 80);
      cursor = k + 1;
      break;
    }
    const t = at ?? Math.max(even(i), prev + 250);
    out.push(Math.round(Math.min(Math.max(t, prev + 250, fromMs), last)));
  });
  return out;
}
