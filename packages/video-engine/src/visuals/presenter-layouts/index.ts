import { corner } from './corner.ts';
import { introOutro } from './intro-outro.ts';
import { lowerThird } from './lower-third.ts';
import { split } from './split.ts';
import { talkingHead } from './talking-head.ts';
import type { PresenterLayoutDef } from './types.ts';

export type { Corner, PlaceInput, PresenterLayoutDef, PresenterPlacement } from './types.ts';

/**
 * Every presenter layout by name, in the order the spec lists them. A new layout is one file
 * exporting a PresenterLayoutDef and one line here.
 */
export const PRESENTER_LAYOUT_DEFS = {
  corner,
  'lower-third': lowerThird,
  split,
  'talking-head': talkingHead,
  'intro-outro': introOutro,
} satisfies Record<string, PresenterLayoutDef>;
