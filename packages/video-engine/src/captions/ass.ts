import type { SafeArea } from '../platforms.ts';
import type { CaptionStyle } from '../spec.ts';
import { assFontRuns, emPx, textEm, type FontChoice } from '../fonts/registry.ts';
import { stripEmoji } from '../visuals/emoji-text.ts';
import { captionSizeFor, type CaptionPosition, type Rect } from '../visuals/layout.ts';
import { displayEnds, type CaptionLine } from './group.ts';
import { assColor, assStyleColor, type AssEvent } from './ass-util.ts';
import { isDarkWord } from './spoken.ts';
import { captionStyleFor, type CaptionStyleDef } from './styles/index.ts';

export interface AssLayout {
  width: number;
  height: number;
  safe: SafeArea;
  fontName: string;
  captionSize: number;
  titleSize: number;
}

export interface AssInput {
  layout: AssLayout;
  title: string;
  /** When the title card goes away. */
  titleEndMs: number;
  lines: CaptionLine[];
  style: CaptionStyle;
  /** Only events overlapping [fromMs, toMs) are written (one file per render chunk). */
  window?: { fromMs: number; toMs: number };
  /** Where captions go (the frame layout's band) and their colours; default: bottom of the safe area. */
  placement?: { position: CaptionPosition; band: Rect };
  color?: string;
  highlightColor?: string;
  font?: FontChoice;
  /** Motion-graphics events (keywords, title card) drawn under the captions; they carry the title. */
  overlay?: AssEvent[];
}

// ASS colours are &HAABBGGRR with alpha 00 = opaque.
const WHITE = '&H00FFFFFF';
const HIGHLIGHT = '&H0000D7FF'; // #FFD700 gold
const OUTLINE = '&H00000000';
const SHADOW = '&H80000000';
// Override tags take &HBBGGRR& without alpha.
const HIGHLIGHT_TAG = '\\c&H00D7FF&';
const WHITE_TAG = '\\c&HFFFFFF&';

/** Font sizes and the bold face for a frame (captions: see captionSizeFor). */
export function assLayout(width: number, height: number, safe: SafeArea, fontName = 'Noto Sans'): AssLayout {
  const vertical = height > width;
  return {
    width,
    height,
    safe,
    fontName,
    captionSize: captionSizeFor(width, height),
    titleSize: Math.round(vertical ? width * 0.085 : height * 0.09),
  };
}

/** Width a caption row may take: the frame between the safe margins, less the padding. */
export function captionWidth(layout: AssLayout): number {
  return layout.width * (1 - layout.safe.left - layout.safe.right) - 2 * pad(layout);
}

/** Characters that fit on one caption row at the caption size, from the face's average advance. */
export function maxLineChars(layout: AssLayout, font: FontChoice = 'noto-sans'): number {
  const perChar = textEm('n', font) * emPx(font, layout.captionSize);
  return Math.max(8, Math.floor(captionWidth(layout) / perChar));
}

// Advances are the face's own; the slack covers hinting and the outline's round joins.
const MEASURE_SLACK = 1.05;

/**
 * Scale (<= 1) for a caption line drawn at `size`: every word fits the row (a 40-letter word
 * shrinks, never cut or past the frame) and the line takes at most `rows` rows.
 */
export function captionScale(text: string, size: number, width: number, font: FontChoice, rows: number, outline = 0): number {
  const px = (s: string) => textEm(s, font) * emPx(font, size) * MEASURE_SLACK;
  const words = text.split(/\s+/).filter(Boolean);
  const longest = Math.max(1, ...words.map((w) => px(w) + 2 * outline));
  // Wrapping wastes part of each row; 0.85 keeps a long line in its rows.
  return Math.min(1, width / longest, (width * rows * 0.85) / Math.max(1, px(text)));
}

function pad(layout: AssLayout): number {
  return Math.round(Math.min(layout.width, layout.height) * 0.03);
}

export function assTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
}

/** Makes user text inert: braces open override blocks and backslashes start codes in ASS. */
export function escapeAssText(text: string): string {
  // Emoji are never font glyphs (no face here has them: tofu); designs draw them from Twemoji.
  return stripEmoji(text).replace(/\\/g, '＼').replace(/\{/g, '(').replace(/\}/g, ')').replace(/\s+/g, ' ').trim();
}

/** The spoken-word colour tag for a style (gold unless the spec sets one). */
function tagColor(hex: string | undefined, fallback: string): string {
  return hex ? `\\c${assColor(hex)}` : fallback;
}

