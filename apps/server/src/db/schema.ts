import {
  POST_RESULT_STATUSES,
  POST_STATUSES,
  VIDEO_STATUSES,
  type AgentKey,
  type AgentPriority,
  type CaptionStyleChoice,
  type MusicChoice,
  type PlatformOptions,
  type PresenterLayoutChoice,
  type ScriptDuration,
  type TemplatePlatform,
  type ScriptStructure,
  type Tone,
  type TtsEngine,
  type VideoAspect,
  type VisualSource,
  type VoiceId,
  type LogoCorner,
  type VideoFont,
} from '@reelforge/contracts';
import { sql } from 'drizzle-orm';
import { wellFormedJson } from '../lib/text.ts';
import {
  bigint,
  bigserial,
  doublePrecision,
  boolean,
  index,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * jsonb, written with well-formed strings (lib/text.ts): a lone surrogate made by cutting text
 * becomes U+FFFD instead of a refused write. Same column type, so migrations are unchanged.
 */
const jsonb = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => wellFormedJson(value),
  fromDriver: (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  bio: text('bio'),
  location: text('location'),
  website: text('website'),
  profileImageUrl: text('profile_image_url'),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  role: text('role').notNull().default('user'),
  followers: integer('followers').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: owner(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Password-reset links: the e-mail carries a random token, the table only its SHA-256, so a read
 * of the database cannot reset anyone's password. Deleted when used (single use) or expired.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: owner(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account (keyed by a hash of the email, so unknown emails are throttled
 * alike and the table holds no addresses). Per-IP limits alone are dodged by rotating IPs.
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: owner(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** First-party analytics: page views and product events. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    path: text('path'),
    category: text('category'),
    label: text('label'),
    value: integer('value'),
    createdAt: createdAt(),
  },
  (t) => [index('events_name_idx').on(t.name, t.createdAt)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description'),
    script: text('script'),
    // Typed by the contracts' enums (TypeScript only: the column stays text, no migration).
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('draft'),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
    duration: integer('duration'),
    /** Storage keys of the rendered files (relative to the storage root). */
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    captionsKey: text('captions_key'),
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** What to render (script, voice, platform, ...) — kept so a retried job renders the same thing. */
    renderOptions: jsonb('render_options'),
    /** The storyboard the creator arranged (storyboardSchema): scenes and their chosen visuals; re-renders use it. */
    storyboard: jsonb('storyboard'),
    /**
     * Who made what the last render showed (stock footage, Twemoji...): shown in the watch page's
     * Credits and added to a publish only where a licence requires it; never in the description.
     */
    credits: jsonb('credits').$type<string[]>(),
    /** The pg-boss job rendering it, so a sweep can tell a live render from a lost one. */
    jobId: text('job_id'),
    /** Last sign of life from the render (progress write); stale means the worker died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    avatarId: uuid('avatar_id'),
    /** When the current file finished rendering. */
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /** sha256 of the title and script the current file shows; differs from the row's = Re-render. */
    renderedSignature: text('rendered_signature'),
    /** The last time a render was asked for: the Free plan counts videos rendered in a month. */
    renderRequestedAt: timestamp('render_requested_at', { withTimezone: true }),
    /**
     * Bytes of the rendered file, written with video_key (the library sums it instead of stat-ing
     * every file); null on rows rendered before it existed until the lazy backfill reaches them.
     */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The video this one was translated from (POST /api/videos/{id}/translations); its language is in render_options. */
    translationOf: uuid('translation_of').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    /**
     * A clip of a long video (issue 28): the library item it was cut from (no foreign key: the
     * upload may be deleted, the clip stays), and what the clip job needs (clipSpecSchema).
     */
    clipOf: uuid('clip_of'),
    clip: jsonb('clip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The library's keyset pages: one index per sort (by name in migration 0024: it needs a collation).
  (t) => [
    index('videos_user_idx').on(t.userId, t.createdAt),
    index('videos_status_idx').on(t.status),
    index('videos_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('videos_user_likes_idx').on(t.userId, t.likes.desc(), t.createdAt.desc(), t.id),
    index('videos_user_views_idx').on(t.userId, t.views.desc(), t.createdAt.desc(), t.id),
  ],
);

/**
 * A counter per user that moves whenever any of their videos changes: Postgres triggers bump it
 * (migration 0007), so writers in any process, even raw SQL, invalidate the list cache (ADR 0026).
 * No foreign key: the triggers fire while an account's videos are deleted with the account.
 */
export const videoListVersions = pgTable('video_list_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Per user and status: how many videos, how many rendered, and their views, likes and revenue.
 * Postgres triggers keep it (migration 0024) so summaries read a few rows, not every video; no
 * foreign key, for the same reason as video_list_versions.
 */
export const videoTotals = pgTable(
  'video_totals',
  {
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    videos: integer('videos').notNull().default(0),
    rendered: integer('rendered').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    /** Bytes of the rendered files (size_bytes), for the library's total size. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

export const avatars = pgTable(
  'avatars',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    style: text('style').notNull(),
    voiceId: text('voice_id'),
    isDefault: boolean('is_default').notNull().default(false),
    gender: text('gender'),
    age: integer('age').notNull().default(25),
    language: text('language').notNull().default('en-US'),
    imageKey: text('image_key'),
    deepAgentAvatarId: text('deep_agent_avatar_id'),
    /** Photo avatars: the face mesh in image pixels, flat [x0, y0, ...] (478 points); the presenter animates it. */
    faceLandmarks: jsonb('face_landmarks').$type<number[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('avatars_user_idx').on(t.userId),
    // The database guarantees at most one default per user, even under concurrent requests.
    uniqueIndex('avatars_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const socialConnections = pgTable(
  'social_connections',
  {
    id: id(),
    userId: owner(),
    platform: text('platform').notNull(),
    platformUserId: text('platform_user_id'),
    platformUsername: text('platform_username'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The profile picture the platform showed when the token was last checked. */
    avatarUrl: text('avatar_url'),
    /** The creator's own server (Mastodon instance, Bluesky PDS) for platforms without one fixed host. */
    serverUrl: text('server_url'),
    /** When the daily check last asked the platform about this token. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('social_connections_user_platform').on(t.userId, t.platform)],
);

export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    id: id(),
    userId: owner(),
    title: text('title').notNull(),
    content: text('content'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    platforms: text('platforms').array().notNull(),
    status: text('status', { enum: POST_STATUSES }).notNull().default('pending'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    /** Per-platform privacy, interactions and text overrides (contracts' platformOptionsSchema). */
    platformOptions: jsonb('platform_options').$type<PlatformOptions>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scheduled_posts_user_idx').on(t.userId, t.scheduledTime),
    index('scheduled_posts_due_idx').on(t.status, t.scheduledTime),
  ],
);

/** One row per post and platform: the outcome of publishing there. */
export const postResults = pgTable(
  'post_results',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => scheduledPosts.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    status: text('status', { enum: POST_RESULT_STATUSES }).notNull().default('pending'),
    remoteId: text('remote_id'),
    url: text('url'),
    error: text('error'),
    /** The technical detail behind `error` (the network error, the platform's raw words). */
    errorDetail: text('error_detail'),
    /** The commit point ({commit:{step, ids, at}}) once a call that may publish is about to go out. */
    state: jsonb('state'),
    /** The only publish-post job allowed to work on this row; any other job is a no-op. */
    jobId: text('job_id'),
    /** Bumped whenever a new job is pointed at the row: part of the deterministic job id. */
    generation: integer('generation').notNull().default(0),
    /** Automatic retries (rate limits, lost workers) since the user last marked the post ready. */
    retries: integer('retries').notNull().default(0),
    /** Last sign of life of the running publish; stale means its worker died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('post_results_post_platform').on(t.postId, t.platform),
    index('post_results_status_idx').on(t.status),
  ],
);

export const templates = pgTable(
  'templates',
  {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category').notNull().default('trending'),
  thumbnailUrl: text('thumbnail_url'),
  likes: integer('likes').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(false),
  usedCount: integer('used_count').notNull().default(0),
  createdAt: createdAt(),
  // The recipe (issue 10): null on templates made before recipes existed, and on style fields
  // left to the defaults. Typed by the contracts' enums; the columns stay text.
  structure: text('structure').$type<ScriptStructure>(),
  tone: text('tone').$type<Tone>(),
  duration: text('duration').$type<ScriptDuration>(),
  platform: text('platform').$type<TemplatePlatform>(),
  aspect: text('aspect').$type<VideoAspect>(),
  voiceId: text('voice_id').$type<VoiceId>(),
  captionStyle: text('caption_style').$type<CaptionStyleChoice>(),
  visualSource: text('visual_source').$type<VisualSource>(),
  music: text('music').$type<MusicChoice>(),
  presenterLayout: text('presenter_layout').$type<PresenterLayoutChoice>(),
  instructions: text('instructions'),
  /** The starter pack's own key: shipped rows are upserted by it, and it marks them as product content. */
  starterKey: text('starter_key').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('templates_user_likes_idx').on(t.userId, t.likes.desc(), t.createdAt.desc(), t.id),
  ],
);

/** One like per user per template; templates.likes is recounted from these rows on every change. */
export const templateLikes = pgTable(
  'template_likes',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.userId] }), index('template_likes_user_idx').on(t.userId)],
);

/** Worker processes report in, so health can tell whether anyone is rendering and publishing. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  queues: text('queues').array().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A long video's encoding passes, shared by workers (ADR 0027): the render that prepared them
 * stores the plan (plain data; its files sit under DATA_DIR), and any worker claims a pending
 * pass, or one whose worker stopped beating. Removed when the render ends.
 */
export const renderChunkPlans = pgTable('render_chunk_plans', {
  renderId: text('render_id').primaryKey(),
  videoId: uuid('video_id')
    .notNull()
    .references(() => videos.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').notNull(),
  createdAt: createdAt(),
});

export const renderChunks = pgTable(
  'render_chunks',
  {
    renderId: text('render_id')
      .notNull()
      .references(() => renderChunkPlans.renderId, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    /** pending -> running -> done; a running pass with a stale heartbeat is claimable again. */
    status: text('status', { enum: ['pending', 'running', 'done'] }).notNull().default('pending'),
    worker: text('worker'),
    frames: integer('frames').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.renderId, t.chunkIndex] })],
);

/**
 * What the render cache holds in storage (narrations and segments, under render-cache/ by their
 * hash), with each entry's size and last use: the least recently used go first past
 * RENDER_CACHE_MAX_MB (issue 26).
 */
export const renderCacheEntries = pgTable(
  'render_cache_entries',
  {
    key: text('key').primaryKey(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('render_cache_entries_used_at').on(t.usedAt)],
);

/**
 * The steps of a video's latest render as they settle (issue 26): each scene's narration and
 * segment, the fades between scenes and the join, whether the cache had it, who did it and how
 * long it took. Replaced when the video renders again.
 */
export const renderSteps = pgTable(
  'render_steps',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['narration', 'segment', 'transition', 'join'] }).notNull(),
    sceneIndex: integer('scene_index'),
    status: text('status', { enum: ['done'] }).notNull(),
    cached: boolean('cached').notNull(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    seconds: doublePrecision('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.position] })],
);

/**
 * A user's own OpenAI-compatible language model (Settings), one per user. The API key is sealed
 * with the token cipher like platform tokens (the user id is its context), and never leaves the server.
 */
export const userLlmSettings = pgTable('user_llm_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeyEnc: text('api_key_enc'),
  updatedAt: updatedAt(),
});

/** Settings -> Voice: a user's default voice preset and preferred narration engine. */
export const userVoiceSettings = pgTable('user_voice_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  voiceId: text('voice_id').$type<VoiceId>().notNull(),
  // Kept even when the server later loses the engine's credentials: it applies again once restored.
  engine: text('engine').$type<TtsEngine>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Settings -> Stock media: a creator's own Pexels and Pixabay keys, sealed with the token key (the
 * row's user is part of the seal). The last four characters are kept apart so answers can show
 * which key is saved without opening it.
 */
export const userMediaKeys = pgTable('user_media_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pexelsKeyEnc: text('pexels_key_enc'),
  pexelsLast4: text('pexels_last4'),
  pixabayKeyEnc: text('pixabay_key_enc'),
  pixabayLast4: text('pixabay_last4'),
  updatedAt: updatedAt(),
});

/** Settings -> Speech: a creator's own OpenAI-compatible speech server or ElevenLabs key (sealed). */
export const userSpeechSettings = pgTable('user_speech_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'openai' | 'elevenlabs'>().notNull(),
  /** The OpenAI-compatible server's /v1 address; null for ElevenLabs. */
  baseUrl: text('base_url'),
  model: text('model'),
  /** The provider's voice names for voice1..voice6. */
  voices: jsonb('voices').$type<Record<string, string>>().notNull().default({}),
  apiKeyEnc: text('api_key_enc'),
  apiKeyLast4: text('api_key_last4'),
  updatedAt: updatedAt(),
});

/** Brand kit (ADR 0034): one row per user, created on first save or logo upload. */
export const userBrandKits = pgTable('user_brand_kits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Storage key of the re-encoded PNG logo; null: no logo. */
  logoKey: text('logo_key'),
  logoCorner: text('logo_corner').$type<LogoCorner>().notNull().default('top-right'),
  logoOpacity: doublePrecision('logo_opacity').notNull().default(0.85),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  captionStyle: text('caption_style').$type<CaptionStyleChoice>(),
  font: text('font').$type<VideoFont>(),
  music: text('music').$type<MusicChoice>(),
  updatedAt: updatedAt(),
});

/**
 * Metrics (ADR 0022): what the platforms reported for one published post at `at`. A time series,
 * one row per sync; a field the platform does not report stays null (never a guessed 0).
 */
export const postMetricSnapshots = pgTable(
  'post_metric_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    postResultId: uuid('post_result_id')
      .notNull()
      .references(() => postResults.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    views: integer('views'),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    /** Lifetime estimated revenue in cents (YouTube Analytics, only where the channel grants it). */
    revenueCents: integer('revenue_cents'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_metric_snapshots_result_idx').on(t.postResultId, t.at),
    index('post_metric_snapshots_user_idx').on(t.userId, t.at),
  ],
);

/** Each connected account's follower count over time, as its platform reported it. */
export const followerSnapshots = pgTable(
  'follower_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => socialConnections.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    followers: integer('followers').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follower_snapshots_connection_idx').on(t.connectionId, t.at),
    index('follower_snapshots_user_idx').on(t.userId, t.at),
  ],
);

