import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userMediaKeys } from '../../db/schema.ts';

export type MediaKeysRow = typeof userMediaKeys.$inferSelect;
const t = userMediaKeys;

/** One provider's sealed key and its last four characters; both null removes it. */
export interface SealedKey {
  enc: string | null;
  last4: string | null;
}

export function mediaSettingsRepository(db: Pick<Db, 'select' | 'insert' | 'delete'>) {
  return {
    async find(userId: string): Promise<MediaKeysRow | null> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One row per user; a provider left out keeps its saved key. */
    async upsert(userId: string, keys: { pexels?: SealedKey; pixabay?: SealedKey }): Promise<MediaKeysRow> {
      const values = {
        ...(keys.pexels ? { pexelsKeyEnc: keys.pexels.enc, pexelsLast4: keys.pexels.last4 } : {}),
        ...(keys.pixabay ? { pixabayKeyEnc: keys.pixabay.enc, pixabayLast4: keys.pixabay.last4 } : {}),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(t)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: t.userId, set: values })
        .returning();
      return row!;
    },

    async delete(userId: string): Promise<boolean> {
      const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ userId: t.userId });
      return rows.length > 0;
    },
  };
}
