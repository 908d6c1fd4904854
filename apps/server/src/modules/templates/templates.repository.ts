import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateInsert = typeof templates.$inferInsert;

export function templatesRepository(db: Db) {
  return {
    /** The user's own templates, newest first. */
    listOwned: (userId: string) =>
      db.select().from(templates).where(eq(templates.userId, userId)).orderBy(desc(templates.createdAt)),
    /** What the user may see: their own and everyone's public ones. */
    listVisible: (userId: string) =>
      db
        .select()
        .from(templates)
        .where(or(eq(templates.userId, userId), eq(templates.isPublic, true)))
        .orderBy(desc(templates.createdAt)),
    async findById(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: TemplateInsert) {
      const [row] = await db.insert(templates).values(values).returning();
      return row!;
    },
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .delete(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