/**
 * Public watch-page plays, one row per video, UTC day and visitor. The visitor is
 * sha256(day's salt + IP + user agent): no cookie, and once the salt is gone the hash links to no one.
 */
export const videoPlays = pgTable(
  'video_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_plays_once_a_day').on(t.videoId, t.day, t.visitorHash),
    index('video_plays_video_idx').on(t.videoId, t.at),
  ],
);

/** The visitor-hash salt of each UTC day, in the database so every server and restart agrees. */
export const playSalts = pgTable('play_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** When a user's metrics were last collected, and what each platform said (for the analytics page). */
export const metricSyncs = pgTable('metric_syncs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  /** Set when a sync claims the user; a stale claim (dead worker) is taken over. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  report: jsonb('report'),
});

/**
 * Files a creator uploaded to the content library (images, videos, audio, text scripts). The
 * bytes live in storage under `storage_key` (and the thumbnail under `thumbnail_key`); a row
 * exists only once its file is completely stored.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    type: text('type').$type<'image' | 'video' | 'audio' | 'script'>().notNull(),
    category: text('category'),
    description: text('description'),
    mimeType: text('mime_type').notNull(),
    /** Extension the content was recognised as (png, mp4, txt...): the download's file name uses it. */
    extension: text('extension').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationSec: doublePrecision('duration_sec'),
    width: integer('width'),
    height: integer('height'),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_items_user_idx').on(t.userId, t.createdAt),
    index('library_items_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('library_items_user_likes_idx').on(t.userId, t.likes.desc(), t.createdAt.desc(), t.id),
    index('library_items_user_views_idx').on(t.userId, t.views.desc(), t.createdAt.desc(), t.id),
  ],
);

