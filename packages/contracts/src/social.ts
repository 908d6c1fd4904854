import { z } from 'zod';
import { PLATFORMS, PLATFORM_LABELS, type Platform } from './constants.ts';
import { MSG } from './messages.ts';

/**
 * Platforms whose publisher needs the account id next to the token: the Instagram professional
 * account id, the Facebook Page id (with a Page token), the LinkedIn member id.
 */
export const PLATFORMS_NEEDING_ACCOUNT_ID: readonly Platform[] = ['instagram', 'facebook', 'linkedin'];

/**
 * Networks a creator connects by typing rather than signing in: the server (a Mastodon instance, a
 * Bluesky PDS) and what the server takes (an access token; a handle and an app password).
 */
export const TYPED_CONNECT: Partial<Record<Platform, { server: 'required' | 'optional'; needsHandle: boolean }>> = {
  mastodon: { server: 'required', needsHandle: false },
  bluesky: { server: 'optional', needsHandle: true },
};

export const SOCIAL_MESSAGES = {
  serverRequired: (platform: Platform) => `${PLATFORM_LABELS[platform]} needs the address of your server (e.g. mastodon.social).`,
  serverInvalid: 'Enter the server as a web address, e.g. mastodon.social or https://bsky.social.',
  handleRequired: (platform: Platform) => `${PLATFORM_LABELS[platform]} needs your handle (e.g. you.bsky.social) and an app password.`,
  privateServer: (host: string) =>
    `The address ${host} is on a private network, which this server does not connect to. Use your server's public address, or ask the server's operator to allow private addresses (SOCIAL_PRIVATE_HOSTS=true).`,
  accountIdRequired: {
    instagram: 'Instagram needs the account ID of your Instagram professional account.',
    facebook: 'Facebook needs your Page ID (and a Page access token).',
    linkedin: 'LinkedIn needs your member ID (the id in urn:li:person:<id>).',
  } as Partial<Record<Platform, string>>,
  notFound: 'Connection not found',
  tokenRefused: (platform: Platform, why: string) => `${PLATFORM_LABELS[platform]} refused this token: ${why}`,
  signInRefused: (platform: Platform, why: string) => `${PLATFORM_LABELS[platform]} refused this handle and app password: ${why}`,
  unreachable: (platform: Platform) =>
    `Couldn't reach ${PLATFORM_LABELS[platform]} to check this token - check the server's internet connection and try again.`,
  expiringSoon: (platform: Platform, days: number) =>
    `Your ${PLATFORM_LABELS[platform]} access expires in ${days < 1 ? 'less than a day' : days === 1 ? '1 day' : `${days} days`}. Reconnect the account to keep publishing.`,
  disconnected: 'Account disconnected',
  tiktokNotConnected: 'Connect your TikTok account to see the privacy and interaction settings TikTok offers you.',
  tiktokInactive: 'Your TikTok connection is inactive. Reconnect it to see the settings TikTok offers you.',
  pinterestNotConnected: 'Connect your Pinterest account to choose the board your Pins go on.',
  pinterestInactive: 'Your Pinterest connection is inactive. Reconnect it to choose a board.',
  oauthNotConfigured: (platform: Platform) =>
    `${PLATFORM_LABELS[platform]} sign-in is not set up on this server. Paste an access token instead.`,
} as const;

/** GET /api/social-media/pinterest/boards: the boards the connected Pinterest account can pin to. */
export const pinterestBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Pinterest's word for who sees the board: PUBLIC, PROTECTED or SECRET (null: not said). */
  privacy: z.string().nullable(),
});
export const pinterestBoardsSchema = z.object({ items: z.array(pinterestBoardSchema) });
export type PinterestBoard = z.infer<typeof pinterestBoardSchema>;

/**
 * Why connecting with a platform's sign-in failed: the callback sends only the code
 * (`/video-studio?connectError=<code>&platform=<platform>`), and the studio shows these words, so
 * the address can't make the page say anything else.
 */
export const CONNECT_ERRORS = {
  expired: 'the sign-in took too long or was started in another browser. Please connect again.',
  state_mismatch: 'the sign-in could not be verified. Please connect again.',
  wrong_account: 'sign in to Reelforge with the account that started the connection, then connect again.',
  refused: 'the sign-in was cancelled or refused on the platform.',
  no_code: 'the platform sent no authorization code. Please connect again.',
  not_configured: 'sign-in is not set up on this server.',
  exchange_failed: 'the platform did not accept the sign-in. Please try again in a moment.',
} as const;
export type ConnectErrorCode = keyof typeof CONNECT_ERRORS;
export const CONNECT_ERROR_FALLBACK = 'the connection could not be completed. Please connect again.';

