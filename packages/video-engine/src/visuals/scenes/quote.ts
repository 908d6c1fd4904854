import type { AssEvent } from '../../captions/ass-util.ts';
import { event, fit, outlineFor, palette, plate, revealTimes, textEvents } from './draw.ts';
import type { SceneDraw, SceneTemplate } from './types.ts';

/** A quotation set large under a big opening mark, its author under it ("— Marie Curie"). */
export const quote: SceneTemplate = {
  kind: 'quote',
  perShot: false,
  fits: (s) => Boolean(s.quote),
  phrases: (s) => (s.quote ? [s.quote.text, s.quote.by] : []),
  draw(d: SceneDraw): AssEvent[] {
    const data = d.scene.quote;
    if (!data) return [];
    const { box, font, frame } = d;
    const c = palette(d.theme);
    const markSize = Math.round(Math.min(box.h * 0.3, Math.min(frame.width, frame.height) * 0.26));
    // The mark's ink lies about 0.24-0.42 of its size below the top of its glyph box.
    const markH = markSize * 0.45;
    // The author first (a line or two at most), then the quotation takes all the height left.
    const by = fit(`— ${data.by}`, { w: box.w * 0.9, h: Math.min(box.h * 0.25, frame.captionSize * 2) }, font, {
      maxSize: Math.round(frame.captionSize * 0.8),
      minSize: Math.round(frame.captionSize * 0.5),
      lineHeight: 1.2,
      maxLines: 2,
    });
    const byH = by.lines.length * by.size * 1.2;
    const byGap = by.size * 0.6;
    const text = fit(data.text, { w: box.w * 0.9, h: box.h - markH - byH - byGap }, font, {
      maxSize: Math.round(frame.captionSize * 1.25),
      minSize: Math.round(frame.captionSize * 0.55),
      lineHeight: 1.22,
      maxLines: 7,
    });
    const textH = text.lines.length * text.size * 1.22;
    const blockH = markH + textH + byGap + byH;
    const top = box.y + Math.max(0, (box.h - blockH) / 2);
    const cx = Math.round(box.x + box.w / 2);
    const events: AssEvent[] = [...plate(d, { x: box.x, y: Math.round(top), w: box.w, h: Math.round(blockH) })];
    const [textAt = d.fromMs, byAt = d.fromMs] = revealTimes([data.text, data.by], d.words, d.fromMs, d.toMs);
    events.push(event(d, d.fromMs, 2, `{\\an8\\pos(${cx},${Math.round(top)})\\fs${markSize}\\bord0\\shad0\\c${c.accentText}\\alpha&HFF&\\fscx60\\fscy60\\t(0,220,\\alpha&H00&\\fscx100\\fscy100)}“`));
    const ty = Math.round(top + markH + textH / 2);
    events.push(...textEvents(d, Math.min(textAt, d.fromMs + 200), 3, `\\an5\\pos(${cx},${ty})\\fs${text.size}\\bord${outlineFor(text.size)}\\3c${c.outline}\\shad0\\c${c.ink}\\alpha&HFF&\\t(0,300,\\alpha&H00&)`, text, 1.22));
    const byY = Math.round(top + markH + textH + byGap + byH / 2);
    const byStart = Math.max(d.fromMs + 700, Math.min(byAt, d.fromMs + 1600));
    events.push(...textEvents(d, byStart, 3, `\\an5\\pos(${cx},${byY})\\fs${by.size}\\bord${outlineFor(by.size)}\\3c${c.outline}\\shad0\\c${c.accentText}\\alpha&HFF&\\t(0,250,\\alpha&H00&)`, by));
    return events;
  },
};