function captionStyle(input: AssInput): string {
  const { layout } = input;
  const { width: w, height: h, safe } = layout;
  const p = pad(layout);
  const capL = Math.round(safe.left * w) + p;
  const capR = Math.round(safe.right * w) + p;
  const band = input.placement?.band;
  const top = input.placement?.position === 'top';
  const alignment = top ? 8 : 2;
  const marginV = band ? (top ? band.y : h - (band.y + band.h)) : Math.round(safe.bottom * h) + p;
  const def = captionStyleFor(input.style);
  const size = captionPx(layout, def);
  const look = def.look(size);
  const primary = input.color ? assStyleColor(input.color) : WHITE;
  return `Style: Caption,${layout.fontName},${size},${primary},${HIGHLIGHT},${OUTLINE},${look.back},-1,0,0,0,100,100,0,0,${look.borderStyle},${look.outline},${look.shadow},${alignment},${capL},${capR},${marginV},1`;
}

/** A style's caption size: never under the frame's caption size (its cap-height floor). */
function captionPx(layout: AssLayout, def: CaptionStyleDef): number {
  return Math.round(layout.captionSize * Math.max(1, def.scale));
}

export function buildAss(input: AssInput): string {
  const { layout } = input;
  const { width: w, height: h, safe } = layout;
  const p = pad(layout);
  const titleM = Math.round(Math.max(safe.left, safe.right) * w) + p;
  // Upper part of the frame: clear of the captions and of a presenter placed above them.
  const titleTop = Math.max(Math.round(safe.top * h) + p, Math.round(h * 0.22));
  const titleOutline = Math.max(3, Math.round(layout.titleSize * 0.09));
  const header = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${w}`,
    `PlayResY: ${h}`,
    // A one-row style (boxed) never wraps: a wrapped line would get one overlapping box per row.
    `WrapStyle: ${captionStyleFor(input.style).rows === 1 ? 2 : 0}`,
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: TV.601',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    captionStyle(input),
    // One outlined block of text, never a box per line (boxes of wrapped lines overlap).
    `Style: Title,${layout.fontName},${layout.titleSize},${WHITE},${WHITE},${OUTLINE},${SHADOW},-1,0,0,0,100,100,0,0,1,${titleOutline},${Math.round(titleOutline / 2)},8,${titleM},${titleM},${titleTop},1`,
    `Style: Kinetic,${layout.fontName},${layout.captionSize},${WHITE},${WHITE},${OUTLINE},${SHADOW},-1,0,0,0,100,100,0,0,1,0,0,5,0,0,0,1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const events: string[] = [];
  const from = input.window?.fromMs ?? 0;
  const to = input.window?.toMs ?? Number.POSITIVE_INFINITY;
  const add = (start: number, end: number, style: string, text: string, layer = 0) => {
    if (end <= start || end <= from || start >= to) return;
    events.push(`Dialogue: ${layer},${assTime(start)},${assTime(end)},${style},,0,0,0,,${text}`);
  };
  const font = input.font ?? 'noto-sans';

  if (input.overlay) {
    for (const e of input.overlay) add(e.startMs, e.endMs, e.style, e.text, e.layer);
  } else {
    const title = assFontRuns(escapeAssText(input.title), font);
    if (title) add(0, input.titleEndMs, 'Title', `{\\fad(200,350)}${title}`);
  }

  const def = captionStyleFor(input.style);
  const layer = 5;
  const ends = displayEnds(input.lines);
  const size = captionPx(layout, def);
  // A dark spoken word (a light theme's) is ringed in white: it reads on the theme's light
  // background and on dark footage alike; the next word gets the line's black outline back.
  const ring = def.look(size).borderStyle === 1 && input.highlightColor && isDarkWord(input.highlightColor);
  const hi = tagColor(input.highlightColor, HIGHLIGHT_TAG) + (ring ? '\\3c&HFFFFFF&' : '');
  const base = (input.color ? `\\c${assColor(input.color)}` : WHITE_TAG) + (ring ? '\\3c&H000000&' : '');
  const rowW = captionWidth(layout);
  // Lines are measured at the spoken word's largest size so it stays inside too.
  const measureAt = size * def.overshoot;
  input.lines.forEach((line, li) => {
    const lineEnd = ends[li] ?? line.endMs;
    const plain = line.words.map((x) => escapeAssText(x.word)).filter(Boolean);
    const scale = captionScale(plain.join(' '), measureAt, rowW, font, def.rows, Math.round(size * 0.07));
    const pct = (n: number) => Math.round(n * scale);
    const fit = scale < 1 ? `{\\fscx${pct(100)}\\fscy${pct(100)}}` : '';
    const words = line.words.map((x) => assFontRuns(escapeAssText(x.word), font));
    const mark = def.mark;
    if (!mark) {
      add(line.startMs, lineEnd, 'Caption', fit + words.join(' '), layer);
      return;
    }
    // One event per word: the whole line, with the word being spoken marked.
    line.words.forEach((word, wi) => {
      const start = wi === 0 ? line.startMs : word.startMs;
      const end = line.words[wi + 1]?.startMs ?? lineEnd;
      const text = words.map((t, k) => mark(t, k, wi, { hi, base, pct })).join(' ');
      add(start, end, 'Caption', fit + text, layer);
    });
  });
  return `${header.join('\n')}\n${events.join('\n')}\n`;
}