/** The toast's words for a connectError code (anything unknown gets the general sentence). */
export function connectErrorText(code: string, platform: string | null) {
  const words = Object.hasOwn(CONNECT_ERRORS, code) ? CONNECT_ERRORS[code as ConnectErrorCode] : CONNECT_ERROR_FALLBACK;
  const label = platform && Object.hasOwn(PLATFORM_LABELS, platform) ? PLATFORM_LABELS[platform as Platform] : null;
  return label ? `${label}: ${words}` : words.charAt(0).toUpperCase() + words.slice(1);
}

/** OAuth redirect URIs come from PUBLIC_URL in production, never from a request's Host header. */
export const OAUTH_NEEDS_PUBLIC_URL =
  'Connecting with a platform sign-in needs PUBLIC_URL set on this server. Paste an access token instead.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || undefined);

/** POST /api/social-media/connect. Tokens go in; they never come back out of any call. */
export const connectSocialSchema = z
  .object({
    platform: z.enum(PLATFORMS, { error: MSG.connectRequired }),
    accessToken: z.string({ error: MSG.connectRequired }).trim().min(1, MSG.connectRequired).max(8192),
    platformUserId: optionalText(200),
    platformUsername: optionalText(200),
    /** The creator's server (Mastodon instance, Bluesky PDS): a host or an http(s) address. */
    serverUrl: optionalText(300),
    /** Kept when absent: reconnecting never wipes a stored refresh token. */
    refreshToken: optionalText(8192),
    /** Seconds until the access token expires, as the platform said. */
    expiresIn: z.coerce
      .number()
      .int()
      .positive()
      .max(10 * 365 * 24 * 3600)
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    const message = SOCIAL_MESSAGES.accountIdRequired[v.platform];
    if (message && !v.platformUserId) ctx.addIssue({ code: 'custom', path: ['platformUserId'], message });
    const typed = TYPED_CONNECT[v.platform];
    if (typed?.server === 'required' && !v.serverUrl)
      ctx.addIssue({ code: 'custom', path: ['serverUrl'], message: SOCIAL_MESSAGES.serverRequired(v.platform) });
    if (typed?.needsHandle && !v.platformUsername)
      ctx.addIssue({ code: 'custom', path: ['platformUsername'], message: SOCIAL_MESSAGES.handleRequired(v.platform) });
    if (v.serverUrl && !serverAddress(v.serverUrl))
      ctx.addIssue({ code: 'custom', path: ['serverUrl'], message: SOCIAL_MESSAGES.serverInvalid });
  });

/** A typed server as an origin (https:// added to a bare host), or null when it is not one. */
export function serverAddress(typed: string): string | null {
  const text = typed.trim();
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
export type ConnectSocial = z.input<typeof connectSocialSchema>;
export type ConnectSocialData = z.output<typeof connectSocialSchema>;

export const socialConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  platformUsername: z.string().nullable(),
  platformUserId: z.string().nullable(),
  /** The creator's own server (Mastodon instance, Bluesky PDS); null for platforms with one host. */
  serverUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** Why the connection went inactive (the platform's words), shown next to the badge. */
  lastError: z.string().nullable(),
  /** The profile picture the platform reported when the token was checked. */
  avatarUrl: z.string().nullable(),
  /** When the access token expires, if the platform said (null: it does not expire or did not say). */
  tokenExpiresAt: z.string().nullable(),
  /** A refresh token is on file: an expiring access token renews itself when publishing. */
  canRefresh: z.boolean(),
  /** Scopes the platform granted, when it told us (null: unknown). */
  scopes: z.array(z.string()).nullable(),
  /** Scopes publishing needs that the platform did not grant (empty when all are there or unknown). */
  missingScopes: z.array(z.string()),
  /** When Reelforge last asked the platform about this token. */
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

export const PLATFORM_STATES = ['connected', 'syncing', 'disconnected'] as const;
export type PlatformState = (typeof PLATFORM_STATES)[number];

/** GET /api/social-media/status: the dashboard's Platform Status list, one entry per connection. */
export const platformStatusSchema = z.object({
  platform: z.enum(PLATFORMS),
  /** connected: active; syncing: a publish to this platform is running now; disconnected: inactive. */
  state: z.enum(PLATFORM_STATES),
  connectionId: z.string(),
  platformUsername: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** GET /api/social-media/oauth/providers: platforms with a server-side OAuth app configured. */
export const oauthProvidersSchema = z.object({ platforms: z.array(z.enum(PLATFORMS)) });
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>;

/** /api/social-media/oauth/:platform/start and .../callback. */
export const oauthPlatformParamsSchema = z.object({ platform: z.enum(PLATFORMS) });

/** What a platform sends back to .../callback: a code and our state, or why it refused. */
export const oauthCallbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
    error_description: z.string().max(2048).optional(),
  })
  .passthrough();
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;
