import { even, gapOf, type PresenterLayoutDef } from './types.ts';

/** The presenter fills most of the stage; a band above keeps the title. */
export const talkingHead: PresenterLayoutDef = {
  place({ frame }) {
    const st = frame.stage;
    const band = Math.round(Math.max(st.h * 0.22, frame.height * 0.09));
    const s = even(Math.min(st.w, st.h - band - gapOf(frame)));
    return {
      box: { x: st.x + Math.round((st.w - s) / 2), y: st.y + st.h - s, w: s, h: s },
      stage: { x: st.x, y: st.y, w: st.w, h: st.h - s - gapOf(frame) },
    };
  },
};
