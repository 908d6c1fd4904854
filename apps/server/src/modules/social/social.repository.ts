import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialConnections } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type ConnectionRow = typeof socialConnections.$inferSelect;
type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface StoredTokens {
  userId: string;
  platform: string;
  accessTokenEnc: string;
  /** null keeps the stored refresh token. */
  refreshTokenEnc: string | null;
  tokenExpiresAt: Date | null;
  platformUserId?: string | null;
  platformUsername?: string | null;
  scope?: string | null;
  avatarUrl?: string | null;
  /** The creator's own server (Mastodon instance, Bluesky PDS); replaced on every connect. */
  serverUrl?: string | null;
  /** Set when the platform was asked about the token just now. */
  checkedAt?: Date | null;
}

const t = socialConnections;

export function socialRepository(db: Exec) {
  const owned = (userId: string, id: string) => and(eq(t.id, id), eq(t.userId, userId));
  return {
    list: (userId: string) => db.select().from(t).where(eq(t.userId, userId)).orderBy(asc(t.createdAt)),
    async find(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(t).where(owned(userId, id)).limit(1);
      return row ?? null;
    },
    async findByPlatform(userId: string, platform: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.platform, platform)))
        .limit(1);
      return row ?? null;
    },
    forPlatforms: (userId: string, platforms: string[]) =>
      platforms.length
        ? db
            .select()
            .from(t)
            .where(and(eq(t.userId, userId), inArray(t.platform, platforms)))
        : Promise.resolve([]),
    /**
     * One connection per platform per user: connecting again replaces the access token and
     * reactivates; a missing refresh token, account id or username keeps the stored one.
     */
    async upsert(v: StoredTokens) {
      const [row] = await db
        .insert(t)
        .values({
          userId: v.userId,
          platform: v.platform,
          accessTokenEnc: v.accessTokenEnc,
          refreshTokenEnc: v.refreshTokenEnc,
          tokenExpiresAt: v.tokenExpiresAt,
          platformUserId: v.platformUserId ?? null,
          platformUsername: v.platformUsername ?? null,
          scope: v.scope ?? null,
          avatarUrl: v.avatarUrl ?? null,
          serverUrl: v.serverUrl ?? null,
          checkedAt: v.checkedAt ?? null,
        })
        .onConflictDoUpdate({
          target: [t.userId, t.platform],
          set: {
            accessTokenEnc: sql`excluded.access_token_enc`,
            refreshTokenEnc: sql`coalesce(excluded.refresh_token_enc, ${t.refreshTokenEnc})`,
            tokenExpiresAt: sql`excluded.token_expires_at`,
            platformUserId: sql`coalesce(excluded.platform_user_id, ${t.platformUserId})`,
            platformUsername: sql`coalesce(excluded.platform_username, ${t.platformUsername})`,
            scope: sql`coalesce(excluded.scope, ${t.scope})`,
            avatarUrl: sql`coalesce(excluded.avatar_url, ${t.avatarUrl})`,
            serverUrl: sql`excluded.server_url`,
            checkedAt: sql`coalesce(excluded.checked_at, ${t.checkedAt})`,
            isActive: true,
            lastError: null,
            updatedAt: new Date(),
          },
        })
        .returning({ ...getTableColumns(t), created: sql<boolean>`(xmax = 0)` });
      return row!;
    },
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(t).where(owned(userId, id)).returning();
      return row ?? null;
    },
    /** Refreshed tokens from a publish; only while the access token is the one that was used. */
    async replaceTokens(
      id: string,
      usedAccessEnc: string,
      v: {
        accessTokenEnc: string;
        refreshTokenEnc: string | null;
        tokenExpiresAt: Date | null;
        platformUserId?: string | null;
      },
    ) {
      const [row] = await db
        .update(t)
        .set({
          accessTokenEnc: v.accessTokenEnc,
          refreshTokenEnc: v.refreshTokenEnc ?? sql`${t.refreshTokenEnc}`,
          tokenExpiresAt: v.tokenExpiresAt,
          platformUserId: v.platformUserId ?? sql`${t.platformUserId}`,
          updatedAt: new Date(),
        })
        .where(and(eq(t.id, id), eq(t.accessTokenEnc, usedAccessEnc)))
        .returning();
      return row ?? null;
    },
    /** The platform revoked us; skipped when the user reconnected meanwhile (the token changed). */
    async deactivate(id: string, usedAccessEnc: string, lastError: string) {
      const [row] = await db
        .update(t)
        .set({ isActive: false, lastError, updatedAt: new Date() })
        .where(and(eq(t.id, id), eq(t.accessTokenEnc, usedAccessEnc)))
        .returning();
      return row ?? null;
    },
    /** Active connections not checked since `before`, oldest first (the daily token check). */
    dueForCheck: (before: Date, limit: number) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.isActive, true), sql`coalesce(${t.checkedAt}, ${t.createdAt}) < ${before}`))
        .orderBy(asc(sql`coalesce(${t.checkedAt}, ${t.createdAt})`))
        .limit(limit),
    /** What the daily check learnt; the token is left alone unless `deactivate` (the platform refused it). */
    async markChecked(
      id: string,
      usedAccessEnc: string,
      v: { checkedAt: Date; platformUsername?: string; avatarUrl?: string; deactivate?: string },
    ) {
      const [row] = await db
        .update(t)
        .set({
          checkedAt: v.checkedAt,
          ...(v.platformUsername ? { platformUsername: v.platformUsername } : {}),
          ...(v.avatarUrl ? { avatarUrl: v.avatarUrl } : {}),
          ...(v.deactivate ? { isActive: false, lastError: v.deactivate, updatedAt: new Date() } : {}),
        })
        .where(and(eq(t.id, id), eq(t.accessTokenEnc, usedAccessEnc)))
        .returning();
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row ?? null;
    },
  };
}