/**
 * Favourites among a user's videos and templates (their tables belong to other modules; uploads
 * carry `is_favorite` on their own row). Ids are random uuids, unique across both tables.
 */
export const libraryFavorites = pgTable(
  'library_favorites',
  {
    userId: owner(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** A user's Stripe customer and subscription (Stripe is the record; this is what we last heard). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's subscription status as last applied. */
  status: text('status'),
  /** The `created` time of the event that set `status`: an older event arriving late changes nothing. */
  statusAt: timestamp('status_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Stripe webhook events already handled, by event id: a redelivered event does nothing twice. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings -> Webhooks (ADR 0032): where a user wants to hear about their videos and posts. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    userId: owner(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The signing secret, sealed with the token cipher (the endpoint id is its context). */
    secretEnc: text('secret_enc').notNull(),
    /**
     * Set when an API token subscribed it (an n8n trigger, ADR 0049): only that token may list or
     * delete it, and revoking the token removes it.
     */
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    uniqueIndex('webhook_endpoints_user_url').on(t.userId, t.url),
    index('webhook_endpoints_api_token_idx').on(t.apiTokenId),
  ],
);

/**
 * The outbox: one row per event, written in the same transaction as the change it reports, so
 * an event exists exactly when its change committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    userId: owner(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_user_idx').on(t.userId, t.createdAt)],
);

/** One event to one endpoint: written with the event, then worked by webhook-deliver jobs. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    statusCode: integer('status_code'),
    error: text('error'),
    /** The only webhook-deliver job allowed to attempt this row; null until one is queued. */
    jobId: text('job_id'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Personal API tokens (ADR 0031): the token is shown once; the table keeps its SHA-256 (random
 * 32 bytes need no slow hash) and a short prefix to recognise it by. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    /** Noted at most once a minute per token, so use never costs a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Per user, per agent (ADR 0028): processing priority (pg-boss job priority of that user's jobs),
 * auto-scaling (whether the agent starts work by itself) and resource allocation (0-100, the
 * user's share of render concurrency). No row: the spec's defaults.
 */
export const agentSettings = pgTable(
  'agent_settings',
  {
    userId: owner(),
    agent: text('agent').$type<AgentKey>().notNull(),
    priority: text('priority').$type<AgentPriority>().notNull(),
    autoScaling: boolean('auto_scaling').notNull(),
    resourceAllocation: integer('resource_allocation').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agent] })],
);

/**
 * Runs of the strategy and starter-pack agents (issue 15): the plan or bundle they made, or why
 * they failed. The latest row of a kind is what the page shows and what the agents' status reads.
 */
export const strategyRuns = pgTable(
  'strategy_runs',
  {
    id: id(),
    userId: owner(),
    kind: text('kind', { enum: ['plan', 'starter_pack'] }).notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    niche: text('niche'),
    /** The plan or the bundle (contracts' WeeklyPlan / StarterPack, without id and createdAt). */
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('strategy_runs_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * One row per finished render (issue 27 item 10): when the worker began the attempt that made the
 * file and when the file was stored. A re-render adds a row, so Analytics counts every render and
 * averages real working time (not the video's age or a file's mtime). Written by the videos module.
 */
export const videoRenders = pgTable(
  'video_renders',
  {
    id: id(),
    userId: owner(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_renders_user_idx').on(t.userId, t.finishedAt)],
);

/** The dashboard's "Studio setup" card, dismissed by its creator (issue 24 item 6). Owned by setup. */
export const setupCardDismissals = pgTable('setup_card_dismissals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
});
