import type { AppContext } from '../../context/index.ts';
import { templatesRepository } from './templates.repository.ts';

/** The template rows the library shows among a creator's things (the table stays this module's). */
export function templateRecords(ctx: AppContext) {
  const repo = templatesRepository(ctx.db);
  return {
    /** The creator's own templates. */
    listOwned: (userId: string) => repo.listOwned(userId),
    listOwnedByIds: (userId: string, ids: string[]) => repo.listOwnedByIds(userId, ids),
    findById: (id: string) => repo.findById(id),
  };
}
