import type { AppContext } from '../../context/index.ts';
import type { RenderFeeds } from '../videos/index.ts';
import { libraryRepository } from './library.repository.ts';

/** The creator's uploads as a render reads them (wired into the render's feeds by jobs/). */
export const libraryMedia: RenderFeeds['library'] = {
  listOwned: (ctx: AppContext, userId: string) => libraryRepository(ctx.db).listOwned(userId),
  findOwned: async (ctx: AppContext, userId: string, itemId: string) => (await libraryRepository(ctx.db).findOwned(userId, itemId)) ?? null,
};
