import { z } from 'zod';

/**
 * A scene's design and its data (issue 25): the same shapes as @reelforge/contracts' scene-kinds.ts,
 * copied because the engine is a pure package; the repo test scene-kinds-agree.test.ts keeps the two equal.
 */
export const SCENE_KINDS = ['narration', 'stat', 'list', 'steps', 'comparison', 'quote', 'timeline'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const line = (max: number) => z.string().trim().min(1).max(max);
const comparisonSide = z.object({ title: line(40), points: z.array(line(60)).min(1).max(4) });

export const sceneKindFields = {
  kind: z.enum(SCENE_KINDS).optional(),
  stat: z.object({ value: line(16), label: line(80) }).optional(),
  items: z.array(line(60)).min(2).max(6).optional(),
  comparison: z.object({ left: comparisonSide, right: comparisonSide }).optional(),
  quote: z.object({ text: line(200), by: line(60) }).optional(),
  timeline: z
    .array(z.object({ when: line(24), what: line(60) }))
    .min(2)
    .max(6)
    .optional(),
};
