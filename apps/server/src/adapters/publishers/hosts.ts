/** Every host a publisher calls, defaulting to the real one (tests point them at local fakes). */
export interface PublisherHosts {
  tiktokApi: string;
  youtubeApi: string;
  googleOAuth: string;
  metaGraph: string;
  metaGraphVideo: string;
  metaRupload: string;
  xApi: string;
  linkedinApi: string;
  linkedinOAuth: string;
  /** Graph API version path segment. */
  metaGraphVersion: string;
  /** LinkedIn-Version header (YYYYMM). */
  linkedinVersion: string;
}

export const HOST_ENV = {
  tiktokApi: ['TIKTOK_API_URL', 'https://open.tiktokapis.com'],
  youtubeApi: ['YOUTUBE_API_URL', 'https://www.googleapis.com'],
  googleOAuth: ['GOOGLE_OAUTH_URL', 'https://oauth2.googleapis.com'],
  metaGraph: ['META_GRAPH_URL', 'https://graph.facebook.com'],
  metaGraphVideo: ['META_GRAPH_VIDEO_URL', 'https://graph-video.facebook.com'],
  metaRupload: ['META_RUPLOAD_URL', 'https://rupload.facebook.com'],
  xApi: ['X_API_URL', 'https://api.x.com'],
  linkedinApi: ['LINKEDIN_API_URL', 'https://api.linkedin.com'],
  linkedinOAuth: ['LINKEDIN_OAUTH_URL', 'https://www.linkedin.com'],
  metaGraphVersion: ['META_GRAPH_VERSION', 'v24.0'],
  linkedinVersion: ['LINKEDIN_VERSION', '202609'],
} as const satisfies Record<keyof PublisherHosts, readonly [string, string]>;

export interface OAuthClient {
  id: string;
  secret: string;
}

/** Needed only to refresh tokens (and, for Meta, the app id names the Facebook upload session). */
export interface OAuthClients {
  tiktok?: OAuthClient;
  google?: OAuthClient;
  x?: OAuthClient;
  meta?: OAuthClient;
  linkedin?: OAuthClient;
}

export const OAUTH_ENV = {
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  x: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  meta: ['META_APP_ID', 'META_APP_SECRET'],
  linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
} as const satisfies Record<keyof OAuthClients, readonly [string, string]>;

type EnvLike = Record<string, string | undefined>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function publisherHosts(env: EnvLike = {}): PublisherHosts {
  const entries = Object.entries(HOST_ENV).map(([key, [name, fallback]]) => {
    const value = env[name]?.trim() || fallback;
    return [key, key.endsWith('Version') ? value : trimSlash(value)];
  });
  return Object.fromEntries(entries) as unknown as PublisherHosts;
}

/** A platform's client counts as configured only with both id and secret. */
export function publisherOAuthClients(env: EnvLike = {}): OAuthClients {
  const clients: OAuthClients = {};
  for (const [key, [idName, secretName]] of Object.entries(OAUTH_ENV)) {
    const id = env[idName]?.trim();
    const secret = env[secretName]?.trim();
    if (id && secret) clients[key as keyof OAuthClients] = { id, secret };
  }
  return clients;
}
