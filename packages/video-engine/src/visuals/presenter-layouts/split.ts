import { even, gapOf, type PresenterLayoutDef } from './types.ts';

/** Half the stage for the presenter (top half in portrait, left half in landscape), graphics in the other. */
export const split: PresenterLayoutDef = {
  place({ frame }) {
    const st = frame.stage;
    const gap = gapOf(frame);
    if (st.h >= st.w) {
      const s = even(Math.min(st.w, (st.h - gap) / 2));
      return { box: { x: st.x + Math.round((st.w - s) / 2), y: st.y, w: s, h: s }, stage: { x: st.x, y: st.y + s + gap, w: st.w, h: st.h - s - gap } };
    }
    const s = even(Math.min(st.h, (st.w - gap) / 2));
    return { box: { x: st.x, y: st.y + Math.round((st.h - s) / 2), w: s, h: s }, stage: { x: st.x + s + gap, y: st.y, w: st.w - s - gap, h: st.h } };
  },
};
