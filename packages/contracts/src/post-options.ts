import { z } from 'zod';
import { PLATFORM_LABELS, type Platform } from './constants.ts';

/**
 * Per-platform choices on a post (issue 14 item 4): the platform's own privacy and interaction
 * settings, and a caption, hashtags and first comment that replace the post's for that platform.
 * Every field is optional: unset means "the post's text" and the platform's default.
 */

/** TikTok's privacy levels, as creator_info lists the ones a creator may use. */
export const TIKTOK_PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] as const;
export type TiktokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];
export const TIKTOK_PRIVACY_LABELS: Record<TiktokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};
export const YOUTUBE_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
/** Who sees a Mastodon status (the API's `visibility`); unset: the account's default. */
export const MASTODON_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export type MastodonVisibility = (typeof MASTODON_VISIBILITIES)[number];
export const MASTODON_VISIBILITY_LABELS: Record<MastodonVisibility, string> = {
  public: 'Public',
  unlisted: 'Quiet public',
  private: 'Followers only',
  direct: 'Mentioned people only',
};

/** Who may reply to a Threads post (the API's `reply_control`); unset: Threads' default, everyone. */
export const THREADS_REPLY_CONTROLS = [
  'everyone',
  'accounts_you_follow',
  'mentioned_only',
  'parent_post_author_only',
  'followers_only',
] as const;
export type ThreadsReplyControl = (typeof THREADS_REPLY_CONTROLS)[number];
export const THREADS_REPLY_CONTROL_LABELS: Record<ThreadsReplyControl, string> = {
  everyone: 'Everyone',
  accounts_you_follow: 'Profiles you follow',
  mentioned_only: 'Mentioned profiles only',
  parent_post_author_only: 'Only you',
  followers_only: 'Your followers',
};

/** Platforms whose API lets us add a first comment under the post (the others are refused). */
export const FIRST_COMMENT_PLATFORMS: readonly Platform[] = ['youtube', 'instagram', 'facebook'];

/**
 * The most text each platform takes in the post's text field (caption + hashtags), and hashtags
 * (Instagram refuses a caption with more than 30). From the platforms' published limits.
 */
export const TEXT_LIMITS: Record<Platform, { maxChars: number; maxHashtags?: number; titleMax?: number }> = {
  tiktok: { maxChars: 2200 },
  youtube: { maxChars: 5000, titleMax: 100 },
  instagram: { maxChars: 2200, maxHashtags: 30 },
  facebook: { maxChars: 63206 },
  twitter: { maxChars: 280 },
  linkedin: { maxChars: 3000 },
  // The default of Mastodon's own server; an instance may allow more (read from /api/v2/instance when publishing).
  mastodon: { maxChars: 500 },
  // Bluesky counts graphemes (what a reader sees as one character), see platformTextLength.
  bluesky: { maxChars: 300 },
  // Threads counts an emoji as its UTF-8 bytes, see platformTextLength.
  threads: { maxChars: 500 },
  // A Pin's description; its title is the post's title.
  pinterest: { maxChars: 500, titleMax: 100 },
};

export const POST_OPTION_MESSAGES = {
  hashtag: 'A hashtag is one word of letters, digits or underscores (up to 100), with or without the #.',
  tooManyTags: 'Use at most 30 hashtags per platform.',
  firstCommentNotSupported: (p: Platform) => `${PLATFORM_LABELS[p]} does not let apps add a first comment.`,
  tooLong: (p: Platform, max: number, count: number) =>
    `${PLATFORM_LABELS[p]} posts hold up to ${max.toLocaleString('en-US')} characters; this one has ${count.toLocaleString('en-US')}.`,
  contentWarning: 'A content warning holds up to 500 characters.',
  pinterestBoard: 'Choose a Pinterest board from the list (its id is digits).',
  pinterestLink: "A Pin's link must be a web address starting with http:// or https://.",
  titleTooLong: (p: Platform, max: number, count: number) =>
    `${PLATFORM_LABELS[p]} titles hold up to ${max} characters; this one has ${count}.`,
  tooManyHashtags: (p: Platform, max: number, count: number) =>
    `${PLATFORM_LABELS[p]} takes up to ${max} hashtags; this post has ${count}.`,
  privacyNotOffered: (level: string) =>
    `Your TikTok account does not offer "${TIKTOK_PRIVACY_LABELS[level as TiktokPrivacyLevel] ?? level}" for posts. Choose another privacy setting.`,
  interactionOff: (what: string) => `${what} are turned off for your TikTok account, so this post can't allow them.`,
  tiktokTooLongForCreator: (max: number, seconds: number) =>
    `Your TikTok account takes videos up to ${max} s; this one is ${Math.round(seconds)} s.`,
} as const;

