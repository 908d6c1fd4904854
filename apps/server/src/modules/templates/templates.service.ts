import { LIBRARY_MESSAGES, type CreateTemplate, type PageParams, type Template } from '@reelforge/contracts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/pagination.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { templatesRepository, type TemplateRow } from './templates.repository.ts';

export function toTemplate(row: TemplateRow, userId: string): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    likes: row.likes,
    isPublic: row.isPublic,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    owned: row.userId === userId,
  };
}

export function templatesService(ctx: AppContext) {
  const repo = templatesRepository(ctx.db);
  return {
    list: async (user: UserRow, { limit, cursor }: PageParams) =>
      toPage(await repo.listVisible(user.id, limit, decodeCursor(cursor)), limit, (r) => ({ at: r.cursorAt, id: r.row.id }), (r) => toTemplate(r.row, user.id)),

    async create(user: UserRow, input: CreateTemplate) {
      const row = await repo.insert({
        userId: user.id,
        name: input.name,
        description: input.description ?? null,
        category: input.category ?? 'trending',
        isPublic: input.isPublic ?? false,
      });
      return toTemplate(row, user.id);
    },

    /** Only the maker deletes; someone else's public template is visible but not theirs to delete. */
    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (row) return;
      const other = await repo.findById(id);
      if (other?.isPublic) throw forbidden(LIBRARY_MESSAGES.notYourTemplate, 'not_owner');
      throw notFound(LIBRARY_MESSAGES.templateNotFound);
    },
  };
}
