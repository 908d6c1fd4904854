import { z } from 'zod';
import { CAPTION_STYLE_CHOICES, VIDEO_ASPECTS } from '@reelforge/contracts';

/** What one clip video is (videos.clip): its request, its place among the request's clips, and once chosen, its span. */
export const clipSpecSchema = z.object({
  sourceItemId: z.string(),
  /** The source's name when the clip was asked for: the studio says what the clip is of. */
  sourceName: z.string().optional(),
  transcriptItemId: z.string().optional(),
  index: z.number().int().min(0),
  count: z.number().int().min(1),
  minMs: z.number().int(),
  maxMs: z.number().int(),
  aspect: z.enum(VIDEO_ASPECTS),
  captionStyle: z.enum(CAPTION_STYLE_CHOICES),
  language: z.string().optional(),
  /** Show the clip's title over its first seconds. */
  hook: z.boolean().optional(),
  /** Chosen by the job (a retry reuses it): the span in source milliseconds, and its copy. */
  span: z
    .object({
      startMs: z.number(),
      endMs: z.number(),
      words: z.array(z.object({ word: z.string(), startMs: z.number(), endMs: z.number() })),
      pickedBy: z.enum(['model', 'scorer']),
    })
    .optional(),
});
export type ClipSpec = z.infer<typeof clipSpecSchema>;
