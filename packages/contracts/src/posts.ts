import { z } from 'zod';
import { PLATFORMS, PLATFORM_LABELS, POST_STATUSES, VIDEO_STATUSES, type Platform } from './constants.ts';
import { MSG } from './messages.ts';
import { platformOptionsSchema } from './post-options.ts';

/** Platforms that publish a video (text alone is refused there). */
export const PLATFORMS_NEEDING_VIDEO: readonly Platform[] = ['tiktok', 'youtube', 'instagram', 'pinterest'];
/** What the Free plan publishes to (spec section 6: "1 platform (TikTok only)"). */
export const FREE_PLAN_PLATFORMS: readonly Platform[] = ['tiktok'];
/** Statuses a user may set; publishing, posted and failed belong to the worker. */
export const USER_POST_STATUSES = ['pending', 'ready', 'draft'] as const;
export type UserPostStatus = (typeof USER_POST_STATUSES)[number];
export const POST_RESULT_STATUSES = ['pending', 'publishing', 'posted', 'failed', 'unknown'] as const;
export type PostResultStatus = (typeof POST_RESULT_STATUSES)[number];
/**
 * A time this far in the past is still accepted (and published right away): the scheduler
 * page's minimum is the current time to the minute, which can be up to 59 s ago.
 */
export const SCHEDULE_PAST_GRACE_MS = 60_000;

