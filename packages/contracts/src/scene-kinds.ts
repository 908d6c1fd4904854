import { z } from 'zod';

/**
 * What a scene shows besides its narration (issue 25). `narration` is the default: the scene's
 * keywords over its visual. The other kinds carry structured data the engine draws large, because
 * a number, a list or a quote said aloud is forgotten and one shown is read.
 * The video engine keeps its own copy of these shapes (it is a pure package); a test checks they agree.
 */
export const SCENE_KINDS = ['narration', 'stat', 'list', 'steps', 'comparison', 'quote', 'timeline'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const SCENE_ITEMS_MIN = 2;
export const SCENE_ITEMS_MAX = 6;
export const SCENE_ITEM_MAX = 60;
export const STAT_VALUE_MAX = 16;
export const STAT_LABEL_MAX = 80;
export const QUOTE_TEXT_MAX = 200;
export const QUOTE_BY_MAX = 60;
export const COMPARISON_POINTS_MAX = 4;

const line = (max: number) => z.string().trim().min(1).max(max);

/** "73%" with "of an octopus's neurons are in its arms". */
export const sceneStatSchema = z.object({ value: line(STAT_VALUE_MAX), label: line(STAT_LABEL_MAX) });
export const sceneItemsSchema = z.array(line(SCENE_ITEM_MAX)).min(SCENE_ITEMS_MIN).max(SCENE_ITEMS_MAX);
const comparisonSide = z.object({
  title: line(40),
  points: z.array(line(SCENE_ITEM_MAX)).min(1).max(COMPARISON_POINTS_MAX),
});
export const sceneComparisonSchema = z.object({ left: comparisonSide, right: comparisonSide });
export const sceneQuoteSchema = z.object({ text: line(QUOTE_TEXT_MAX), by: line(QUOTE_BY_MAX) });
export const sceneTimelineSchema = z
  .array(z.object({ when: line(24), what: line(SCENE_ITEM_MAX) }))
  .min(SCENE_ITEMS_MIN)
  .max(SCENE_ITEMS_MAX);

/** The optional fields every scene shape (script, storyboard, video) spreads into its object. */
export const sceneKindFields = {
  kind: z.enum(SCENE_KINDS).optional(),
  stat: sceneStatSchema.optional(),
  /** `list` and `steps`: the items, revealed one by one. */
  items: sceneItemsSchema.optional(),
  comparison: sceneComparisonSchema.optional(),
  quote: sceneQuoteSchema.optional(),
  timeline: sceneTimelineSchema.optional(),
};

export type SceneKindData = {
  kind?: SceneKind;
  stat?: z.infer<typeof sceneStatSchema>;
  items?: string[];
  comparison?: z.infer<typeof sceneComparisonSchema>;
  quote?: z.infer<typeof sceneQuoteSchema>;
  timeline?: z.infer<typeof sceneTimelineSchema>;
};

/** Which field a kind draws from; narration needs none. */
export const SCENE_KIND_FIELD = {
  narration: null,
  stat: 'stat',
  list: 'items',
  steps: 'items',
  comparison: 'comparison',
  quote: 'quote',
  timeline: 'timeline',
} as const satisfies Record<SceneKind, keyof SceneKindData | null>;

/** The one check per kind: its data field's contract schema (web's storyboard and the writers' repair both use it). */
export const SCENE_KIND_SCHEMAS = {
  narration: null,
  stat: sceneStatSchema,
  list: sceneItemsSchema,
  steps: sceneItemsSchema,
  comparison: sceneComparisonSchema,
  quote: sceneQuoteSchema,
  timeline: sceneTimelineSchema,
} as const satisfies Record<SceneKind, z.ZodTypeAny | null>;

/** A kind without its data is a narration scene: the message names the missing field. */
export const sceneKindMissingData = (scene: SceneKindData): string | null => {
  const field = scene.kind ? SCENE_KIND_FIELD[scene.kind] : null;
  return field && scene[field] === undefined ? `a ${scene.kind} scene needs its ${field}` : null;
};
