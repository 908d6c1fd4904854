import { z } from 'zod';
import {
  CAPTION_POSITION_CHOICES,
  CAPTION_STYLE_CHOICES,
  MUSIC_CHOICES,
  VIDEO_ASPECTS,
  VIDEO_FONTS,
  VIDEO_THEMES,
  LONG_FORM_MAX_MINUTES,
  PLATFORMS,
  PRESENTER_FRAMES,
  PRESENTER_LAYOUTS,
  SCRIPT_PLATFORMS,
  TONES,
  VIDEO_STATUSES,
  VISUAL_SOURCES,
  VOICE_IDS,
  WORDS_PER_SECOND,
} from './constants.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './pagination.ts';
import { sceneSchema } from './scripts.ts';
import { storyboardSchema } from './storyboard.ts';

export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  script: z.string().nullable(),
  status: z.enum(VIDEO_STATUSES),
  platforms: z.array(z.string()),
  views: z.number(),
  likes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Streams the MP4 (HTTP Range); null until a render finished. */
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  /** Render progress while status is 'generating'. */
  stage: z.string().nullable(),
  progress: z.number(),
  /** Why the last render failed, in words for people. */
  error: z.string().nullable(),
  avatarId: z.string().nullable(),
  /** When the file in videoUrl finished rendering; null before the first render. */
  renderedAt: z.string().nullable(),
  /**
   * The title or script differ from what the current file says (or nothing was rendered yet while
   * there is a script): the studio offers Render / Re-render. False while a render runs.
   */
  needsRender: z.boolean(),
  /**
   * Who made what the current render shows (stock footage, emoji graphics), each with its licence:
   * the watch page's Credits. Kept apart from the description, which is the creator's own text.
   */
  credits: z.array(z.string()),
  /** The narration language its render uses (e.g. en, es, de-AT); null before a render or translation chose one. */
  language: z.string().nullable(),
  /** The video this one was translated from (POST /api/videos/{id}/translations), or null. */
  translationOf: z.string().nullable(),
  /** The library video this one was cut from (POST /api/clips), or null. */
  clipOf: z.string().nullable(),
  /** That library video's name when the clip was made (it stays if the upload is renamed or deleted), or null. */
  clipOfName: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * A row of GET /api/videos: what lists show, without the script, description or render details
 * (GET /api/videos/{id} has them). A list of long scripts was most of the list's bytes and time.
 */
export const videoSummarySchema = videoSchema.pick({
  id: true,
  title: true,
  status: true,
  platforms: true,
  views: true,
  likes: true,
  createdAt: true,
  updatedAt: true,
  videoUrl: true,
  thumbnailUrl: true,
  duration: true,
  stage: true,
  progress: true,
  error: true,
  renderedAt: true,
});
export type VideoSummary = z.infer<typeof videoSummarySchema>;
export const videoPageSchema = pageSchema(videoSummarySchema);

/** Route params of every /api/videos/{id}/... endpoint. */
export const videoIdParamsSchema = z.object({ id: z.string().max(64) });

const text = (max: number) => z.string().trim().max(max);

/**
 * The studio saves drafts with this. File URLs and durations belong to renders, so the server
 * ignores any the client sends (the spec's payload lists them; they are accepted, not trusted).
 */
export const createVideoSchema = z.object({
  title: text(200).min(1, 'Please give the video a title.'),
  description: text(5000).nullable().optional(),
  script: text(100_000).nullable().optional(),
  platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length).optional(),
  status: z.enum(VIDEO_STATUSES).optional(),
  videoUrl: z.string().nullable().optional(),
  thumbnailUrl: z.string().nullable().optional(),
  duration: z.number().nullable().optional(),
});
export type CreateVideo = z.input<typeof createVideoSchema>;

export const updateVideoSchema = z
  .object({
    title: text(200).min(1, 'Please give the video a title.'),
    description: text(5000).nullable(),
    script: text(100_000).nullable(),
    status: z.enum(VIDEO_STATUSES),
    platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length),
  })
  .partial();
export type UpdateVideo = z.input<typeof updateVideoSchema>;

/**
 * How a video looks and sounds; every field optional. Absent: the aspect follows the platform and
 * length, captions are karaoke at the bottom, the look is chosen from the title, and the music
 * suits the script's tone.
 */
