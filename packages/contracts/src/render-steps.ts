import { z } from 'zod';

/** What a render step made: a scene's narration or segment, the fade into a scene, or the joined video. */
export const RENDER_STEP_KINDS = ['narration', 'segment', 'transition', 'join'] as const;

export const renderStepSchema = z.object({
  kind: z.enum(RENDER_STEP_KINDS),
  /** The script scene (a transition: the scene it leads into); null for the join. */
  sceneIndex: z.number().int().nullable(),
  status: z.enum(['done']),
  /** Found in the render cache instead of made again. */
  cached: z.boolean(),
  /** The worker that settled it. */
  worker: z.object({ host: z.string(), pid: z.number().int() }),
  seconds: z.number(),
});
export type RenderStep = z.infer<typeof renderStepSchema>;

/** GET /api/videos/{id}/render: the latest render's steps so far (empty when renders are not cached). */
export const renderStepsSchema = z.object({
  status: z.string(),
  steps: z.array(renderStepSchema),
});
export type RenderSteps = z.infer<typeof renderStepsSchema>;

/** POST /api/videos/{id}/storyboard/scenes/{index}/preview: a scene of the saved storyboard, from 0. */
export const scenePreviewParamsSchema = z.object({
  id: z.string().max(64),
  index: z.coerce.number().int().min(0).max(39),
});

/** How wide a scene preview is drawn (its height follows the video's aspect). */
export const SCENE_PREVIEW_WIDTH = 540;
