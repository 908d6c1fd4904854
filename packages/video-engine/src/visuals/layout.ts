import type { SafeArea } from '../platforms.ts';
import { SHOT_LAYOUT_DEFS } from './shot-layouts/index.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type CaptionPosition = 'bottom' | 'middle' | 'top';
/** Shot compositions (visuals/shot-layouts/), cycled in this order so consecutive shots look different. */
export const SHOT_LAYOUTS = ['hero', 'pills', 'side', 'word'] as const;
export type ShotLayout = (typeof SHOT_LAYOUTS)[number] | 'title';

export interface FrameLayout {
  width: number;
  height: number;
  /** Inside the platform's safe area, with padding. */
  content: Rect;
  captionSize: number;
  /** Where captions are drawn (room for two lines); absent when captions are off. */
  captionBand?: Rect;
  captionPosition: CaptionPosition;
  /** What is left for the title, keywords and emoji. */
  stage: Rect;
  /** Per scene, when scenes differ (a presenter that changes place between scenes). */
  sceneStages?: Rect[];
}

/** The stage of one scene: its own when scenes differ, the frame's otherwise. */
export function stageOf(frame: FrameLayout, sceneIndex: number): Rect {
  return frame.sceneStages?.[sceneIndex] ?? frame.stage;
}

export interface ShotBoxes {
  emoji: Rect;
  text: Rect;
  align: 'center' | 'left';
}

const round = (r: Rect): Rect => ({ x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.w), h: Math.round(r.h) });

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/**
 * The part of `stage` clear of `box` (a corner watermark) with `gap` around it: the stage loses
 * the strip above/below the box or the column beside it, whichever keeps more room.
 */
export function avoiding(stage: Rect, box: Rect, gap: number): Rect {
  const b = { x: box.x - gap, y: box.y - gap, w: box.w + 2 * gap, h: box.h + 2 * gap };
  if (!intersects(stage, b)) return stage;
  const bottom = stage.y + stage.h;
  const right = stage.x + stage.w;
  const vertical =
    b.y + b.h / 2 <= stage.y + stage.h / 2
      ? { x: stage.x, y: b.y + b.h, w: stage.w, h: bottom - (b.y + b.h) }
      : { x: stage.x, y: stage.y, w: stage.w, h: b.y - stage.y };
  const horizontal =
    b.x + b.w / 2 >= stage.x + stage.w / 2
      ? { x: stage.x, y: stage.y, w: b.x - stage.x, h: stage.h }
      : { x: b.x + b.w, y: stage.y, w: right - (b.x + b.w), h: stage.h };
  const area = (r: Rect) => Math.max(0, r.w) * Math.max(0, r.h);
  return round(area(vertical) >= area(horizontal) ? vertical : horizontal);
}

/**
 * Caption font size (libass's size, not an em) for a frame: a cap height of at least 55 px on a
 * 1080 px short side in both display faces (Noto Sans Black 0.47 x size, Montserrat 0.448),
 * scaled with the short side so 9:16, 1:1, 4:5 and 16:9 read alike.
 */
export function captionSizeFor(width: number, height: number): number {
  return Math.round(Math.min(width, height) * 0.117);
}

export function frameLayout(
  width: number,
  height: number,
  safe: SafeArea,
  captions: { enabled: boolean; position: CaptionPosition },
): FrameLayout {
  const pad = Math.round(Math.min(width, height) * 0.03);
  const content = round({
    x: safe.left * width + pad,
    y: safe.top * height + pad,
    w: width * (1 - safe.left - safe.right) - 2 * pad,
    h: height * (1 - safe.top - safe.bottom) - 2 * pad,
  });
  const captionSize = captionSizeFor(width, height);
  if (!captions.enabled) return { width, height, content, captionSize, captionPosition: captions.position, stage: content };
  // Two rows (libass's line height is the size) with room for the outline and pop's overshoot.
  const bandH = Math.round(captionSize * 2.4);
  const gap = Math.round(captionSize * 0.35);
  const bottom = content.y + content.h;
  const bandY =
    captions.position === 'top'
      ? content.y
      : captions.position === 'middle'
        ? Math.round(content.y + content.h * 0.66 - bandH / 2)
        : bottom - bandH;
  const captionBand = { x: content.x, y: bandY, w: content.w, h: bandH };
  const above = { x: content.x, y: content.y, w: content.w, h: bandY - gap - content.y };
  const below = { x: content.x, y: bandY + bandH + gap, w: content.w, h: bottom - (bandY + bandH + gap) };
  const stage = above.h >= below.h ? above : below;
  return { width, height, content, captionSize, captionBand, captionPosition: captions.position, stage: round(stage) };
}

/** Emoji and keyword boxes of a shot layout inside the stage; they never overlap each other. */
export function shotBoxes(stage: Rect, layout: ShotLayout): ShotBoxes {
  const { x, y, w, h } = stage;
  const wide = w > h * 1.3;
  const gap = Math.round(Math.min(w, h) * 0.05);
  if (layout === 'title') {
    const s = Math.floor(Math.min(w * 0.56, h * 0.3));
    const emoji = { x: x + (w - s) / 2, y: y + h * 0.04, w: s, h: s };
    const top = Math.round(emoji.y + s + gap);
    return { emoji: round(emoji), text: round({ x, y: top, w, h: y + h - top }), align: 'center' };
  }
  const def = SHOT_LAYOUT_DEFS[layout];
  if (wide) {
    // Landscape stages put the emoji beside the words.
    const s = Math.floor(Math.min(h * def.wide.emoji, w * 0.34));
    const emojiLeft = def.wide.side === 'left';
    const e = round({ x: emojiLeft ? x : x + w - s, y: y + (h - s) / 2, w: s, h: s });
    // Edges from the rounded emoji box, so rounding never pushes the text past the stage.
    const text = emojiLeft ? { x: e.x + e.w + gap, y, w: x + w - (e.x + e.w + gap), h } : { x, y, w: e.x - gap - x, h };
    return { emoji: e, text: round(text), align: def.align };
  }
  const b = def.boxes(stage, gap);
  return { emoji: round(b.emoji), text: round(b.text), align: def.align };
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Largest font size (<= maxSize) at which the words wrap into lines that fit the box, with
 * lineHeight x size per line. `em` measures a string in em. Sizes stay at or above minSize
 * while that fits; text that cannot fit there (a 40-letter word) shrinks further, so nothing
 * is ever cut or drawn past the box.
 */
export function fitText(
  text: string,
  box: { w: number; h: number },
  opts: { maxSize: number; minSize: number; lineHeight: number; em: (s: string) => number; maxLines?: number },
): FittedText {
  const words = text.split(/\s+/).filter(Boolean);
  const wrap = (size: number): string[] => {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && opts.em(`${last} ${word}`) * size <= box.w) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  const fitsAt = (size: number, maxLines: number) => {
    const lines = wrap(size);
    const ok = lines.every((l) => opts.em(l) * size <= box.w) && lines.length * size * opts.lineHeight <= box.h;
    return ok && lines.length <= maxLines ? lines : undefined;
  };
  for (let size = opts.maxSize; size > opts.minSize; size = Math.floor(size * 0.94)) {
    const lines = fitsAt(size, opts.maxLines ?? 4);
    if (lines) return { lines, size };
  }
  for (let size = opts.minSize; size > 4; size = Math.floor(size * 0.94)) {
    const lines = fitsAt(size, Infinity);
    if (lines) return { lines, size };
  }
  return { lines: wrap(4), size: 4 };
}
