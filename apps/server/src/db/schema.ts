import {
  POST_RESULT_STATUSES,
  POST_STATUSES,
  VIDEO_STATUSES,
  type TtsEngine,
  type VoiceId,
} from '@reelforge/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('videos_user_idx').on(t.userId, t.createdAt), index('videos_status_idx').on(t.status)],
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

export const templates = pgTable('templates', {
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
});

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
