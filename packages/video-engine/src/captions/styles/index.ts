import type { CaptionStyle } from '../../spec.ts';
import { boxed } from './boxed.ts';
import { karaoke } from './karaoke.ts';
import { minimal } from './minimal.ts';
import { pop } from './pop.ts';
import type { CaptionStyleDef } from './types.ts';

export type { CaptionStyleDef, MarkContext } from './types.ts';

/**
 * Every caption style by name, older names included. A new style is one file exporting a
 * CaptionStyleDef, one line here and its name in spec.ts's CAPTION_STYLES (the compiler
 * holds this table to that list).
 */
export const CAPTION_STYLE_DEFS: Record<CaptionStyle, CaptionStyleDef> = {
  karaoke,
  pop,
  boxed,
  minimal,
  highlight: karaoke,
  plain: minimal,
};

export const captionStyleFor = (name: CaptionStyle): CaptionStyleDef => CAPTION_STYLE_DEFS[name];