export const videoStyleSchema = z.object({
  aspect: z.enum(VIDEO_ASPECTS).optional(),
  captionStyle: z.enum(CAPTION_STYLE_CHOICES).optional(),
  captionPosition: z.enum(CAPTION_POSITION_CHOICES).optional(),
  theme: z.enum(VIDEO_THEMES).optional(),
  font: z.enum(VIDEO_FONTS).optional(),
  music: z.enum(MUSIC_CHOICES).optional(),
  /** The brand kit's logo on this video; absent: shown whenever the kit has a logo. */
  showLogo: z.boolean().optional(),
  /** The presenter's frame (with an avatar); absent: a circle. */
  presenterFrame: z.enum(PRESENTER_FRAMES).optional(),
});
export type VideoStyle = z.infer<typeof videoStyleSchema>;

/** POST /api/deepagent/complete-video: render a narrated, captioned MP4 as a durable job. */
export const completeVideoSchema = z.object({
  topic: text(500).min(1, MSG.missingFields),
  /** 'all' becomes youtube (spec). */
  platform: z.enum(SCRIPT_PLATFORMS),
  /** Target length in seconds. */
  duration: z.coerce.number().int().min(5).max(LONG_FORM_MAX_MINUTES * 60),
  /** Kept for the spec's payload; the built-in engine renders every video. */
  videoModel: z.string().max(100).optional(),
  /** The (possibly edited, or the creator's own) script to narrate; written for the topic when absent. */
  script: text(100_000).optional(),
  /**
   * The writer's scenes for `script`, as the script step returned them. Scenes whose text is still
   * in the script keep their visuals; the rest of the script is split into scenes by the server.
   */
  scenes: z.array(sceneSchema).max(400).optional(),
  title: text(200).optional(),
  description: text(5000).optional(),
  hashtags: z.array(z.string().max(100)).max(30).optional(),
  tone: z.enum(TONES).optional(),
  language: z.string().trim().min(2).max(20).optional(),
  voiceId: z.enum(VOICE_IDS).optional(),
  avatarId: z.string().uuid().optional(),
  style: videoStyleSchema.optional(),
  /** Where scene pictures come from; a source with nothing to give falls through to motion graphics. */
  visualSource: z.enum(VISUAL_SOURCES).optional(),
  /** Where the avatar presents (with avatarId); a bottom-left bubble when absent. */
  presenterLayout: z.enum(PRESENTER_LAYOUTS).optional(),
  /** The template it is made from: counted as used, and its recipe fills what the request leaves out. */
  templateId: z.string().max(64).optional(),
  /** The storyboard the creator arranged: its scenes are the script, and each keeps its chosen visual. */
  storyboard: storyboardSchema.optional(),
});
export type CompleteVideoRequest = z.input<typeof completeVideoSchema>;

export const completeVideoResponseSchema = z.object({
  videoId: z.string(),
  script: z.string(),
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  video: videoSchema,
});

export const VIDEO_MESSAGES = {
  notRenderedYet: 'This video has no rendered file yet. Generate it first, then mark it ready or published.',
  generatingIsServerOwned: 'A video becomes generating only while it renders.',
  downloadUnavailable: 'Video must be ready or published to download',
  freeLimit: 'The Free plan includes 10 AI videos per calendar month. Upgrade to Premium for unlimited videos.',
  alreadyRendering: 'This video is already rendering. Wait for it to finish.',
  noScript: 'Write a script before rendering this video.',
  renderUnavailable: 'Rendering is not available right now. Please try again shortly.',
} as const;

/** POST /api/videos/{id}/render body (optional): a new visual source; absent keeps the last one. */
// nullish: a POST with no body at all (Fastify hands the schema null) renders with the last choices.
export const renderVideoRequestSchema = z.object({ visualSource: z.enum(VISUAL_SOURCES).optional() }).nullish();
export type RenderVideoRequest = z.input<typeof renderVideoRequestSchema>;

/** POST /api/videos/{id}/render answers 202 with the video, now generating. */
export const renderVideoResponseSchema = videoSchema;

/** About how long a script takes to say, in whole seconds, within what a render accepts. */
export const spokenSeconds = (script: string) => {
  const words = script.split(/\s+/).filter(Boolean).length;
  return Math.min(LONG_FORM_MAX_MINUTES * 60, Math.max(5, Math.round(words / WORDS_PER_SECOND)));
};

/** Spec section 4: Preview and Download need a video that is ready or published. */
export const isPlayable = (video: { status: string }) => video.status === 'ready' || video.status === 'published';
/**
 * Share needs a rendered video: a ready one is published by the Share button itself (issue 27
 * item 22), since a link only works for a published video.
 */
export const isShareable = (video: { status: string }) => isPlayable(video);
