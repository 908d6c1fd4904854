import { API_TOKEN_MESSAGES, API_TOKENS_MAX, type ApiToken, type ApiTokenScope, type CreateApiToken, type CreatedApiToken } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import type { UserRow } from '../auth/index.ts';
import { apiTokensRepository, type ApiTokenRow } from './api-tokens.repository.ts';

/** Every token starts so: secret scanners and people can tell a Reelforge token at a glance. */
export const API_TOKEN_PREFIX = 'rf_';
/** "last used" is accurate to this; more precision would cost a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Who a bearer token acts for, and what it may do. */
export interface TokenIdentity {
  id: string;
  scope: ApiTokenScope;
}

interface CacheEntry {
  /** The user's id: the cache forgets a user's entries by it. */
  id: string;
  user: UserRow;
  token: TokenIdentity;
}

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function apiTokensService(ctx: AppContext) {
  const repo = apiTokensRepository(ctx);
  const cache = ctx.users.apiTokens as SessionCache<CacheEntry>;
  // When this process last noted each token's use; the database row is the shared truth.
  const noted = new Map<string, number>();

  function noteUse(tokenId: string, storedLastUsed: Date | null) {
    const now = ctx.clock.now();
    const last = Math.max(noted.get(tokenId) ?? 0, storedLastUsed?.getTime() ?? 0);
    if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    noted.set(tokenId, now.getTime());
    if (noted.size > 10_000) noted.delete(noted.keys().next().value!);
    // Not awaited: the request never waits on bookkeeping, and a lost note only makes it a minute older.
    repo
      .touch(tokenId, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))
      .catch((err: unknown) => ctx.logger.warn({ err, tokenId }, 'api token last-used not noted'));
  }

  return {
    async list(user: UserRow): Promise<ApiToken[]> {
      return (await repo.listOf(user.id)).map(toApiToken);
    },

    async create(user: UserRow, input: CreateApiToken): Promise<CreatedApiToken> {
      if ((await repo.countOf(user.id)) >= API_TOKENS_MAX) throw conflict(API_TOKEN_MESSAGES.tooMany, 'too_many_tokens');
      const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
      const row = await repo.insert({
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: sha256(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
      });
      return { ...toApiToken(row), token };
    },

    async revoke(user: UserRow, id: string) {
      const row = isUuid(id) ? await repo.delete(user.id, id) : null;
      if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
    },

    /** The user and token behind a bearer value, or null when it is unknown or revoked. */
    async resolve(bearer: string): Promise<{ user: UserRow; token: TokenIdentity } | null> {
      if (!bearer.startsWith(API_TOKEN_PREFIX)) return null;
      const hash = sha256(bearer);
      const now = nowMs(ctx.clock);
      const hit = cache.get(hash, now);
      if (hit) {
        noteUse(hit.token.id, null);
        return hit;
      }
      const row = await repo.findByHash(hash);
      if (!row) return null;
      const entry: CacheEntry = { id: row.user.id, user: row.user, token: { id: row.token.id, scope: row.token.scope } };
      cache.set(hash, entry, Number.POSITIVE_INFINITY, now);
      noteUse(row.token.id, row.token.lastUsedAt);
      return entry;
    },
  };
}
