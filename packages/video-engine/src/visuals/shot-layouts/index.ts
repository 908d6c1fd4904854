import type { ShotLayout } from '../layout.ts';
import { hero } from './hero.ts';
import { pills } from './pills.ts';
import { side } from './side.ts';
import type { ShotLayoutDef } from './types.ts';
import { word } from './word.ts';

export type { KeywordDraw, ShotLayoutDef } from './types.ts';

/**
 * The keyword shot compositions by name. A new one is a file exporting a ShotLayoutDef, a line
 * here and its name in layout.ts's SHOT_LAYOUTS (the compiler holds this table to that list).
 */
export const SHOT_LAYOUT_DEFS: Record<Exclude<ShotLayout, 'title'>, ShotLayoutDef> = { hero, pills, side, word };
