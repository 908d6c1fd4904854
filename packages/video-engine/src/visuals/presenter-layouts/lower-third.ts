import { intersects, type Rect } from '../layout.ts';
import { even, gapOf, type PresenterLayoutDef } from './types.ts';

/**
 * A broadcast lower third: the presenter at the bottom-left of the safe area, a name bar running
 * right from behind its lower half, both in the frame's lower third. Captions that would fall
 * there move up to sit just above it; the graphics get the stage left above (or between the
 * top captions and the lower third). The bubble's corner is ignored: a lower third is bottom-left.
 */
export const lowerThird: PresenterLayoutDef = {
  place({ size, frame }) {
    const c = frame.content;
    const gap = gapOf(frame);
    const short = Math.min(frame.width, frame.height);
    // The spec's size, but no taller than the band a lower third owns, nor so wide the bar has no room.
    const s = even(Math.max(short * 0.15, Math.min(size * frame.width, frame.height * 0.26, c.w * 0.36)));
    const box = { x: c.x, y: c.y + c.h - s, w: s, h: s };
    const barH = Math.round(s * 0.4);
    // From under the presenter's left side: a cut-out's shoulders stand on it, not only the right one.
    const barX = box.x + Math.round(s * 0.12);
    // A name bar, not a stripe: it stops after about three presenter widths on a wide frame. Its
    // bottom is the presenter's, so a cut-out's shoulders end on the bar's edge, not below it.
    const bar = { x: barX, y: box.y + s - barH, w: Math.min(c.x + c.w - barX, s * 3), h: barH };
    const zone = { x: c.x, y: box.y, w: c.w, h: s };
    const band = frame.captionBand;
    const captionBand = band && band.y + band.h + gap > zone.y && band.y < zone.y + s ? { ...band, y: zone.y - gap - band.h } : band;
    return { box, bar, stage: stageAbove(frame.stage, [zone, captionBand], gap), captionBand };
  },
};

/** The frame's stage less whatever of `taken` crosses it (each cut off above or below, with a gap). */
function stageAbove(stage: Rect, taken: (Rect | undefined)[], gap: number): Rect {
  let top = stage.y;
  let bottom = stage.y + stage.h;
  for (const r of taken) {
    if (!r || !intersects({ ...stage, y: top, h: bottom - top }, { ...r, y: r.y - gap, h: r.h + 2 * gap })) continue;
    if (r.y + r.h / 2 > (top + bottom) / 2) bottom = Math.min(bottom, r.y - gap);
    else top = Math.max(top, r.y + r.h + gap);
  }
  return { x: stage.x, y: top, w: stage.w, h: bottom - top };
}
