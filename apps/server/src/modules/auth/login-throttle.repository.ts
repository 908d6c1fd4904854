import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

export function loginThrottleRepository(db: Db) {
  return {
    async find(emailHash: string): Promise<LoginFailureRow | null> {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.emailHash, emailHash)).limit(1);
      return row ?? null;
    },
    /** Counts one more failure (from `restartBefore` on, older failures no longer count). */
    async recordFailure(emailHash: string, at: Date, restartBefore: Date): Promise<LoginFailureRow> {
      const [row] = await db
        .insert(loginFailures)
        .values({ emailHash, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: loginFailures.emailHash,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} < ${restartBefore} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning();
      return row!;
    },
    async lockUntil(emailHash: string, until: Date) {
      await db.update(loginFailures).set({ lockedUntil: until }).where(eq(loginFailures.emailHash, emailHash));
    },
    async clear(emailHash: string) {
      await db.delete(loginFailures).where(eq(loginFailures.emailHash, emailHash));
    },
    async deleteOlderThan(before: Date) {
      await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, before));
    },
  };
}
