import { PLATFORMS, VOICE_IDS } from '@reelforge/contracts';
import { z } from 'zod';

/** What a render job renders; stored on the video row so a retry renders the same thing. */
export const renderOptionsSchema = z.object({
  topic: z.string(),
  platform: z.enum(PLATFORMS),
  targetSeconds: z.number(),
  title: z.string(),
  script: z.string(),
  language: z.string().default('en'),
  voiceId: z.enum(VOICE_IDS).default('voice1'),
  avatarId: z.string().nullable().default(null),
});
export type RenderOptions = z.infer<typeof renderOptionsSchema>;
