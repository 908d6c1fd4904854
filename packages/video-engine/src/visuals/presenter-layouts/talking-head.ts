import { even, gapOf, type PresenterLayoutDef } from './types.ts';

/**
 * The presenter as large as the stage allows, the graphics never over the face. On a tall stage
 * (9:16, 4:5) it stands at the bottom with a band above for the title. On a wide one (16:9, or a
 * square frame once the captions take the bottom) a band above would be too low to set a quote
 * or a comparison at caption size, so the presenter takes the stage's full height at its right
 * (at most 40% of its width: the right third in 16:9) and the graphics get everything left of it.
 */
export const talkingHead: PresenterLayoutDef = {
  place({ frame }) {
    const st = frame.stage;
    const gap = gapOf(frame);
    if (st.w > st.h * 1.2) {
      const s = even(Math.min(st.h, st.w * 0.4));
      return {
        box: { x: st.x + st.w - s, y: st.y + st.h - s, w: s, h: s },
        stage: { x: st.x, y: st.y, w: st.w - s - gap, h: st.h },
      };
    }
    const band = Math.round(Math.max(st.h * 0.22, frame.height * 0.09));
    const s = even(Math.min(st.w, st.h - band - gap));
    return {
      box: { x: st.x + Math.round((st.w - s) / 2), y: st.y + st.h - s, w: s, h: s },
      stage: { x: st.x, y: st.y, w: st.w, h: st.h - s - gap },
    };
  },
};
