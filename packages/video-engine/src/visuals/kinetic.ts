import { assColor, roundedRect, type AssEvent } from '../captions/ass-util.ts';
import { SHOT_LAYOUT_DEFS } from './shot-layouts/index.ts';
import { escapeAssText } from '../captions/ass.ts';
import { assFontRuns, cellOf, textEm, type FontChoice } from '../fonts/registry.ts';
import type { WordTiming } from '../tts/types.ts';
import { fitText, shotBoxes, stageOf, type FittedText, type FrameLayout, type Rect } from './layout.ts';
import { stripEmoji } from './emoji-text.ts';
import type { Shot } from './shots.ts';
import type { Theme } from './themes.ts';

export interface KineticInput {
  shots: Shot[];
  fps: number;
  frame: FrameLayout;
  theme: Theme;
  font: FontChoice;
  words: WordTiming[];
  title: string;
  /** Scenes whose emoji is drawn in the background; the others get a big scene number on a list. */
  hasEmoji: (sceneIndex: number) => boolean;
  /** The script is a list: scenes without an emoji show their number ("01", "02"). */
  /** Each scene's list number (listBadges); none on a scene that is not a numbered point. */
  badges: readonly (number | undefined)[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** When a keyword should appear: as it is spoken in the shot, else staggered from the cut. */
export function keywordOnsets(keywords: string[], words: WordTiming[], fromMs: number, toMs: number): number[] {
  const inShot = words.filter((w) => w.startMs >= fromMs && w.startMs < toMs);
  return keywords.map((kw, i) => {
    const first = norm(kw.split(/\s+/)[0] ?? '');
    const hit = first ? inShot.find((w) => norm(w.word) === first) : undefined;
    const staggered = fromMs + 180 + i * 320;
    const at = hit ? Math.max(fromMs + 120, hit.startMs - 60) : staggered;
    return Math.min(at, Math.max(fromMs, toMs - 600));
  });
}

function text(kw: string, font: FontChoice, lines: string[]): string {
  return lines.map((l) => assFontRuns(escapeAssText(l), font)).join('\\N') || assFontRuns(escapeAssText(kw), font);
}

/** Kinetic-type events (keywords, title card, scene numbers) over the motion-graphics shots. */
export function kineticEvents(input: KineticInput): AssEvent[] {
  const { theme: t, font, frame } = input;
  const ms = (f: number) => Math.round((f / input.fps) * 1000);
  const em = (s: string) => textEm(s, font) / cellOf(font);
  const inkOutline = assColor(t.inkOutline);
  const a0 = assColor(t.accents[0]);
  const outline = Math.max(3, Math.round(frame.captionSize * 0.08));
  const events: AssEvent[] = [];
  for (const shot of input.shots) {
    const start = ms(shot.startFrame);
    const end = ms(shot.endFrame);
    const boxes = shotBoxes(stageOf(frame, shot.sceneIndex), shot.layout);
    const box = boxes.text;
    const add = (at: number, layer: number, body: string) =>
      events.push({ startMs: at, endMs: end, layer, style: 'Kinetic', text: body });
    const badge = input.badges[shot.sceneIndex];
    if (badge && !input.hasEmoji(shot.sceneIndex)) add(start + 100, 1, sceneNumber(boxes.emoji, badge, a0, inkOutline));
    if (shot.layout === 'title') {
      if (input.title.trim()) events.push(...titleCard(input, box, start, end));
      continue;
    }
    const kws = shot.keywords.map(stripEmoji).filter((k) => k.trim());
    if (!kws.length) continue;
    const onsets = keywordOnsets(kws, input.words, start, end);
    const def = SHOT_LAYOUT_DEFS[shot.layout];
    const maxSize = Math.round(Math.min(frame.width, frame.height) * def.maxShare);
    const minSize = Math.round(frame.captionSize * 0.9);
    const slotH = box.h / kws.length;
    const fits = kws.map((kw) =>
      fitText(kw, { w: box.w * 0.94, h: slotH * 0.9 }, { maxSize, minSize, lineHeight: 1.2, em, maxLines: 3 }),
    );
    // One size for every keyword of a shot keeps the block typographically even.
    const size = Math.min(...fits.map((f) => f.size));
    const blockH = fits.reduce((n, f) => n + f.lines.length * size * 1.25, 0) + (kws.length - 1) * size * 0.35;
    let y = box.y + Math.max(0, (box.h - blockH) / 2);
    kws.forEach((kw, i) => {
      const fit = fits[i] ?? { lines: [kw], size };
      const h = fit.lines.length * size * 1.25;
      const cy = Math.round(y + h / 2);
      y += h + size * 0.35;
      const at = (onsets[i] ?? start) - start;
      const body = text(kw, font, fit.lines);
      const base = `\\fs${size}\\bord${outline}\\3c${inkOutline}`;
      const cx = Math.round(box.x + box.w / 2);
      events.push(...def.keyword({ i, start, end, at, cx, cy, h, size, box, fit, body, base, outline, theme: t, em }));
    });
  }
  return events;
}

function sceneNumber(r: Rect, n: number, color: string, outline: string): string {
  const size = Math.round(r.h * 0.7);
  return `{\\an5\\pos(${Math.round(r.x + r.w / 2)},${Math.round(r.y + r.h / 2)})\\fs${size}\\bord${Math.round(size * 0.04)}\\3c${outline}\\c${color}\\fad(200,160)}${String(n).padStart(2, '0')}`;
}

export interface TitleCardGeometry {
  /** The panel with its border, in video pixels (the text sits inside it). */
  rect: Rect;
  size: number;
  lines: string[];
  border: number;
}

/**
 * Where the title card goes inside its box (the title shot's text box, which the presenter's
 * place was taken out of): the panel, its border included, never leaves the box, so it can
 * never cover the presenter's face whatever the layout; a long title shrinks instead.
 */
export function titleCardGeometry(title: string, box: Rect, frame: Pick<FrameLayout, 'width' | 'height' | 'captionSize'>, font: FontChoice): TitleCardGeometry {
  const em = (s: string) => textEm(stripEmoji(s), font) / cellOf(font);
  const maxSize = Math.round(Math.min(frame.width, frame.height) * 0.105);
  let fit = fitText(stripEmoji(title), { w: box.w * 0.84, h: box.h * 0.8 }, { maxSize, minSize: Math.round(frame.captionSize * 0.8), lineHeight: 1.22, em, maxLines: 4 });
  const measure = (f: FittedText) => {
    const border = Math.round(f.size * 0.08);
    const w = Math.max(...f.lines.map(em)) * f.size + 2 * f.size * 0.6 + 2 * border;
    const h = f.lines.length * f.size * 1.22 + 2 * f.size * 0.45 + 2 * border;
    return { w, h, border };
  };
  // The padding and border grow with the size: shrink until the whole panel fits the box.
  while (fit.size > 4 && (measure(fit).h > box.h || measure(fit).w > box.w)) {
    const size = Math.floor(fit.size * 0.94);
    fit = fitText(stripEmoji(title), { w: box.w * 0.84, h: box.h * 0.8 }, { maxSize: size, minSize: size, lineHeight: 1.22, em });
  }
  const m = measure(fit);
  const w = Math.min(box.w, m.w);
  const h = Math.min(box.h, m.h);
  const cx = box.x + box.w / 2;
  const cy = box.y + Math.max(h, Math.min(box.h, h * 1.6)) / 2;
  return { rect: { x: cx - w / 2, y: cy - h / 2, w, h }, size: fit.size, lines: fit.lines, border: m.border };
}

/** One panel behind the whole title (never a box per line), the title popping in on it. */
function titleCard(input: KineticInput, box: Rect, start: number, end: number): AssEvent[] {
  const { theme: t, font, frame } = input;
  const g = titleCardGeometry(input.title, box, frame, font);
  const cx = Math.round(g.rect.x + g.rect.w / 2);
  const cy = Math.round(g.rect.y + g.rect.h / 2);
  const panel = t.light ? assColor('#ffffff') : assColor(t.inkOutline);
  const edge = assColor(t.accents[0]);
  const body = g.lines.map((l) => assFontRuns(escapeAssText(l), font)).join('\\N');
  const ev = (layer: number, text: string): AssEvent => ({ startMs: start, endMs: end, layer, style: 'Kinetic', text });
  // The drawing is the panel inside its border (libass strokes the border outside the shape).
  const inner = { w: g.rect.w - 2 * g.border, h: g.rect.h - 2 * g.border };
  return [
    ev(1, `{\\an5\\pos(${cx},${cy})\\p1\\bord${g.border}\\3c${edge}\\shad0\\c${panel}\\1a&H30&\\fscx90\\fscy90\\t(0,220,\\fscx100\\fscy100)\\fad(180,300)}${roundedRect(inner.w, inner.h, g.size * 0.4)}`),
    ev(2, `{\\an5\\pos(${cx},${cy})\\fs${g.size}\\bord0\\shad0\\c${assColor(t.light ? t.ink : '#ffffff')}\\fscx92\\fscy92\\t(60,280,\\fscx100\\fscy100)\\fad(260,300)}${body}`),
  ];
}

/**
 * The lower third's name bar: an accent band from behind the presenter toward the right, wiping
 * in from the first frame (the presenter stands on it; the title card is clear of it), with the
 * presenter's name (when given) right of the presenter.
 */
export function lowerThirdEvents(
  third: { bar: Rect; box: Rect; name?: string },
  theme: Theme,
  font: FontChoice,
  fromMs: number,
  toMs: number,
): AssEvent[] {
  const { bar, box } = third;
  const ev = (layer: number, text: string): AssEvent => ({ startMs: fromMs, endMs: toMs, layer, style: 'Kinetic', text });
  const events = [
    ev(0, `{\\an7\\pos(${bar.x},${bar.y})\\p1\\bord0\\shad0\\c${assColor(theme.accents[0])}\\clip(${bar.x},${bar.y},${bar.x},${bar.y + bar.h})\\t(0,420,\\clip(${bar.x},${bar.y},${bar.x + bar.w},${bar.y + bar.h}))}${roundedRect(bar.w, bar.h, bar.h * 0.18)}`),
  ];
  const name = third.name ? stripEmoji(third.name) : '';
  if (!name) return events;
  const left = box.x + box.w + Math.round(bar.h * 0.3);
  const room = { w: bar.x + bar.w - left - Math.round(bar.h * 0.3), h: bar.h * 0.72 };
  if (room.w <= 0) return events;
  const em = (t: string) => textEm(t, font) / cellOf(font);
  const fit = fitText(name, room, { maxSize: Math.round(bar.h * 0.6), minSize: Math.round(bar.h * 0.3), lineHeight: 1.15, em, maxLines: 1 });
  const body = assFontRuns(escapeAssText(fit.lines.join(' ')), font);
  events.push(ev(1, `{\\an4\\pos(${left},${Math.round(bar.y + bar.h / 2)})\\fs${fit.size}\\bord0\\shad0\\c${assColor(theme.onAccent)}\\fad(350,200)}${body}`));
  return events;
}
