import { eq } from 'drizzle-orm';
import type { TtsEngine, VoiceId } from '@reelforge/contracts';
import type { Db } from '../../db/client.ts';
import { userVoiceSettings } from '../../db/schema.ts';

export type VoiceSettingsRow = typeof userVoiceSettings.$inferSelect;
const t = userVoiceSettings;

export function voiceSettingsRepository(db: Pick<Db, 'select' | 'insert' | 'delete'>) {
  return {
    async find(userId: string): Promise<VoiceSettingsRow | null> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One row per user: saving again replaces it. */
    async upsert(v: { userId: string; voiceId: VoiceId; engine: TtsEngine }): Promise<VoiceSettingsRow> {
      const values = { voiceId: v.voiceId, engine: v.engine, updatedAt: new Date() };
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
