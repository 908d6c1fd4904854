import { composePostText, PLATFORM_LABELS, type PlatformPostOptions } from '@reelforge/contracts';

/** The product's name for a platform id; an id the contracts don't list (yet) names itself. */
export const labelOf = (platform: string): string =>
  (PLATFORM_LABELS as Readonly<Record<string, string>>)[platform] ?? platform;

/** What to publish. The video is read from disk in chunks; it is never loaded whole. */
export interface PublishInput {
  videoPath?: string;
  /** Bytes; read from the file when omitted. */
  videoSize?: number;
  /** Default video/mp4. */
  videoContentType?: string;
  /**
   * A public link to the same video, for platforms that only fetch videos themselves (Threads
   * takes `video_url`, never bytes). The publish job gives it; it must work for the publish's length.
   */
  videoUrl?: string;
  title: string;
  caption: string;
  hashtags?: string[];
  /** Overrides credentials.platformUserId (TikTok open_id, IG user id, FB Page id, LinkedIn person id or URN). */
  platformUserId?: string;
  /** The creator's choices for this platform (privacy, interactions, first comment); unset = defaults. */
  options?: PlatformPostOptions;
  /** Video length in seconds, when known (TikTok checks it against the creator's own limit). */
  durationSec?: number | null;
}

export interface Credentials {
  accessToken: string;
  refreshToken?: string | null;
  expiresAt?: Date | null;
  platformUserId?: string | null;
  /** The creator's own server (Mastodon instance, Bluesky PDS), for platforms without one fixed host. */
  serverUrl?: string | null;
}

/** Reported (and awaited) right before the first call that may make the post public. */
export interface CommitPoint {
  platform: string;
  step: string;
  /** Ids that let someone check the outcome later (publish_id, container id, media id...). */
  ids: Record<string, string>;
}

export interface PublishProgress {
  phase: 'upload' | 'processing' | 'publishing';
  bytesSent?: number;
  totalBytes?: number;
  state?: string;
}

export interface PublishContext {
  credentials: Credentials;
  /** Awaited before the new tokens are used: store them (refresh tokens rotate; keep the newest). */
  onTokensRefreshed(credentials: Credentials): Promise<void>;
  signal?: AbortSignal;
  /** Injected in tests; defaults to a real timer that honours `signal`. */
  sleep?(ms: number): Promise<void>;
  /** Clock for rate-limit reset headers and token expiry (epoch ms); default the system clock. */
  now?(): number;
  log?(message: string, data?: Record<string, unknown>): void;
  onProgress?(progress: PublishProgress): void;
  onCommitPoint?(point: CommitPoint): Promise<void>;
}

export interface PublishResult {
  remoteId: string;
  url: string | null;
  /** Something that went wrong after the post went live (e.g. the first comment): shown, not retried. */
  note?: string;
}

export interface Publisher {
  platform: string;
  needsVideo: boolean;
  publish(input: PublishInput, ctx: PublishContext): Promise<PublishResult>;
}

/**
 * - retry: nothing was published; running publish() again later is safe (retryAfterMs is a hint).
 * - bad-body: the platform refused this post for good (content, limits, settings); don't retry.
 * - disconnect: the token is revoked or expired beyond refresh; mark the connection inactive.
 * - unknown-outcome: a call that may have published failed without an answer; never retry automatically.
 * - config: this server is missing or has wrong platform app settings (client id/secret, app id).
 */
export type PublishErrorKind = 'retry' | 'bad-body' | 'disconnect' | 'unknown-outcome' | 'config';

/** Why a `retry` happened when the platform was not reachable or not well: the job retries these briefly. */
export type Transient = 'network' | 'server';

export class PublishError extends Error {
  override readonly name = 'PublishError';
  readonly retryAfterMs?: number;
  readonly status?: number;
  readonly transient?: Transient;

  constructor(
    readonly kind: PublishErrorKind,
    readonly platform: string,
    /** The platform's own words (or ours when the platform said nothing), for the user. */
    readonly platformMessage: string,
    opts: { retryAfterMs?: number; status?: number; message?: string; label?: string; transient?: Transient } = {},
  ) {
    super(opts.message ?? `${opts.label ?? labelOf(platform)}: ${platformMessage}`);
    this.retryAfterMs = opts.retryAfterMs;
    this.status = opts.status;
    this.transient = opts.transient;
  }
}

/**
 * The account a post goes to: the input's id, else the connection's. A connection without one
 * can't post until it is made again, so that is a `disconnect` ("The connection has no <what>.").
 */
export function accountIdOf(platform: string, what: string, input: PublishInput, ctx: PublishContext): string {
  const id = input.platformUserId ?? ctx.credentials.platformUserId;
  if (!id) throw new PublishError('disconnect', platform, `The connection has no ${what}. Reconnect the account.`);
  return id;
}

/** Caption plus hashtags (each with one leading '#'), the text most platforms take. */
export function postText(input: PublishInput): string {
  return composePostText(input.caption.trim() || input.title.trim(), input.hashtags);
}
