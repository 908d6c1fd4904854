import { createHash, randomBytes } from 'node:crypto';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@reelforge/contracts';
import type { OAuthClient } from '../../adapters/publishers/hosts.ts';
import {
  publisherHosts,
  publisherOAuthClients,
  type OAuthClients,
  type PublisherHosts,
} from '../../adapters/publishers/index.ts';
import type { Config } from '../../config.ts';
import type { TokenSet } from './social.service.ts';

/** A connect flow that went wrong, in words for the creator (shown on the studio page). */
export class OAuthFlowError extends Error {
  override readonly name = 'OAuthFlowError';
}

/** The string settings of the config, in the env shape the publisher helpers read. */
export const configEnv = (config: Config): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(config).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

interface Hosts extends PublisherHosts {
  tiktokAuth: string;
  googleAccounts: string;
  metaWeb: string;
  xWeb: string;
}

const trim = (u: string) => u.replace(/\/+$/, '');

export function oauthHosts(config: Config): Hosts {
  return {
    ...publisherHosts(configEnv(config)),
    tiktokAuth: trim(config.TIKTOK_AUTH_URL ?? 'https://www.tiktok.com'),
    googleAccounts: trim(config.GOOGLE_ACCOUNTS_URL ?? 'https://accounts.google.com'),
    metaWeb: trim(config.META_WEB_URL ?? 'https://www.facebook.com'),
    xWeb: trim(config.X_WEB_URL ?? 'https://x.com'),
  };
}

interface AuthorizeParams {
  redirectUri: string;
  state: string;
  challenge?: string;
}
interface ExchangeParams {
  code: string;
  redirectUri: string;
  verifier?: string;
}

interface Provider {
  client: keyof OAuthClients;
  pkce: boolean;
  authorize(h: Hosts, c: OAuthClient, p: AuthorizeParams): string;
  exchange(h: Hosts, c: OAuthClient, p: ExchangeParams): Promise<TokenSet>;
}

