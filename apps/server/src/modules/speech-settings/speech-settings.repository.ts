import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSpeechSettings } from '../../db/schema.ts';

export type SpeechSettingsRow = typeof userSpeechSettings.$inferSelect;
const t = userSpeechSettings;

export function speechSettingsRepository(db: Pick<Db, 'select' | 'insert' | 'delete'>) {
  return {
    async find(userId: string): Promise<SpeechSettingsRow | null> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One row per user: saving again replaces it. */
    async upsert(v: Omit<SpeechSettingsRow, 'updatedAt'>): Promise<SpeechSettingsRow> {
      const { userId, ...rest } = v;
      const values = { ...rest, updatedAt: new Date() };
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
