import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renderCacheEntries } from '../../db/schema.ts';

/** The render cache's bookkeeping: what storage holds under render-cache/, its sizes and last uses. */
export const renderCacheRepository = (db: Db) => ({
  /** Marks an entry used now (stored, or found by a render). */
  async touch(key: string, bytes: number, now: Date) {
    await db
      .insert(renderCacheEntries)
      .values({ key, bytes, usedAt: now })
      .onConflictDoUpdate({ target: renderCacheEntries.key, set: { usedAt: now, bytes } });
  },

  async forget(key: string) {
    await db.delete(renderCacheEntries).where(eq(renderCacheEntries.key, key));
  },

  /**
   * The least recently used entries to remove so the rest fit in `maxBytes`, taken off the
   * books here (the caller deletes their files); two workers evicting at once take different rows.
   */
  async evictBeyond(maxBytes: number): Promise<string[]> {
    return db.transaction(async (tx) => {
      const total = await tx.select({ bytes: sql<number>`coalesce(sum(${renderCacheEntries.bytes}), 0)::bigint` }).from(renderCacheEntries);
      let over = Number(total[0]?.bytes ?? 0) - maxBytes;
      if (over <= 0) return [];
      const oldest = await tx
        .select({ key: renderCacheEntries.key, bytes: renderCacheEntries.bytes })
        .from(renderCacheEntries)
        .orderBy(asc(renderCacheEntries.usedAt))
        .for('update', { skipLocked: true });
      const gone: string[] = [];
      for (const e of oldest) {
        if (over <= 0) break;
        gone.push(e.key);
        over -= e.bytes;
      }
      if (gone.length) await tx.delete(renderCacheEntries).where(inArray(renderCacheEntries.key, gone));
      return gone;
    });
  },
});
