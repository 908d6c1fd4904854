import { z } from 'zod';
import { sceneKindFields } from './scene-kinds.ts';
import { PLATFORMS, VIDEO_ASPECTS, WORDS_PER_SECOND } from './constants.ts';

/** The storyboard between the script and the render (issue 11, item 7; ADR 0033). */
export const STORYBOARD_MAX_SCENES = 40;
export const STORYBOARD_SCENE_TEXT_MAX = 1000;
export const STOCK_QUERY_MAX = 100;
export const STOCK_PROVIDERS = ['pexels', 'pixabay'] as const;
export type StockProvider = (typeof STOCK_PROVIDERS)[number];

export const STORYBOARD_MESSAGES = {
  noScenes: 'A storyboard needs at least one scene.',
  tooManyScenes: `A storyboard can have at most ${STORYBOARD_MAX_SCENES} scenes.`,
  emptyText: 'Every scene needs words to say.',
  longText: `A scene can be at most ${STORYBOARD_SCENE_TEXT_MAX} characters.`,
  badSignature: 'This stock pick was not offered by Reelforge. Search again and pick from the results.',
  notYourMedia: 'That media is not in your library.',
  notVisualMedia: 'Pick an image or a video from your library.',
  noStoryboard: 'This video has no storyboard yet.',
  queryRequired: 'Type what to search for.',
  previewExpired: 'This preview link has expired. Search again, or reopen the storyboard, to see it.',
  previewRedirected: 'This preview was not shown: the stock provider sent it to another address, which Reelforge does not follow.',
  previewPrivate: 'This preview was not shown: its address is on a private network, which Reelforge does not connect to (STOCK_PRIVATE_HOSTS).',
  previewUnavailable: 'This preview is not available.',
} as const;

/**
 * A stock picture or clip exactly as the server's search returned it. `signature` is the
 * server's HMAC over the provider, id, kind, url, credit and thumbnail: a client can pick only
 * what the server offered, never point a render at a URL of its own.
 */
export const stockPickSchema = z.object({
  provider: z.enum(STOCK_PROVIDERS),
  id: z.string().min(1).max(100),
  kind: z.enum(['video', 'image']),
  url: z.string().url().max(2000),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  credit: z.string().max(300),
  /** A same-origin path (the server proxies the provider's preview image); null when there is none. */
  thumbnailUrl: z.string().max(3000).nullable(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, STORYBOARD_MESSAGES.badSignature),
});
export type StockPick = z.infer<typeof stockPickSchema>;

/** What a scene shows: the automatic pick, designed motion graphics, a stock pick or a library upload. */
export const sceneVisualSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('auto') }),
  z.object({ kind: z.literal('motion') }),
  z.object({ kind: z.literal('stock'), pick: stockPickSchema }),
  z.object({ kind: z.literal('library'), itemId: z.string().uuid(STORYBOARD_MESSAGES.notYourMedia) }),
]);
export type SceneVisual = z.infer<typeof sceneVisualSchema>;

export const storyboardSceneSchema = z.object({
  text: z
    .string({ error: STORYBOARD_MESSAGES.emptyText })
    .trim()
    .min(1, STORYBOARD_MESSAGES.emptyText)
    .max(STORYBOARD_SCENE_TEXT_MAX, STORYBOARD_MESSAGES.longText),
  /** The writer's hints (kept so an automatic pick still searches for what the writer meant). */
  visualQuery: z.string().trim().max(60).optional(),
  keywords: z.array(z.string().trim().min(1).max(40)).max(3).optional(),
  emoji: z.string().trim().max(16).optional(),
  /** The scene's design (stat, list, quote...) and its data; absent is a narration scene. */
  ...sceneKindFields,
  visual: sceneVisualSchema.default({ kind: 'auto' }),
});
export type StoryboardScene = z.infer<typeof storyboardSceneSchema>;
export type StoryboardSceneInput = z.input<typeof storyboardSceneSchema>;

export const storyboardSchema = z.object({
  scenes: z
    .array(storyboardSceneSchema, { error: STORYBOARD_MESSAGES.noScenes })
    .min(1, STORYBOARD_MESSAGES.noScenes)
    .max(STORYBOARD_MAX_SCENES, STORYBOARD_MESSAGES.tooManyScenes),
});
export type Storyboard = z.infer<typeof storyboardSchema>;
export type StoryboardInput = z.input<typeof storyboardSchema>;

/** GET /api/videos/{id}/storyboard answers it; PUT takes a storyboard and answers the same. */
export const storyboardResponseSchema = storyboardSchema;

/** POST /api/storyboard/search: stock pictures and clips for a query, shaped like the video. */
export const stockSearchRequestSchema = z.object({
  query: z
    .string({ error: STORYBOARD_MESSAGES.queryRequired })
    .trim()
    .min(1, STORYBOARD_MESSAGES.queryRequired)
    .max(STOCK_QUERY_MAX, `A search can be at most ${STOCK_QUERY_MAX} characters.`),
  aspect: z.enum(VIDEO_ASPECTS).optional(),
  platform: z.enum(PLATFORMS).optional(),
  /** How many results to return (a storyboard's preview asks for one). */
  limit: z.number().int().min(1).max(24).default(12),
});
export type StockSearchRequest = z.input<typeof stockSearchRequestSchema>;

export const stockSearchResponseSchema = z.object({
  /** False when no stock provider is configured (every automatic scene is motion graphics). */
  configured: z.boolean(),
  results: z.array(stockPickSchema),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponseSchema>;

/** About how long a scene takes to say, in seconds (one decimal), at the narration's rate. */
export const sceneSeconds = (text: string) => {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round((words / WORDS_PER_SECOND) * 10) / 10);
};
