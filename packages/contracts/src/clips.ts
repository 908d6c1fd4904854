import { z } from 'zod';
import { CAPTION_STYLE_CHOICES, VIDEO_ASPECTS } from './constants.ts';

/** The product's words about clips from a long video (the API's 4xx messages and the dialog's). */
export const CLIPS_MESSAGES = {
  noTranscript:
    'Clips need a transcript: ask the server’s operator to set a transcription service (TRANSCRIBE_BASE_URL), or upload the video’s subtitles (SRT or VTT) to your library and choose them.',
  sourceNotVideo: 'Choose a video from your library to cut clips from.',
  transcriptNotSubtitles: 'Choose a subtitle file (SRT or VTT) from your library as the transcript.',
  bounds: 'The shortest clip must not be longer than the longest.',
  sourceTooShort: 'This video is shorter than the shortest clip asked for.',
} as const;

export const CLIPS_LIMITS = { minCount: 1, maxCount: 10, minSeconds: 5, maxSeconds: 180 } as const;

/** POST /api/clips: cut `count` clips from a library video. */
export const createClipsSchema = z
  .object({
    sourceItemId: z.uuid(),
    transcriptItemId: z.uuid().optional(),
    count: z.number().int().min(CLIPS_LIMITS.minCount).max(CLIPS_LIMITS.maxCount),
    minSeconds: z.number().min(CLIPS_LIMITS.minSeconds).max(CLIPS_LIMITS.maxSeconds),
    maxSeconds: z.number().min(CLIPS_LIMITS.minSeconds).max(CLIPS_LIMITS.maxSeconds),
    aspect: z.enum(VIDEO_ASPECTS).default('9:16'),
    captionStyle: z.enum(CAPTION_STYLE_CHOICES).optional(),
    /** The recording's language (BCP 47), when known: helps the transcriber and the aligner. */
    language: z.string().trim().min(2).max(35).optional(),
    /** Show each clip's title as hook text over its first seconds. */
    hook: z.boolean().optional(),
  })
  .refine((v) => v.minSeconds <= v.maxSeconds, { message: CLIPS_MESSAGES.bounds, path: ['maxSeconds'] });
export type CreateClipsInput = z.input<typeof createClipsSchema>;

export const clipsAcceptedSchema = z.object({
  /** One new video per clip, in the studio; they render in the background. */
  videoIds: z.array(z.uuid()),
});
export type ClipsAccepted = z.infer<typeof clipsAcceptedSchema>;
