import { eq } from 'drizzle-orm';
import type { BrandKitUpdate } from '@reelforge/contracts';
import type { Db } from '../../db/client.ts';
import { userBrandKits } from '../../db/schema.ts';

export type BrandKitRow = typeof userBrandKits.$inferSelect;
const t = userBrandKits;

export function brandKitRepository(db: Pick<Db, 'select' | 'insert' | 'update'>) {
  return {
    async find(userId: string): Promise<BrandKitRow | null> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One row per user: the first save creates it, later ones replace its choices (not the logo). */
    async upsert(userId: string, v: BrandKitUpdate): Promise<BrandKitRow> {
      const values = { ...v, updatedAt: new Date() };
      const [row] = await db
        .insert(t)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: t.userId, set: values })
        .returning();
      return row!;
    },

    /** Sets (or clears) the logo; answers the row and the key it replaced. */
    async setLogo(userId: string, logoKey: string | null): Promise<{ row: BrandKitRow; previous: string | null }> {
      const before = await this.find(userId);
      const values = { logoKey, updatedAt: new Date() };
      const [row] = await db
        .insert(t)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: t.userId, set: values })
        .returning();
      return { row: row!, previous: before?.logoKey ?? null };
    },
  };
}