// No transforms here: the same schema serialises responses (zod cannot encode through a transform).
// A leading '#' is kept as typed and dropped when the text is put together.
const hashtag = z.string().regex(/^#*[\p{L}\p{N}_]{1,100}$/u, POST_OPTION_MESSAGES.hashtag);
const text = (max: number) => z.string().max(max).nullable().optional();

/** What every platform takes: its own caption and hashtags instead of the post's. */
const common = {
  caption: text(63206),
  hashtags: z.array(hashtag).max(30, POST_OPTION_MESSAGES.tooManyTags).optional(),
};
const firstComment = { firstComment: text(2200) };
/** Platforms without a comments API: a first comment is refused in words, not as an unknown key. */
const noFirstComment = (p: Platform) => ({
  firstComment: z
    .unknown()
    .optional()
    .refine((v) => v === undefined || v === null, POST_OPTION_MESSAGES.firstCommentNotSupported(p)),
});

export const platformOptionsSchema = z
  .object({
    tiktok: z
      .strictObject({
        ...common,
        ...noFirstComment('tiktok'),
        privacyLevel: z.enum(TIKTOK_PRIVACY_LEVELS).optional(),
        allowComments: z.boolean().optional(),
        allowDuet: z.boolean().optional(),
        allowStitch: z.boolean().optional(),
      })
      .optional(),
    youtube: z
      .strictObject({ ...common, ...firstComment, visibility: z.enum(YOUTUBE_VISIBILITIES).optional(), madeForKids: z.boolean().optional() })
      .optional(),
    instagram: z.strictObject({ ...common, ...firstComment }).optional(),
    facebook: z.strictObject({ ...common, ...firstComment }).optional(),
    twitter: z.strictObject({ ...common, ...noFirstComment('twitter') }).optional(),
    linkedin: z.strictObject({ ...common, ...noFirstComment('linkedin') }).optional(),
    mastodon: z
      .strictObject({
        ...common,
        ...noFirstComment('mastodon'),
        mastodonVisibility: z.enum(MASTODON_VISIBILITIES).optional(),
        /** Mastodon's content warning (`spoiler_text`): the status is folded behind it. */
        contentWarning: z.string().max(500, POST_OPTION_MESSAGES.contentWarning).nullable().optional(),
      })
      .optional(),
    bluesky: z.strictObject({ ...common, ...noFirstComment('bluesky') }).optional(),
    threads: z
      .strictObject({ ...common, ...noFirstComment('threads'), replyControl: z.enum(THREADS_REPLY_CONTROLS).optional() })
      .optional(),
    pinterest: z
      .strictObject({
        ...common,
        ...noFirstComment('pinterest'),
        /** The board the Pin goes on; unset: the account's first board. */
        boardId: z.string().regex(/^\d{1,30}$/, POST_OPTION_MESSAGES.pinterestBoard).nullable().optional(),
        /** Where the Pin leads when tapped. */
        link: z
          .string()
          .max(2048)
          .regex(/^https?:\/\/\S+$/i, POST_OPTION_MESSAGES.pinterestLink)
          .nullable()
          .optional(),
      })
      .optional(),
  });
export type PlatformOptions = z.infer<typeof platformOptionsSchema>;
export type PlatformOptionsInput = z.input<typeof platformOptionsSchema>;

/** One platform's choices, flattened (fields a platform doesn't have are simply absent). */
export interface PlatformPostOptions {
  caption?: string | null;
  hashtags?: string[];
  firstComment?: string | null;
  privacyLevel?: TiktokPrivacyLevel;
  allowComments?: boolean;
  allowDuet?: boolean;
  allowStitch?: boolean;
  visibility?: (typeof YOUTUBE_VISIBILITIES)[number];
  madeForKids?: boolean;
  mastodonVisibility?: MastodonVisibility;
  contentWarning?: string | null;
  replyControl?: ThreadsReplyControl;
  boardId?: string | null;
  link?: string | null;
}

export const optionsFor = (opts: PlatformOptions | null | undefined, p: Platform): PlatformPostOptions =>
  (opts?.[p] as PlatformPostOptions | undefined) ?? {};

/** Caption plus hashtags (each with one leading '#'): the text a platform receives. */
export function composePostText(caption: string, hashtags: readonly string[] = []): string {
  const tags = hashtags
    .map((t) => t.trim().replace(/^#+/, ''))
    .filter(Boolean)
    .map((t) => `#${t.replace(/\s+/g, '')}`);
  return [caption.trim(), tags.join(' ')].filter(Boolean).join('\n\n');
}

/** The caption and hashtags a platform gets: its override where set, else the post's content. */
export function textForPlatform(post: { title: string; content: string | null }, opts: PlatformPostOptions) {
  const caption = opts.caption?.trim() || post.content?.trim() || post.title.trim();
  return { caption, hashtags: opts.hashtags ?? [], text: composePostText(caption, opts.hashtags ?? []) };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** What a reader sees as characters: an emoji with its modifiers, a letter with its accents. */
export const graphemeCount = (text: string): number => [...graphemes.segment(text)].length;

/**
 * Mastodon's count: every link is 23 characters whatever its length, and a mention of someone on
 * another server counts only its `@name` part.
 */
export const mastodonLength = (text: string): number =>
  [...text.replace(/https?:\/\/\S+/g, 'x'.repeat(23)).replace(/(^|\s)(@\w+)@[\w.-]+\w/g, '$1$2')].length;

/** Threads' count: an emoji counts as its UTF-8 bytes (usually 4), anything else once. */
export function threadsLength(text: string): number {
  let n = 0;
  for (const ch of text) n += /\p{Extended_Pictographic}/u.test(ch) ? new TextEncoder().encode(ch).length : 1;
  return n;
}

/**
 * X counts most characters once but CJK, emoji and other wide characters twice (its
 * "weighted length"); Bluesky counts graphemes; Mastodon counts links as 23; Threads counts an emoji
 * as its bytes; the others count characters.
 */
export function platformTextLength(p: Platform, text: string): number {
  if (p === 'bluesky') return graphemeCount(text);
  if (p === 'mastodon') return mastodonLength(text);
  if (p === 'threads') return threadsLength(text);
  const chars = [...text];
  if (p !== 'twitter') return chars.length;
  return chars.reduce((n, c) => {
    const cp = c.codePointAt(0)!;
    const light = cp <= 0x10ff || (cp >= 0x2000 && cp <= 0x200d) || (cp >= 0x2010 && cp <= 0x201f) || (cp >= 0x2032 && cp <= 0x2037);
    return n + (light ? 1 : 2);
  }, 0);
}

/**
 * What in a post's text a platform would refuse, in the creator's words: the form shows these
 * before saving and the server refuses with the same words.
 */
export function textProblems(
  post: { title: string; content: string | null; platforms: readonly Platform[] },
  options: PlatformOptions | null | undefined,
): { platform: Platform; message: string }[] {
  const problems: { platform: Platform; message: string }[] = [];
  for (const p of post.platforms) {
    const limits = TEXT_LIMITS[p];
    const { text: body } = textForPlatform(post, optionsFor(options, p));
    const count = platformTextLength(p, body);
    if (count > limits.maxChars) problems.push({ platform: p, message: POST_OPTION_MESSAGES.tooLong(p, limits.maxChars, count) });
    // Hashtags typed into the caption count as much as the platform's own list.
    const tags = body.match(/(^|\s)#[\p{L}\p{N}_]+/gu)?.length ?? 0;
    if (limits.maxHashtags && tags > limits.maxHashtags)
      problems.push({ platform: p, message: POST_OPTION_MESSAGES.tooManyHashtags(p, limits.maxHashtags, tags) });
    const title = [...post.title.trim()].length;
    if (limits.titleMax && title > limits.titleMax)
      problems.push({ platform: p, message: POST_OPTION_MESSAGES.titleTooLong(p, limits.titleMax, title) });
  }
  return problems;
}

/** GET /api/social/tiktok/creator-info: what TikTok lets this creator choose right now. */
export const tiktokCreatorInfoSchema = z.object({
  creatorUsername: z.string().nullable(),
  privacyLevelOptions: z.array(z.string()),
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
  maxVideoPostDurationSec: z.number().nullable(),
});
export type TiktokCreatorInfo = z.infer<typeof tiktokCreatorInfoSchema>;

/** Problems with a post's TikTok choices against the creator's current info (form and publisher). */
export function tiktokProblems(
  opts: PlatformPostOptions,
  info: TiktokCreatorInfo,
  durationSec: number | null | undefined,
): string[] {
  const out: string[] = [];
  if (opts.privacyLevel && !info.privacyLevelOptions.includes(opts.privacyLevel))
    out.push(POST_OPTION_MESSAGES.privacyNotOffered(opts.privacyLevel));
  if (opts.allowComments && info.commentDisabled) out.push(POST_OPTION_MESSAGES.interactionOff('Comments'));
  if (opts.allowDuet && info.duetDisabled) out.push(POST_OPTION_MESSAGES.interactionOff('Duets'));
  if (opts.allowStitch && info.stitchDisabled) out.push(POST_OPTION_MESSAGES.interactionOff('Stitches'));
  if (info.maxVideoPostDurationSec != null && durationSec != null && durationSec > info.maxVideoPostDurationSec)
    out.push(POST_OPTION_MESSAGES.tiktokTooLongForCreator(info.maxVideoPostDurationSec, durationSec));
  return out;
}
