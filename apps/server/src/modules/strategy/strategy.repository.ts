import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { strategyRuns, videos } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type StrategyRunRow = typeof strategyRuns.$inferSelect;
export type StrategyRunKind = StrategyRunRow['kind'];

/** Every query names the owner: another user's run reads as "no such run". */
export function strategyRepository(db: Db) {
  return {
    async insert(values: typeof strategyRuns.$inferInsert) {
      const [row] = await db.insert(strategyRuns).values(values).returning();
      return row!;
    },
    async latest(userId: string, kind: StrategyRunKind, outcome?: StrategyRunRow['outcome']) {
      const [row] = await db
        .select()
        .from(strategyRuns)
        .where(and(eq(strategyRuns.userId, userId), eq(strategyRuns.kind, kind), outcome ? eq(strategyRuns.outcome, outcome) : undefined))
        .orderBy(desc(strategyRuns.createdAt))
        .limit(1);
      return row ?? null;
    },
    async findOwned(userId: string, id: string, kind: StrategyRunKind) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(strategyRuns)
        .where(and(eq(strategyRuns.id, id), eq(strategyRuns.userId, userId), eq(strategyRuns.kind, kind)))
        .limit(1);
      return row ?? null;
    },
    async setResult(userId: string, id: string, result: unknown) {
      await db.update(strategyRuns).set({ result }).where(and(eq(strategyRuns.id, id), eq(strategyRuns.userId, userId)));
    },
    /** The user's videos, most viewed first, then newest: what they make and what did best. */
    topVideos: (userId: string, limit: number) =>
      db
        .select({ id: videos.id, title: videos.title, views: videos.views })
        .from(videos)
        .where(eq(videos.userId, userId))
        .orderBy(desc(videos.views), desc(videos.createdAt))
        .limit(limit),
    async videoExists(userId: string, id: string) {
      if (!isUuid(id)) return false;
      const [row] = await db.select({ id: videos.id }).from(videos).where(and(eq(videos.id, id), eq(videos.userId, userId))).limit(1);
      return Boolean(row);
    },
  };
}
