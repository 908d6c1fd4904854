import type { SceneKind } from '../../scene-kinds.ts';
import type { SceneSpec } from '../../spec.ts';
import { comparison } from './comparison.ts';
import { list } from './list.ts';
import { narration } from './narration.ts';
import { quote } from './quote.ts';
import { stat } from './stat.ts';
import { steps } from './steps.ts';
import { timeline } from './timeline.ts';
import type { SceneTemplate } from './types.ts';

export type { SceneDraw, SceneTemplate } from './types.ts';

/**
 * Every scene design, by kind. A new design is one file exporting a SceneTemplate and one line
 * here; the compiler holds this table to SCENE_KINDS, so a kind without a design does not build.
 */
export const SCENE_TEMPLATES: Record<SceneKind, SceneTemplate> = {
  narration,
  stat,
  list,
  steps,
  comparison,
  quote,
  timeline,
};

/** The design a scene is drawn with: its kind's, or narration when it has no kind or lacks the data. */
export function templateFor(scene: SceneSpec): SceneTemplate {
  const t = scene.kind ? SCENE_TEMPLATES[scene.kind] : narration;
  return t.fits(scene) ? t : narration;
}
