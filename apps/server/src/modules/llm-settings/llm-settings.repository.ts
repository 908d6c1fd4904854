import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userLlmSettings } from '../../db/schema.ts';

export type LlmSettingsRow = typeof userLlmSettings.$inferSelect;
const t = userLlmSettings;

export function llmSettingsRepository(db: Pick<Db, 'select' | 'insert' | 'delete'>) {
  return {
    async find(userId: string): Promise<LlmSettingsRow | null> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One row per user: saving again replaces it. */
    async upsert(v: {
      userId: string;
      baseUrl: string;
      model: string;
      apiKeyEnc: string | null;
    }): Promise<LlmSettingsRow> {
      const values = { baseUrl: v.baseUrl, model: v.model, apiKeyEnc: v.apiKeyEnc, updatedAt: new Date() };
      const [row] = await db
        .insert(t)
        .values({ userId: v.userId, ...values })
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
