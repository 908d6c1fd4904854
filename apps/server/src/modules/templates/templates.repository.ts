import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { templateLikes, templates } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { first } from '../../db/first.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateInsert = typeof templates.$inferInsert;
/** A row as one user sees it: whether they liked it. */
export type TemplateView = TemplateRow & { likedByMe: boolean };

const visibleTo = (userId: string) => or(eq(templates.userId, userId), eq(templates.isPublic, true));
const likedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${templateLikes} where ${templateLikes.templateId} = ${templates.id} and ${templateLikes.userId} = ${userId})`;

export function templatesRepository(db: Db) {
  /** likes is always the number of like rows: recounted in the same transaction as each change. */
  async function recount(tx: Pick<Db, 'update'>, id: string) {
    const [row] = await tx
      .update(templates)
      .set({ likes: sql`(select count(*)::int from ${templateLikes} where ${templateLikes.templateId} = ${id})` })
      .where(eq(templates.id, id))
      .returning({ likes: templates.likes });
    return row?.likes ?? 0;
  }

  return {
    /** The user's own templates, newest first. */
    listOwned: (userId: string) =>
      db.select().from(templates).where(eq(templates.userId, userId)).orderBy(desc(templates.createdAt)),
    /** Just these of the user's own templates (the library's page). */
    listOwnedByIds: (userId: string, ids: string[]) =>
      ids.length ? db.select().from(templates).where(and(eq(templates.userId, userId), inArray(templates.id, ids))) : Promise.resolve([]),
    /** What the user may see: their own and everyone's public ones. */
    listVisible: (userId: string) =>
      db.select().from(templates).where(visibleTo(userId)).orderBy(desc(templates.createdAt)),
    /**
     * Visible templates with the user's likes, newest first, one page (limit + 1, see toPage):
     * the keyset is (created_at, id), as for every paged list.
     */
    async listViews(userId: string, limit: number, after: Cursor | null): Promise<(TemplateView & { cursorAt: string })[]> {
      return db
        .select({ row: templates, likedByMe: likedBy(userId), cursorAt: sql<string>`${templates.createdAt}::text` })
        .from(templates)
        .where(
          and(
            visibleTo(userId),
            after ? sql`(${templates.createdAt}, ${templates.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(templates.createdAt), desc(templates.id))
        .limit(limit + 1)
        .then((rows) => rows.map((r) => ({ ...r.row, likedByMe: r.likedByMe, cursorAt: r.cursorAt })));
    },
    async findView(userId: string, id: string): Promise<TemplateView | null> {
      if (!isUuid(id)) return null;
      const [r] = await db
        .select({ row: templates, likedByMe: likedBy(userId) })
        .from(templates)
        .where(and(eq(templates.id, id), visibleTo(userId)))
        .limit(1);
      return r ? { ...r.row, likedByMe: r.likedByMe } : null;
    },
    findById: async (id: string) => (isUuid(id) ? first(db.select().from(templates).where(eq(templates.id, id)).limit(1)) : null),
    insert: async (values: TemplateInsert) => (await first(db.insert(templates).values(values).returning()))!,
    /** Only the owner's own, never a starter (starters have no owner). */
    update: async (userId: string, id: string, values: Partial<TemplateInsert>) =>
      isUuid(id)
        ? first(
            db
              .update(templates)
              .set({ ...values, updatedAt: new Date() })
              .where(and(eq(templates.id, id), eq(templates.userId, userId)))
              .returning(),
          )
        : null,
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .delete(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)))
        .returning();
      return row ?? null;
    },
    /** False when this user already liked it (the primary key refuses a second row). */
    like: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        const added = await tx.insert(templateLikes).values({ templateId: id, userId }).onConflictDoNothing().returning();
        if (added.length === 0) return null;
        return recount(tx, id);
      }),
    unlike: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(templateLikes)
          .where(and(eq(templateLikes.templateId, id), eq(templateLikes.userId, userId)))
          .returning();
        if (removed.length === 0) return null;
        return recount(tx, id);
      }),
    /** One more video made from it; `by` for a batch. */
    async markUsed(id: string, by = 1) {
      await db
        .update(templates)
        .set({ usedCount: sql`${templates.usedCount} + ${by}` })
        .where(eq(templates.id, id));
    },
    /** The starter pack, written by key: new ones added, changed ones updated (likes and usage kept). */
    async upsertStarters(rows: (TemplateInsert & { starterKey: string })[]) {
      if (rows.length === 0) return;
      await db
        .insert(templates)
        .values(rows)
        .onConflictDoUpdate({
          target: templates.starterKey,
          set: Object.fromEntries(
            ['name', 'description', 'category', 'structure', 'tone', 'duration', 'platform', 'aspect', 'voice_id', 'caption_style', 'visual_source', 'music', 'presenter_layout', 'instructions'].map(
              (c) => [camel(c), sql.raw(`excluded.${c}`)],
            ),
          ),
          where: isNull(templates.userId),
        });
    },
  };
}

const camel = (column: string) => column.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
