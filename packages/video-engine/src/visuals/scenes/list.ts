import { drawRows, headingText } from './rows.ts';
import type { SceneTemplate } from './types.ts';

/** Bulleted items, each appearing as the narration says it. */
export const list: SceneTemplate = {
  kind: 'list',
  perShot: false,
  fits: (s) => Boolean(s.items?.length),
  phrases: (s) => [...(s.items ?? []), ...(headingText(s) ? [headingText(s)!] : [])],
  draw: (d) => drawRows(d, d.scene.items ?? [], false),
};
