import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { templates } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateInsert = typeof templates.$inferInsert;

export function templatesRepository(db: Db) {
  return {
    /** The user's own templates, newest first. */
    listOwned: (userId: string) =>
      db.select().from(templates).where(eq(templates.userId, userId)).orderBy(desc(templates.createdAt)),
    /** What the user may see (their own and everyone's public ones), newest first, one page (limit + 1, see toPage). */
    listVisible: (userId: string, limit: number, after: Cursor | null) =>
      db
        .select({ row: templates, cursorAt: sql<string>`${templates.createdAt}::text` })
        .from(templates)
        .where(
          and(
            or(eq(templates.userId, userId), eq(templates.isPublic, true)),
            after ? sql`(${templates.createdAt}, ${templates.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(templates.createdAt), desc(templates.id))
        .limit(limit + 1),
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
