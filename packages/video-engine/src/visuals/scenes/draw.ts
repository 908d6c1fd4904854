import { assColor, roundedRect, type AssEvent } from '../../captions/ass-util.ts';
import { escapeAssText } from '../../captions/ass.ts';
import { assFontRuns, cellOf, textEm, type FontChoice } from '../../fonts/registry.ts';
import type { WordTiming } from '../../tts/types.ts';
import { stripEmoji } from '../emoji-text.ts';
import { fitText, type FittedText, type Rect } from '../layout.ts';
import { contrastRatio } from '../logo.ts';
import type { Theme } from '../themes.ts';
import type { SceneDraw } from './types.ts';

/** Width of `s` in units of libass's font size (text `s` at size z takes em(s) * z px). */
export const emOf = (font: FontChoice) => (s: string) => textEm(stripEmoji(s), font) / cellOf(font);

/** Wraps and sizes text for a box (emoji dropped: they are never font glyphs). */
export function fit(
  text: string,
  box: { w: number; h: number },
  font: FontChoice,
  o: { maxSize: number; minSize: number; lineHeight?: number; maxLines?: number },
): FittedText {
  const clean = stripEmoji(text) || text;
  // A floor above the ceiling would make fitText start at the floor: the ceiling wins.
  return fitText(clean, box, { lineHeight: 1.2, ...o, minSize: Math.min(o.minSize, o.maxSize), em: emOf(font) });
}

/** Fitted lines as ASS text, with a font switch where the script changes. */
export function assLines(lines: string[], font: FontChoice): string {
  return lines.map((l) => assFontRuns(escapeAssText(l), font)).join('\\N');
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

/**
 * A marker shown faint from `from` (the list's shape is on screen from the scene's start) and
 * lit at `at`, when its item is spoken: as override tags of an event starting at `from`.
 */
export const faintUntil = (from: number, at: number, delay = 0) => {
  const lit = Math.max(delay + 200, Math.round(at - from));
  return `\\alpha&HFF&\\t(${delay},${delay + 200},\\alpha&HA8&)\\t(${lit},${lit + 180},\\alpha&H00&)`;
};

/**
 * A dark plate over the stage when the scene plays footage or a photo: outlined type alone
 * does not read on a busy picture.
 */
export function plate(d: SceneDraw, area: Rect): AssEvent[] {
  if (!d.onPicture) return [];
  const pad = Math.round(d.frame.captionSize * 0.3);
  const r = { x: area.x - pad, y: area.y - pad, w: area.w + 2 * pad, h: area.h + 2 * pad };
  const colour = assColor(d.theme.light ? '#ffffff' : '#000000');
  return [event(d, d.fromMs, 0, `{\\an7\\pos(${r.x},${r.y})\\p1\\bord0\\shad0\\c${colour}\\1a&H60&\\fad(200,0)}${roundedRect(r.w, r.h, pad)}`)];
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
// Words too common to say which item is being spoken.
const COMMON = new Set('this that with from your have will what when then they them their there about into more most than just been were also only some very over each every other'.split(' '));
const content = (s: string) =>
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
