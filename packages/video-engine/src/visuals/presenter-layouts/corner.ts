import { talkingHead } from './talking-head.ts';
import { even, gapOf, type PresenterLayoutDef } from './types.ts';

/**
 * A bubble of `size` x frame width (capped by the stage) in a corner of the stage, the graphics
 * in the larger of the stage beside it or above/below it. 'center' is a talking head.
 */
export const corner: PresenterLayoutDef = {
  place(input) {
    const { corner: where, size, frame } = input;
    if (where === 'center') return talkingHead.place(input);
    const st = frame.stage;
    const gap = gapOf(frame);
    // At most 45% of the stage's short side, so the graphics keep most of it, yet never under
    // 15% of the frame's short side (big captions can leave a shallow stage).
    const floor = Math.min(frame.width, frame.height) * 0.15;
    const s = even(Math.min(size * frame.width, Math.max(Math.min(st.w, st.h) * 0.45, floor), st.w, st.h));
    const right = where.endsWith('right');
    const bottom = where.startsWith('bottom');
    const box = { x: right ? st.x + st.w - s : st.x, y: bottom ? st.y + st.h - s : st.y, w: s, h: s };
    const beside = { x: right ? st.x : st.x + s + gap, y: st.y, w: st.w - s - gap, h: st.h };
    const across = { x: st.x, y: bottom ? st.y : st.y + s + gap, w: st.w, h: st.h - s - gap };
    return { box, stage: beside.w * beside.h < across.w * across.h ? across : beside };
  },
};
