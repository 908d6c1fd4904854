import type { Config } from '../../config.ts';
import type { Publisher } from './kit/publish.ts';
import type { PublisherTuning } from './kit/session.ts';

/**
 * What a platform module reads from the server's config: its own hosts and OAuth app. Partial so a
 * test hands over just the fields it points at a fake.
 */
export type PlatformConfig = Partial<Config>;

/** The platform's published rules for a video, for checks before scheduling. Unset = not documented. */
export interface PlatformLimits {
  minDurationSec?: number;
  maxDurationSec?: number;
  maxBytes?: number;
  /** Width:height ratios the platform recommends, best first. */
  aspects?: readonly string[];
  /** File types the platform takes. */
  containers?: readonly string[];
}

/** Tokens as a platform's token endpoint (or a creator pasting them) hands them over. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
  /** Seconds, as the platform said. */
  expiresIn?: number | null;
  platformUserId?: string | null;
  platformUsername?: string | null;
  scope?: string | null;
  avatarUrl?: string | null;
  /** The creator's own server the tokens belong to (Mastodon instance, Bluesky PDS). */
  serverUrl?: string | null;
}

/** Who a token belongs to, in the platform's own words. */
export interface Identity {
  platformUserId?: string;
  platformUsername?: string;
  /** The profile picture the platform shows for the account. */
  avatarUrl?: string;
  /** Scopes the platform says the token has (only some platforms tell). */
  scopes?: string[];
  /** Seconds until the token expires, when the platform tells. */
  expiresIn?: number;
}

/** What identity lookups may need besides the token: the account id a Page/IG token acts for. */
export interface IdentityHint {
  platformUserId?: string | null;
  /** The creator's own server, for platforms without one fixed host. */
  serverUrl?: string | null;
}

/** What a creator typed to connect a platform that has no sign-in page of its own. */
export interface TypedConnection {
  /** An access token (Mastodon) or an app password (Bluesky). */
  secret: string;
  /** A handle (Bluesky). */
  handle?: string;
  /** The server they typed, as an origin; unset: the platform's configured default. */
  serverUrl?: string;
}

export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  /** PKCE S256 challenge, sent only by platforms with `pkce`. */
  challenge?: string;
}

export interface ExchangeParams {
  code: string;
  redirectUri: string;
  verifier?: string;
}

/** The "connect with ..." flow of one platform, present when this server has its OAuth app. */
export interface OAuthApp {
  pkce: boolean;
  authorizeUrl(p: AuthorizeParams): string;
  /** Code -> tokens plus the account they act for. Throws OAuthFlowError in words for the creator. */
  exchange(p: ExchangeParams): Promise<TokenSet>;
}

/** One platform, built from the config: everything the server does with it goes through here. */
export interface PlatformAdapter {
  id: string;
  label: string;
  limits: PlatformLimits;
  publisher: Publisher;
  /** Null when this server has no OAuth app (client id and secret) for the platform. */
  oauth: OAuthApp | null;
  /**
   * Asks the platform who an access token belongs to (the OAuth exchange uses it too). Throws
   * TokenRefused when the platform refuses the token, OAuthFlowError when it can't be reached.
   */
  identity?(accessToken: string, hint?: IdentityHint): Promise<Identity>;
  /**
   * Turns what a creator typed (server, token or handle and app password) into stored tokens and
   * the account they act for. Throws TokenRefused in the platform's words, PlatformUnreachable, or
   * PrivateAddressError for a server the address policy refuses.
   */
  connect?(typed: TypedConnection): Promise<TokenSet>;
  /** Scopes publishing needs, as the platform names them (checked when the platform reports scopes). */
  requiredScopes?: readonly string[];
  /**
   * After a publish was cut off past its point of no return: asks the platform what became of it,
   * from the ids recorded at the commit point.
   */
  reconcile?(r: ReconcileInput): Promise<ReconcileOutcome>;
  /**
   * Where on the account a post can go, for platforms where the creator picks (Pinterest boards):
   * offered as the per-platform option. Throws TokenRefused / OAuthFlowError like `identity`.
   */
  destinations?(accessToken: string): Promise<Destination[]>;
}

/** A place on the account a post can go (a Pinterest board). */
export interface Destination {
  id: string;
  name: string;
  /** The platform's word for who sees it (Pinterest: PUBLIC, PROTECTED, SECRET). */
  privacy?: string;
}

/** What a platform's folder exports; the registry lists these. */
export interface PlatformModule {
  id: string;
  label: string;
  limits: PlatformLimits;
  create(config: PlatformConfig, tuning: PublisherTuning): Omit<PlatformAdapter, 'id' | 'label' | 'limits'>;
}

export interface ReconcileInput {
  /** The ids recorded at the commit point (publishId, containerId, videoId...). */
  ids: Record<string, string>;
  /** When the commit point was passed. */
  committedAt: Date;
  /** The time now (the caller's clock): a commit too recent to judge is still pending. */
  now: Date;
  accessToken: string;
  platformUserId?: string | null;
  platformUsername?: string | null;
  /** The creator's own server (Mastodon instance, Bluesky PDS), when the platform has no fixed host. */
  serverUrl?: string | null;
  /** The post's text as it was sent (platforms without an id before publishing are matched by it). */
  text: string;
  title: string;
  /** The caption and hashtags `text` was made of (LinkedIn writes hashtags in its own markup). */
  caption?: string;
  hashtags?: string[];
}

export type ReconcileOutcome =
  | { state: 'posted'; remoteId: string; url: string | null }
  | { state: 'failed'; message: string }
  /** Still processing, or the platform could not be asked now: ask again later. */
  | { state: 'pending'; detail: string };
