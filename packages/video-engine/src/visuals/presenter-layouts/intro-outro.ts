import { corner } from './corner.ts';
import { talkingHead } from './talking-head.ts';
import type { PresenterLayoutDef } from './types.ts';

/** Opens and closes on a full talking head; the scenes between keep a corner bubble. */
export const introOutro: PresenterLayoutDef = {
  place: (input) => corner.place(input),
  scenes(input, sceneCount) {
    const body = corner.place(input);
    const head = talkingHead.place(input);
    return Array.from({ length: sceneCount }, (_, i) => (i === 0 || i === sceneCount - 1 ? head : body));
  },
};
