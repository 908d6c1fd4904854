import { createHash, randomBytes } from 'node:crypto';
import {
  OAUTH_NEEDS_PUBLIC_URL,
  type ConnectErrorCode,
  PLATFORMS,
  SOCIAL_MESSAGES,
  serverAddress,
  TYPED_CONNECT,
  type OAuthCallbackQuery,
  type OAuthProviders,
  type Platform,
  type PlatformStatus,
  type SocialConnection,
  type connectSocialSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import {
  OAuthFlowError,
  PlatformUnreachable,
  scopeList,
  TokenRefused,
  type Credentials,
  type Identity,
  type TokenSet,
} from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { privateAddressCause } from '../../lib/private-address.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/index.ts';
import { Port } from '../../context/index.ts';
import { socialRepository, type ConnectionRow } from './social.repository.ts';

/**
 * Which of a user's platforms have a publish in flight (shown as "syncing"). The posts module
 * knows, and depends on this one for connections, so it provides this through the wiring.
 */
export const PUBLISHING_PLATFORMS = new Port<(ctx: AppContext, userId: string) => Promise<Set<string>>>('social.publishingPlatforms');

/** The row a token belongs to, sealed into its ciphertext (a token moved to another row won't open). */
/** A failed platform sign-in: its code goes back to the studio, the detail only to the log. */
class ConnectError extends Error {
  constructor(
    readonly code: ConnectErrorCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}

const tokenContext = (userId: string, platform: string, kind: 'access' | 'refresh') => `${userId}:${platform}:${kind}`;

/** A connection as the API shows it; `required` are the scopes publishing needs on its platform. */
export function toConnection(row: ConnectionRow, required: readonly string[] = []): SocialConnection {
  const scopes = scopeList(row.scope) ?? null;
  return {
    id: row.id,
    platform: row.platform as Platform,
    platformUsername: row.platformUsername,
    platformUserId: row.platformUserId,
    serverUrl: row.serverUrl,
    isActive: row.isActive,
    lastError: row.lastError,
    avatarUrl: row.avatarUrl,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    canRefresh: row.refreshTokenEnc !== null,
    scopes,
    missingScopes: scopes ? required.filter((s) => !scopes.includes(s)) : [],
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Token handling shared by the routes and the publish worker. Plain tokens never leave here but to a platform. */
export function connectionTokens(ctx: AppContext) {
  const cipher = ctx.cipher;
  const repo = socialRepository(ctx.db);
  return {
    seal: (userId: string, platform: string, kind: 'access' | 'refresh', token: string) =>
      cipher.encrypt(token, tokenContext(userId, platform, kind)),

    /** Throws TokenDecryptError when the key changed since the token was stored. */
    credentials(row: ConnectionRow): Credentials {
      return {
        accessToken: cipher.decrypt(row.accessTokenEnc, tokenContext(row.userId, row.platform, 'access')),
        refreshToken: row.refreshTokenEnc
          ? cipher.decrypt(row.refreshTokenEnc, tokenContext(row.userId, row.platform, 'refresh'))
          : null,
        expiresAt: row.tokenExpiresAt,
        platformUserId: row.platformUserId,
        serverUrl: row.serverUrl,
      };
    },

    async store(userId: string, platform: Platform, tokens: TokenSet) {
      return repo.upsert({
        userId,
        platform,
        accessTokenEnc: cipher.encrypt(tokens.accessToken, tokenContext(userId, platform, 'access')),
        refreshTokenEnc: tokens.refreshToken
          ? cipher.encrypt(tokens.refreshToken, tokenContext(userId, platform, 'refresh'))
          : null,
        tokenExpiresAt: tokens.expiresIn ? new Date(nowMs(ctx.clock) + tokens.expiresIn * 1000) : null,
        platformUserId: tokens.platformUserId,
        platformUsername: tokens.platformUsername,
        scope: tokens.scope,
        avatarUrl: tokens.avatarUrl,
        serverUrl: tokens.serverUrl,
        checkedAt: ctx.clock.now(),
      });
    },

    /** Returns the new sealed access token, or null when the row changed meanwhile (reconnected, deleted). */
    async storeRefreshed(row: ConnectionRow, usedAccessEnc: string, c: Credentials) {
      const accessTokenEnc = cipher.encrypt(c.accessToken, tokenContext(row.userId, row.platform, 'access'));
      const updated = await repo.replaceTokens(row.id, usedAccessEnc, {
        accessTokenEnc,
        refreshTokenEnc: c.refreshToken
          ? cipher.encrypt(c.refreshToken, tokenContext(row.userId, row.platform, 'refresh'))
          : null,
        tokenExpiresAt: c.expiresAt ?? null,
        platformUserId: c.platformUserId ?? null,
      });
      return updated ? accessTokenEnc : null;
    },
  };
}

/**
 * Asks the platform who a token belongs to. Null when the platform has no identity lookup here.
 * A refusal is a 400 in the platform's words; an unreachable platform a 502 saying so.
 */
export async function verifyToken(
  ctx: AppContext,
  platform: Platform,
  accessToken: string,
  hint: { platformUserId?: string | null } = {},
): Promise<Identity | null> {
  const adapter = ctx.platforms.get(platform);
  if (!adapter?.identity) return null;
  return askPlatform(ctx, platform, () => adapter.identity!(accessToken, hint));
}

/** A connect-time question to a platform, its failures in words for the creator. */
async function askPlatform<T>(
  ctx: AppContext,
  platform: Platform,
  ask: () => Promise<T>,
  refusedWords: (platform: Platform, why: string) => string = SOCIAL_MESSAGES.tokenRefused,
): Promise<T> {
  const label = ctx.platforms.get(platform)?.label ?? platform;
  try {
    return await ask();
  } catch (err) {
    const refused = privateAddressCause(err);
    if (refused) throw badRequest(SOCIAL_MESSAGES.privateServer(refused.host), 'server_private_address');
    if (err instanceof TokenRefused)
      throw badRequest(refusedWords(platform, err.platformMessage), 'token_refused');
    if (err instanceof PlatformUnreachable) {
      ctx.logger.warn({ platform, detail: err.detail }, 'token check: platform unreachable');
      throw new AppError(502, SOCIAL_MESSAGES.unreachable(platform), 'platform_unreachable');
    }
    if (err instanceof OAuthFlowError) throw new AppError(502, `${label}: ${err.message}`, 'platform_error');
    throw err;
  }
}

/**
 * The OAuth state travels in an encrypted, short-lived cookie scoped to the callback path: the
 * callback proves the same browser and Reelforge user started the flow, and carries the PKCE
 * verifier without any server-side session table.
 */
const STATE_CONTEXT = 'oauth-state';
const STATE_TTL_MS = 10 * 60_000;
export const OAUTH_COOKIE_PATH = '/api/social-media/oauth';
export const oauthCookieName = (platform: string) => `rf_oauth_${platform}`;

const stateSchema = z.object({
  s: z.string(),
  v: z.string().optional(),
  u: z.string(),
  p: z.enum(PLATFORMS),
  r: z.string(),
  e: z.number(),
});

const isPlatform = (id: string): id is Platform => (PLATFORMS as readonly string[]).includes(id);
const b64url = (b: Buffer) => b.toString('base64url');

export function socialService(ctx: AppContext) {
  const repo = socialRepository(ctx.db);
  const platforms = ctx.platforms;
  const cipher = () => ctx.cipher;

  function readState(sealed: string | undefined) {
    const expired = new ConnectError('expired');
    if (!sealed) throw expired;
    let raw: string;
    try {
      raw = cipher().decrypt(sealed, STATE_CONTEXT);
    } catch (err) {
      if (err instanceof TokenDecryptError) throw expired;
      throw err;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw expired;
    }
    const parsed = stateSchema.safeParse(json);
    if (!parsed.success || parsed.data.e < nowMs(ctx.clock)) throw expired;
    return parsed.data;
  }

  const view = (row: ConnectionRow) => toConnection(row, platforms.get(row.platform)?.requiredScopes);

  return {
    list: async (user: UserRow) => (await repo.list(user.id)).map(view),

    /**
     * A pasted token is shown to the platform first: one it refuses is never stored, and what the
     * platform says about the account (name, picture, expiry, scopes) wins over what was typed.
     */
    async connect(user: UserRow, input: z.output<typeof connectSocialSchema>) {
      const adapter = platforms.get(input.platform);
      if (adapter?.connect) {
        // A server and a token, or a handle and an app password: the platform makes the tokens.
        const serverUrl = input.serverUrl ? (serverAddress(input.serverUrl) ?? undefined) : undefined;
        const typed = { secret: input.accessToken, handle: input.platformUsername, serverUrl };
        const refused = TYPED_CONNECT[input.platform]?.needsHandle ? SOCIAL_MESSAGES.signInRefused : SOCIAL_MESSAGES.tokenRefused;
        const made = await askPlatform(ctx, input.platform, () => adapter.connect!(typed), refused);
        const row = await connectionTokens(ctx).store(user.id, input.platform, made);
        return { connection: view(row), created: row.created };
      }
      const me = await verifyToken(ctx, input.platform, input.accessToken, { platformUserId: input.platformUserId });
      const tokens: TokenSet = {
        ...input,
        platformUserId: me?.platformUserId ?? input.platformUserId,
        platformUsername: me?.platformUsername ?? input.platformUsername,
        avatarUrl: me?.avatarUrl,
        expiresIn: input.expiresIn ?? me?.expiresIn,
        scope: me?.scopes?.join(' '),
      };
      const row = await connectionTokens(ctx).store(user.id, input.platform, tokens);
      return { connection: view(row), created: row.created };
    },

    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (!row) throw notFound(SOCIAL_MESSAGES.notFound);
    },

    async status(user: UserRow): Promise<PlatformStatus[]> {
      const [rows, busy] = await Promise.all([
        repo.list(user.id),
        ctx.wiring.get(PUBLISHING_PLATFORMS)(ctx, user.id),
      ]);
      return rows.map((r) => ({
        platform: r.platform as Platform,
        state: !r.isActive ? 'disconnected' : busy.has(r.platform) ? 'syncing' : 'connected',
        connectionId: r.id,
        platformUsername: r.platformUsername,
        lastError: r.lastError,
      }));
    },

    /** Platforms whose OAuth app (client id and secret) this server has. */
    oauthProviders: (): OAuthProviders => ({
      platforms: platforms.all
        .filter((p) => p.oauth)
        .map((p) => p.id)
        .filter(isPlatform),
    }),

    /**
     * The consent page to send the creator to, and the sealed state cookie the callback checks.
     * `origin` is this request's own origin, used when PUBLIC_URL is not set (it must match the
     * redirect URI registered with the platform).
     */
    startOAuth(user: UserRow, platform: Platform, origin: string) {
      const oauth = platforms.get(platform)?.oauth;
      if (!oauth) throw notFound(SOCIAL_MESSAGES.oauthNotConfigured(platform));
      // A Host header is whatever the client sent: in production the address platforms send
      // creators back to (with their codes) must be the configured one.
      if (!ctx.config.PUBLIC_URL && ctx.config.isProduction)
        throw new AppError(503, OAUTH_NEEDS_PUBLIC_URL, 'public_url_required');
      const base = ctx.config.PUBLIC_URL?.replace(/\/+$/, '') ?? origin;
      const redirectUri = `${base}/api/social-media/oauth/${platform}/callback`;
      const state = b64url(randomBytes(24));
      const verifier = oauth.pkce ? b64url(randomBytes(32)) : undefined;
      const challenge = verifier ? b64url(createHash('sha256').update(verifier).digest()) : undefined;
      const sealed: z.infer<typeof stateSchema> = {
        s: state,
        v: verifier,
        u: user.id,
        p: platform,
        r: redirectUri,
        e: nowMs(ctx.clock) + STATE_TTL_MS,
      };
      return {
        url: oauth.authorizeUrl({ redirectUri, state, challenge }),
        cookie: {
          name: oauthCookieName(platform),
          value: cipher().encrypt(JSON.stringify(sealed), STATE_CONTEXT),
          options: {
            path: OAUTH_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax' as const,
            secure: ctx.config.isProduction,
            maxAge: STATE_TTL_MS / 1000,
          },
        },
      };
    },

    /**
     * The platform sent the creator back: check the state, trade the code for tokens, store them.
     * Always ends on the studio page; a failure is named there (and returned for the log).
     */
    async finishOAuth(user: UserRow | null, platform: Platform, sealed: string | undefined, q: OAuthCallbackQuery) {
      const adapter = platforms.get(platform);
      try {
        const state = readState(sealed);
        if (state.p !== platform || q.state !== state.s) throw new ConnectError('state_mismatch');
        if (!user || user.id !== state.u) throw new ConnectError('wrong_account');
        if (q.error) throw new ConnectError('refused', `${q.error}: ${q.error_description ?? ''}`);
        if (!q.code) throw new ConnectError('no_code');
        if (!adapter?.oauth) throw new ConnectError('not_configured');
        const tokens = await adapter.oauth
          .exchange({ code: q.code, redirectUri: state.r, verifier: state.v })
          .catch((err: unknown) => {
            throw err instanceof OAuthFlowError ? new ConnectError('exchange_failed', err.message) : err;
          });
        await connectionTokens(ctx).store(state.u, platform, tokens);
        return { location: `/video-studio?connected=${platform}`, failure: null };
      } catch (err) {
        if (!(err instanceof ConnectError)) throw err;
        return {
          location: `/video-studio?${new URLSearchParams({ connectError: err.code, platform }).toString()}`,
          // The platform's own words go to the log, not into an address the page would echo.
          failure: `${err.code}${err.detail ? `: ${err.detail}` : ''}`,
        };
      }
    },
  };
}