const label = (p: Platform) => PLATFORM_LABELS[p];
const list = (ps: readonly Platform[]) => {
  const names = ps.map(label);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

export const POST_MESSAGES = {
  pastTime: 'Choose a time in the future.',
  invalidTime: 'Schedule time must be a valid date and time (ISO 8601, e.g. 2026-01-31T18:00:00Z).',
  invalidStatus: 'Status can only be set to pending, ready or draft.',
  unknownPlatform: `Choose platforms from ${list(PLATFORMS)}.`,
  notFound: 'Post not found',
  videoNotFound: 'Video not found',
  videoRequired: (platforms: readonly Platform[]) =>
    `${list(platforms)} ${platforms.length > 1 ? 'need' : 'needs'} a video. Choose one of your ready videos for this post.`,
  videoNotReady: 'The chosen video is not ready yet. Wait until it has finished rendering, or choose another video.',
  freePlan: `The Free plan publishes to TikTok only. Upgrade to Premium to publish to ${list(PLATFORMS.filter((p) => !FREE_PLAN_PLATFORMS.includes(p)))}.`,
  publishingLocked: 'This post is being published right now and cannot be changed.',
  postedLocked: 'This post has already been published and cannot be changed.',
  deletePublishing: 'This post is being published right now. Delete it once publishing has finished.',
  badTransition: (from: string, to: string) => `A ${from} post cannot be changed to ${to}.`,
  connectFirst: (platforms: readonly Platform[]) =>
    `Connect your ${list(platforms)} ${platforms.length > 1 ? 'accounts' : 'account'} before marking this post ready.`,
  reconnect: (platforms: readonly Platform[]) =>
    `Your ${list(platforms)} ${platforms.length > 1 ? 'connections are' : 'connection is'} inactive. Reconnect before marking this post ready.`,
  unknownOutcome: (p: Platform) =>
    `We could not confirm whether ${label(p)} published this post. Check your ${label(p)} profile before retrying.`,
  notConnected: (p: Platform) => `Connect your ${label(p)} account, then schedule the post again.`,
  connectionInactive: (p: Platform, why: string | null) =>
    `Your ${label(p)} connection is inactive${why ? ` (${why})` : ''}. Reconnect it, then schedule the post again.`,
  stoppedUnexpectedly: (p: Platform, times: number) =>
    `Publishing to ${label(p)} stopped unexpectedly ${times === 1 ? 'once' : `${times} times`}. Schedule the post again to retry.`,
  deleted: 'Scheduled post deleted',
  retryNothingFailed: 'Only a post that failed can be retried, and only its failed platforms are sent again.',
  unreachable: (p: Platform) => `Couldn't reach ${label(p)} - check the server's internet connection.`,
  platformDown: (p: Platform) => `${label(p)} is having problems right now. Try again in a few minutes.`,
  creditsLeftOut: (p: Platform, maxChars: number, credits: readonly string[]) =>
    `${credits.length === 1 ? 'A credit' : `${credits.length} credits`} the licence asks to show did not fit in ${label(p)}'s ${maxChars.toLocaleString('en-US')} characters after your text and ${credits.length === 1 ? 'was' : 'were'} left out: ${credits.join('; ')}. Add ${credits.length === 1 ? 'it' : 'them'} to the post on ${label(p)}, or shorten your text and publish again.`,
} as const;

const title = z.string({ error: MSG.missingPostFields }).trim().min(1, MSG.missingPostFields).max(200);
const content = z.string().trim().max(5000).nullable();
/** An ISO 8601 date-time with a zone (Z or an offset): the browser sends Date#toISOString(). */
const scheduledTime = z
  .string({ error: MSG.missingPostFields })
  .trim()
  .min(1, MSG.missingPostFields)
  .pipe(z.iso.datetime({ offset: true, error: POST_MESSAGES.invalidTime }));
const platforms = z
  .array(z.enum(PLATFORMS, { error: POST_MESSAGES.unknownPlatform }), { error: MSG.missingPostFields })
  .min(1, MSG.missingPostFields)
  .max(PLATFORMS.length)
  .transform((ps) => [...new Set(ps)]);
const videoId = z.uuid({ error: POST_MESSAGES.videoNotFound }).nullable();
const status = z.enum(USER_POST_STATUSES, { error: POST_MESSAGES.invalidStatus });

/** POST /api/scheduled-posts. A post created as ready is published at its time. */
export const createPostSchema = z.object({
  title,
  content: content.optional(),
  scheduledTime,
  platforms,
  videoId: videoId.optional(),
  /** Default pending: the user marks it ready when it should go out. */
  status: status.optional(),
  /** Per-platform privacy, interactions, caption, hashtags and first comment. */
  platformOptions: platformOptionsSchema.optional(),
});
export type CreatePost = z.input<typeof createPostSchema>;

/**
 * PATCH /api/scheduled-posts/{id}: any subset. Status moves allowed for users: pending -> ready,
 * ready -> pending, draft -> pending, and any status but posted -> draft.
 */
export const updatePostSchema = z
  .object({ title, content, scheduledTime, platforms, videoId, status, platformOptions: platformOptionsSchema })
  .partial();
export type UpdatePost = z.input<typeof updatePostSchema>;

export const postResultSchema = z.object({
  platform: z.enum(PLATFORMS),
  /** unknown: a call that may have published got no answer; never retried automatically. */
  status: z.enum(POST_RESULT_STATUSES),
  remoteId: z.string().nullable(),
  /** The live post's link, when the platform gives one (private posts have none). */
  url: z.string().nullable(),
  /** What went wrong in words for the creator (the platform's own, or ours when it said nothing). */
  error: z.string().nullable(),
  /** The technical detail behind `error` (network error, HTTP status, raw answer), for a disclosure. */
  errorDetail: z.string().nullable(),
  /** Automatic retries used so far; with `maxRetries`, shown as "Publishing - retry 2 of 3". */
  retries: z.number().int(),
  maxRetries: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PostResult = z.infer<typeof postResultSchema>;

export const postVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(VIDEO_STATUSES),
  thumbnailUrl: z.string().nullable(),
});

export const scheduledPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  scheduledTime: z.string(),
  platforms: z.array(z.enum(PLATFORMS)),
  status: z.enum(POST_STATUSES),
  videoId: z.string().nullable(),
  video: postVideoSchema.nullable(),
  platformOptions: platformOptionsSchema,
  /** One entry per platform of the post (pending until its publish starts). */
  results: z.array(postResultSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduledPost = z.infer<typeof scheduledPostSchema>;

/** GET /api/scheduled-posts/platform-rules: each platform's published video rules (null: not documented). */
export const platformRuleSchema = z.object({
  platform: z.enum(PLATFORMS),
  minDurationSec: z.number().nullable(),
  maxDurationSec: z.number().nullable(),
  maxBytes: z.number().nullable(),
  /** Width:height ratios the platform recommends, best first. */
  aspects: z.array(z.string()),
});
export type PlatformRule = z.infer<typeof platformRuleSchema>;

const minutes = (sec: number) =>
  sec % 60 === 0 ? `${sec / 60} min` : sec >= 60 ? `${Math.floor(sec / 60)} min ${sec % 60} s` : `${sec} s`;

/**
 * Why a video of `durationSec` can't go to a platform, in the creator's words (null: it can, or
 * its length is unknown). The form shows it before saving; the server refuses with the same words.
 */
export function durationProblem(rule: PlatformRule, durationSec: number | null | undefined): string | null {
  if (durationSec == null || !Number.isFinite(durationSec)) return null;
  const label = PLATFORM_LABELS[rule.platform];
  if (rule.maxDurationSec != null && durationSec > rule.maxDurationSec)
    return `${label} takes videos up to ${minutes(rule.maxDurationSec)}; this one is ${minutes(Math.round(durationSec))}.`;
  if (rule.minDurationSec != null && durationSec < rule.minDurationSec)
    return `${label} needs videos of at least ${minutes(rule.minDurationSec)}; this one is ${minutes(Math.round(durationSec))}.`;
  return null;
}

/** Automatic retries after a network error or a platform's 5xx before the post fails (3 within ~30 s). */
export const NETWORK_RETRY_DELAYS_MS = [3_000, 8_000, 15_000] as const;

/** Statuses that may move to `to` by a user's PATCH (same status is always allowed). */
export function canChangePostStatus(from: string, to: UserPostStatus): boolean {
  if (from === to) return true;
  if (from === 'posted' || from === 'publishing') return false;
  if (to === 'draft') return true;
  if (to === 'ready') return from === 'pending';
  return from === 'ready' || from === 'draft';
}
