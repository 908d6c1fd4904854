import {
  SOCIAL_MESSAGES,
  type Platform,
  type PlatformStatus,
  type SocialConnection,
  type connectSocialSchema,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { Credentials } from '../../adapters/publishers/index.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { tokenCipher } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { postsRepository } from '../posts/posts.repository.ts';
import { socialRepository, type ConnectionRow } from './social.repository.ts';

export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
  /** Seconds, as the platform said. */
  expiresIn?: number | null;
  platformUserId?: string | null;
  platformUsername?: string | null;
  scope?: string | null;
}

/** The row a token belongs to, sealed into its ciphertext (a token moved to another row won't open). */
const tokenContext = (userId: string, platform: string, kind: 'access' | 'refresh') => `${userId}:${platform}:${kind}`;

export function toConnection(row: ConnectionRow): SocialConnection {
  return {
    id: row.id,
    platform: row.platform as Platform,
    platformUsername: row.platformUsername,
    platformUserId: row.platformUserId,
    isActive: row.isActive,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Token handling shared by the routes and the publish worker. Plain tokens never leave here but to a platform. */
export function connectionTokens(ctx: AppContext) {
  const cipher = tokenCipher(ctx.config);
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
        tokenExpiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
        platformUserId: tokens.platformUserId,
        platformUsername: tokens.platformUsername,
        scope: tokens.scope,
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

export function socialService(ctx: AppContext) {
  const repo = socialRepository(ctx.db);
  return {
    list: async (user: UserRow) => (await repo.list(user.id)).map(toConnection),

    async connect(user: UserRow, input: z.output<typeof connectSocialSchema>) {
      const row = await connectionTokens(ctx).store(user.id, input.platform, input);
      return { connection: toConnection(row), created: row.created };
    },

    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (!row) throw notFound(SOCIAL_MESSAGES.notFound);
    },

    async status(user: UserRow): Promise<PlatformStatus[]> {
      const [rows, busy] = await Promise.all([
        repo.list(user.id),
        postsRepository(ctx.db).publishingPlatforms(user.id),
      ]);
      return rows.map((r) => ({
        platform: r.platform as Platform,
        state: !r.isActive ? 'disconnected' : busy.has(r.platform) ? 'syncing' : 'connected',
        connectionId: r.id,
        platformUsername: r.platformUsername,
        lastError: r.lastError,
      }));
    },
  };
}
