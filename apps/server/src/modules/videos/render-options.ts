import { PLATFORMS, PRESENTER_LAYOUTS, VISUAL_SOURCES, VOICE_IDS, sceneKindFields, sceneVisualSchema, videoStyleSchema } from '@reelforge/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';

const storedSceneSchema = z.object({
  text: z.string().min(1),
  visualQuery: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  emoji: z.string().optional(),
  /** The storyboard's choice for this scene (ADR 0033); absent: the video's visual source decides. */
  visual: sceneVisualSchema.optional(),
  /** The scene's design and its data (issue 25), kept so every re-render draws it again. */
  ...sceneKindFields,
});

/** What a render job renders; stored on the video row so a retry renders the same thing. */
export const renderOptionsSchema = z.object({
  topic: z.string(),
  platform: z.enum(PLATFORMS),
  targetSeconds: z.number(),
  title: z.string(),
  script: z.string(),
  /** The script as scenes (text, and the writer's visual hints); renders before these had none. */
  scenes: z.array(storedSceneSchema).min(1).optional(),
  language: z.string().default('en'),
  voiceId: z.enum(VOICE_IDS).default('voice1'),
  avatarId: z.string().nullable().default(null),
  /** Aspect, captions, look, font and music as chosen (renders before these had none: defaults). */
  style: videoStyleSchema.default({}),
  /** Where scene pictures come from (renders queued before the choice existed: auto). */
  visualSource: z.enum(VISUAL_SOURCES).default('auto'),
  /** Where the avatar presents (older renders: a bottom-left bubble). */
  presenterLayout: z.enum(PRESENTER_LAYOUTS).default('bottom-left'),
  /** A re-render of a watchable video: the status it returns to when the render ends, either way. */
  previousStatus: z.enum(['ready', 'published']).nullable().default(null),
});
export type RenderOptions = z.infer<typeof renderOptionsSchema>;
export type RenderOptionsInput = z.input<typeof renderOptionsSchema>;

/** Identifies the words a file shows; the migration 0001 computes the same hash in SQL. */
export const renderedSignature = (title: string, script: string | null) =>
  createHash('sha256')
    .update(`${title}\n${script ?? ''}`)
    .digest('hex');

/** The row after a render's last attempt failed: a re-render goes back to its previous file. */
export const failedRender = (options: Pick<RenderOptions, 'previousStatus'> | null, error: string) => ({
  status: options?.previousStatus ?? ('failed' as const),
  stage: 'failed',
  progress: 0,
  error,
});
