import { and, count, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/index.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Takes the context's user caches too: its writes forget the users they change (ADR 0026). */
export function authRepository(ctx: Pick<AppContext, 'db' | 'users'>) {
  const db = ctx.db;
  // Every request asks this: built once and planned once per connection, not per request
  // (building it was a third of a signed-in request's CPU; ADR 0017).
  const sessionUser = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    /** Returns null when the email is taken (unique violation), so callers need no try/catch. */
    async insertUser(values: typeof users.$inferInsert) {
      const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return rows[0] ?? null;
    },
    async setRole(id: string, role: string) {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      ctx.users.forgetUser(id);
      return row ?? null;
    },
    async insertSession(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await sessionUser.execute({ tokenHash, now });
      return row ?? null;
    },
    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      ctx.users.forgetToken(tokenHash);
    },
    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
    /** Signs the user out everywhere, or everywhere but the session kept (a password change). */
    async deleteSessionsOf(userId: string, keepTokenHash?: string) {
      const where = keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId);
      await db.delete(sessions).where(where);
      ctx.users.forgetUser(userId);
    },
    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      ctx.users.forgetUser(userId);
    },
    async insertReset(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
    },
    async resetsSince(userId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Uses a reset link: deleted in the same statement that reads it, so it works once. */
    async takeReset(tokenHash: string, now: Date) {
      const [row] = await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row ?? null;
    },
    async deleteResetsOf(userId: string) {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
    async deleteExpiredResets(now: Date) {
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
    },
    async findUserById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
  };
}
