import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { libraryFavorites, libraryItems } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type LibraryItemRow = typeof libraryItems.$inferSelect;
export type LibraryItemInsert = typeof libraryItems.$inferInsert;
export type LibraryItemChanges = Partial<Pick<LibraryItemRow, 'name' | 'category' | 'description' | 'tags' | 'isFavorite'>>;

/** Every query names the owner: another user's id reads as "no such item". */
export function libraryRepository(db: Db) {
  return {
    listOwned: (userId: string) => db.select().from(libraryItems).where(eq(libraryItems.userId, userId)),
    async findOwned(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(libraryItems)
        .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    findManyOwned(userId: string, ids: string[]) {
      const valid = ids.filter(isUuid);
      if (!valid.length) return Promise.resolve([]);
      return db.select().from(libraryItems).where(and(eq(libraryItems.userId, userId), inArray(libraryItems.id, valid)));
    },
    /** Bytes the user's uploads take (files and what the quota counts). */
    async usedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${libraryItems.size}), 0)` })
        .from(libraryItems)
        .where(eq(libraryItems.userId, userId));
      return Number(row?.total ?? 0);
    },
    async insert(values: LibraryItemInsert) {
      const [row] = await db.insert(libraryItems).values(values).returning();
      return row!;
    },
    async update(userId: string, id: string, changes: LibraryItemChanges) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(libraryItems)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
        .returning();
      return row ?? null;
    },
    /** Ids of the videos and templates the user marked as favourites. */
    async favoriteIds(userId: string): Promise<Set<string>> {
      const rows = await db.select({ id: libraryFavorites.itemId }).from(libraryFavorites).where(eq(libraryFavorites.userId, userId));
      return new Set(rows.map((r) => r.id));
    },
    /** Which of these ids the user marked (one page's worth). */
    async favoriteIdsAmong(userId: string, ids: string[]): Promise<Set<string>> {
      const valid = ids.filter(isUuid);
      if (!valid.length) return new Set();
      const rows = await db
        .select({ id: libraryFavorites.itemId })
        .from(libraryFavorites)
        .where(and(eq(libraryFavorites.userId, userId), inArray(libraryFavorites.itemId, valid)));
      return new Set(rows.map((r) => r.id));
    },
    /** Callers check the item is the user's first. */
    async setFavorite(userId: string, itemId: string, on: boolean) {
      if (on) await db.insert(libraryFavorites).values({ userId, itemId }).onConflictDoNothing();
      else await db.delete(libraryFavorites).where(and(eq(libraryFavorites.userId, userId), eq(libraryFavorites.itemId, itemId)));
    },
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .delete(libraryItems)
        .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