interface Answer {
  status: number;
  body: unknown;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const s = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

async function call(
  url: string,
  opts: { method?: 'GET' | 'POST'; form?: Record<string, string>; bearer?: string; basic?: OAuthClient } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  if (opts.basic)
    headers.authorization = `Basic ${Buffer.from(`${opts.basic.id}:${opts.basic.secret}`).toString('base64')}`;
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (opts.form ? 'POST' : 'GET'),
      headers,
      body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (err) {
    throw new OAuthFlowError(`could not reach the platform (${err instanceof Error ? err.message : String(err)})`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

/** The platform's own words from an OAuth or API error body. */
function why(a: Answer): string {
  const b = rec(a.body);
  const err = b.error;
  return (
    s(b.error_description) ??
    s(rec(err).message) ??
    s(b.message) ??
    s(b.detail) ??
    s(err) ??
    `HTTP ${a.status} with no error message`
  );
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

function tokens(a: Answer, what: string): TokenSet {
  const b = rec(a.body);
  const data = rec(b.data);
  const access = s(b.access_token) ?? s(data.access_token);
  if (!ok(a) || !access) throw new OAuthFlowError(`${what} was refused: ${why(a)}`);
  return {
    accessToken: access,
    refreshToken: s(b.refresh_token) ?? s(data.refresh_token) ?? null,
    expiresIn: num(b.expires_in) ?? num(data.expires_in) ?? null,
    scope: s(b.scope) ?? null,
    platformUserId: s(b.open_id) ?? null,
  };
}

const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

const tiktok: Provider = {
  client: 'tiktok',
  pkce: false,
  authorize: (h, c, p) =>
    `${h.tiktokAuth}/v2/auth/authorize/?${q({
      client_key: c.id,
      scope: 'user.info.basic,video.publish,video.upload',
      response_type: 'code',
      redirect_uri: p.redirectUri,
      state: p.state,
    })}`,
  async exchange(h, c, p) {
    const t = tokens(
      await call(`${h.tiktokApi}/v2/oauth/token/`, {
        form: {
          client_key: c.id,
          client_secret: c.secret,
          code: p.code,
          grant_type: 'authorization_code',
          redirect_uri: p.redirectUri,
        },
      }),
      'The TikTok sign-in',
    );
    const me = await call(`${h.tiktokApi}/v2/user/info/?fields=open_id,display_name,username`, {
      bearer: t.accessToken,
    }).catch(() => null);
    const user = rec(rec(rec(me?.body).data).user);
    return {
      ...t,
      platformUserId: t.platformUserId ?? s(user.open_id),
      platformUsername: s(user.username) ?? s(user.display_name),
    };
  },
};

const youtube: Provider = {
  client: 'google',
  pkce: true,
  authorize: (h, c, p) =>
    `${h.googleAccounts}/o/oauth2/v2/auth?${q({
      client_id: c.id,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
      // A refresh token comes only with offline access and a fresh consent.
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    })}`,
  async exchange(h, c, p) {
    const t = tokens(
      await call(`${h.googleOAuth}/token`, {
        form: {
          code: p.code,
          client_id: c.id,
          client_secret: c.secret,
          redirect_uri: p.redirectUri,
          grant_type: 'authorization_code',
          code_verifier: p.verifier ?? '',
        },
      }),
      'The Google sign-in',
    );
    const me = await call(`${h.youtubeApi}/youtube/v3/channels?part=snippet&mine=true`, {
      bearer: t.accessToken,
    }).catch(() => null);
    const channel = rec(Array.isArray(rec(me?.body).items) ? (rec(me?.body).items as unknown[])[0] : undefined);
    const snippet = rec(channel.snippet);
    return { ...t, platformUserId: s(channel.id), platformUsername: s(snippet.customUrl) ?? s(snippet.title) };
  },
};

function meta(platform: 'facebook' | 'instagram'): Provider {
  const scope =
    platform === 'facebook'
      ? 'pages_show_list,pages_read_engagement,pages_manage_posts'
      : 'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement';
  return {
    client: 'meta',
    pkce: false,
    authorize: (h, c, p) =>
      `${h.metaWeb}/${h.metaGraphVersion}/dialog/oauth?${q({
        client_id: c.id,
        redirect_uri: p.redirectUri,
        state: p.state,
        response_type: 'code',
        scope,
      })}`,
    async exchange(h, c, p) {
      const graph = `${h.metaGraph}/${h.metaGraphVersion}`;
      const short = tokens(
        await call(
          `${graph}/oauth/access_token?${q({ client_id: c.id, client_secret: c.secret, redirect_uri: p.redirectUri, code: p.code })}`,
        ),
        'The Facebook sign-in',
      );
      // A long-lived user token (about 60 days); Page tokens derived from it do not expire.
      const long = await call(
        `${graph}/oauth/access_token?${q({
          grant_type: 'fb_exchange_token',
          client_id: c.id,
          client_secret: c.secret,
          fb_exchange_token: short.accessToken,
        })}`,
      );
      const user = ok(long) ? tokens(long, 'The Facebook token exchange') : short;
      const pages = await call(
        `${graph}/me/accounts?${q({
          fields: 'id,name,access_token,instagram_business_account{id,username}',
          access_token: user.accessToken,
        })}`,
      );
      if (!ok(pages)) throw new OAuthFlowError(`Facebook did not list your Pages: ${why(pages)}`);
      const list = Array.isArray(rec(pages.body).data) ? (rec(pages.body).data as unknown[]).map(rec) : [];
      if (platform === 'facebook') {
        const page = list.find((x) => s(x.id) && s(x.access_token));
        if (!page)
          throw new OAuthFlowError('No Facebook Page found on this account. Reelforge publishes to a Page you manage.');
        return {
          accessToken: s(page.access_token)!,
          refreshToken: null,
          expiresIn: null,
          platformUserId: s(page.id),
          platformUsername: s(page.name),
          scope: user.scope,
        };
      }
      const ig = list.map((x) => rec(x.instagram_business_account)).find((x) => s(x.id));
      if (!ig) {
        throw new OAuthFlowError(
          'No Instagram professional account is linked to a Facebook Page you manage. Link one in Instagram settings, then connect again.',
        );
      }
      return { ...user, refreshToken: null, platformUserId: s(ig.id), platformUsername: s(ig.username) };
    },
  };
}

const twitter: Provider = {
  client: 'x',
  pkce: true,
  authorize: (h, c, p) =>
    `${h.xWeb}/i/oauth2/authorize?${q({
      response_type: 'code',
      client_id: c.id,
      redirect_uri: p.redirectUri,
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    })}`,
  async exchange(h, c, p) {
    const t = tokens(
      await call(`${h.xApi}/2/oauth2/token`, {
        basic: c,
        form: {
          code: p.code,
          grant_type: 'authorization_code',
          redirect_uri: p.redirectUri,
          code_verifier: p.verifier ?? '',
          client_id: c.id,
        },
      }),
      'The X sign-in',
    );
    const me = await call(`${h.xApi}/2/users/me`, { bearer: t.accessToken }).catch(() => null);
    const data = rec(rec(me?.body).data);
    return { ...t, platformUserId: s(data.id), platformUsername: s(data.username) };
  },
};

const linkedin: Provider = {
  client: 'linkedin',
  pkce: false,
  authorize: (h, c, p) =>
    `${h.linkedinOAuth}/oauth/v2/authorization?${q({
      response_type: 'code',
      client_id: c.id,
      redirect_uri: p.redirectUri,
      state: p.state,
      scope: 'openid profile w_member_social',
    })}`,
  async exchange(h, c, p) {
    const t = tokens(
      await call(`${h.linkedinOAuth}/oauth/v2/accessToken`, {
        form: {
          grant_type: 'authorization_code',
          code: p.code,
          redirect_uri: p.redirectUri,
          client_id: c.id,
          client_secret: c.secret,
        },
      }),
      'The LinkedIn sign-in',
    );
    // Posts need the member id (urn:li:person:<sub>).
    const me = await call(`${h.linkedinApi}/v2/userinfo`, { bearer: t.accessToken });
    const sub = s(rec(me.body).sub);
    if (!ok(me) || !sub) throw new OAuthFlowError(`LinkedIn did not tell us who you are: ${why(me)}`);
    return { ...t, platformUserId: sub, platformUsername: s(rec(me.body).name) };
  },
};

const PROVIDERS: Record<Platform, Provider> = {
  tiktok,
  youtube,
  instagram: meta('instagram'),
  facebook: meta('facebook'),
  twitter,
  linkedin,
};

export function oauthClients(config: Config): OAuthClients {
  return publisherOAuthClients(configEnv(config));
}

/** Platforms whose OAuth app (client id and secret) this server has. */
export function configuredPlatforms(config: Config): Platform[] {
  const clients = oauthClients(config);
  return PLATFORMS.filter((p) => clients[PROVIDERS[p].client]);
}

const b64url = (b: Buffer) => b.toString('base64url');

/** The consent page to send the creator to, plus what the callback must check. */
export function startFlow(config: Config, platform: Platform, redirectUri: string) {
  const provider = PROVIDERS[platform];
  const client = oauthClients(config)[provider.client];
  if (!client) return null;
  const state = b64url(randomBytes(24));
  const verifier = provider.pkce ? b64url(randomBytes(32)) : undefined;
  const challenge = verifier ? b64url(createHash('sha256').update(verifier).digest()) : undefined;
  const url = provider.authorize(oauthHosts(config), client, { redirectUri, state, challenge });
  return { url, state, verifier };
}

export async function finishFlow(config: Config, platform: Platform, p: ExchangeParams): Promise<TokenSet> {
  const provider = PROVIDERS[platform];
  const client = oauthClients(config)[provider.client];
  if (!client) throw new OAuthFlowError(`${PLATFORM_LABELS[platform]} sign-in is not set up on this server.`);
  return provider.exchange(oauthHosts(config), client, p);
}
