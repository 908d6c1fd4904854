import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiTokens, users } from '../../db/schema.ts';
import type { AppContext } from '../../context/index.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Takes the context's user caches too: its writes forget the users they change (ADR 0026). */
export function apiTokensRepository(ctx: Pick<AppContext, 'db' | 'users'>) {
  const db = ctx.db;
  // Asked on every bearer request that misses the cache: prepared once per connection.
  const tokenUser = db
    .select({ user: users, token: apiTokens })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('api_token_user');

  return {
    async insert(values: typeof apiTokens.$inferInsert) {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },
    async countOf(userId: string) {
      const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
      return row?.n ?? 0;
    },
    listOf(userId: string) {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },
    async findByHash(tokenHash: string) {
      const [row] = await tokenUser.execute({ tokenHash });
      return row ?? null;
    },
    /** Revoking deletes the row; the cached copy in this process goes with it. */
    async delete(userId: string, id: string) {
      const [row] = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
        .returning();
      if (row) ctx.users.forgetToken(row.tokenHash);
      return row ?? null;
    },
    /** Notes use only when the stored time is older than `staleBefore`: concurrent processes write once. */
    async touch(id: string, now: Date, staleBefore: Date) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
    },
  };
}
