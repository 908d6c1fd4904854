import type { SafeArea } from '../platforms.ts';
import { displayEnds, type CaptionLine } from './group.ts';

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
  style: 'highlight' | 'plain';
  /** Only events overlapping [fromMs, toMs) are written (one file per render chunk). */
  window?: { fromMs: number; toMs: number };
}

// ASS colours are &HAABBGGRR with alpha 00 = opaque.
const WHITE = '&H00FFFFFF';
const HIGHLIGHT = '&H0000D7FF'; // #FFD700 gold
const OUTLINE = '&H00000000';
const SHADOW = '&H80000000';
const TITLE_BOX = '&H50000000';
// Override tags take &HBBGGRR& without alpha.
const HIGHLIGHT_TAG = '\\c&H00D7FF&';
const WHITE_TAG = '\\c&HFFFFFF&';

/** Font sizes and the bold face for a frame, scaled from a 1080-wide vertical layout. */
export function assLayout(width: number, height: number, safe: SafeArea, fontName = 'DejaVu Sans'): AssLayout {
  const vertical = height > width;
  return {
    width,
    height,
    safe,
    fontName,
    captionSize: Math.round(vertical ? width * 0.078 : height * 0.065),
    titleSize: Math.round(vertical ? width * 0.085 : height * 0.09),
  };
}

/** Characters that fit on one caption line, from the width left between the safe margins. */
export function maxLineChars(layout: AssLayout): number {
  const usable = layout.width * (1 - layout.safe.left - layout.safe.right) - 2 * pad(layout);
  // Bold DejaVu averages ~0.62 em per character.
  return Math.max(8, Math.floor(usable / (layout.captionSize * 0.62)));
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
  return text.replace(/\\/g, '＼').replace(/\{/g, '(').replace(/\}/g, ')').replace(/\s+/g, ' ').trim();
}

export function buildAss(input: AssInput): string {
  const { layout } = input;
  const { width: w, height: h, safe } = layout;
  const p = pad(layout);
  const capL = Math.round(safe.left * w) + p;
  const capR = Math.round(safe.right * w) + p;
  const capV = Math.round(safe.bottom * h) + p;
  const titleM = Math.round(Math.max(safe.left, safe.right) * w) + p;
  // Upper part of the frame: clear of the captions and of a presenter placed above them.
  const titleTop = Math.max(Math.round(safe.top * h) + p, Math.round(h * 0.22));
  const outline = Math.max(2, Math.round(layout.captionSize * 0.07));
  const header = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${w}`,
    `PlayResY: ${h}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: TV.601',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Caption,${layout.fontName},${layout.captionSize},${WHITE},${HIGHLIGHT},${OUTLINE},${SHADOW},-1,0,0,0,100,100,0,0,1,${outline},0,2,${capL},${capR},${capV},1`,
    // BorderStyle 3 draws an opaque box (OutlineColour) behind the title for contrast on any image.
    `Style: Title,${layout.fontName},${layout.titleSize},${WHITE},${WHITE},${TITLE_BOX},${SHADOW},-1,0,0,0,100,100,0,0,3,${p},0,8,${titleM},${titleM},${titleTop},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const events: string[] = [];
  const from = input.window?.fromMs ?? 0;
  const to = input.window?.toMs ?? Number.POSITIVE_INFINITY;
  const add = (start: number, end: number, style: string, text: string) => {
    if (end <= start || end <= from || start >= to) return;
    events.push(`Dialogue: 0,${assTime(start)},${assTime(end)},${style},,0,0,0,,${text}`);
  };

  const title = escapeAssText(input.title);
  if (title) add(0, input.titleEndMs, 'Title', `{\\fad(200,350)}${title}`);

  const ends = displayEnds(input.lines);
  input.lines.forEach((line, li) => {
    const lineEnd = ends[li] ?? line.endMs;
    const words = line.words.map((x) => escapeAssText(x.word));
    if (input.style === 'plain') {
      add(line.startMs, lineEnd, 'Caption', words.join(' '));
      return;
    }
    // One event per word: the whole line, with the word being spoken recoloured.
    line.words.forEach((word, wi) => {
      const start = wi === 0 ? line.startMs : word.startMs;
      const end = line.words[wi + 1]?.startMs ?? lineEnd;
      const text = words.map((t, k) => (k === wi ? `{${HIGHLIGHT_TAG}}${t}{${WHITE_TAG}}` : t)).join(' ');
      add(start, end, 'Caption', text);
    });
  });
  return `${header.join('\n')}\n${events.join('\n')}\n`;
}
