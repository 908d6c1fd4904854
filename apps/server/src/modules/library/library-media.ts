import type { AppContext } from '../../context/index.ts';
import type { RenderFeeds } from '../videos/index.ts';
import { libraryRepository } from './library.repository.ts';

/**
 * The creator's uploads as others read them: a render (wired into its feeds by jobs/) and the
 * storyboard, which offers them as scene pictures.
 */
export const libraryMedia: RenderFeeds['library'] & {
  findManyOwned(ctx: AppContext, userId: string, ids: string[]): ReturnType<ReturnType<typeof libraryRepository>['findManyOwned']>;
} = {
  listOwned: (ctx: AppContext, userId: string) => libraryRepository(ctx.db).listOwned(userId),
  findOwned: async (ctx: AppContext, userId: string, itemId: string) => (await libraryRepository(ctx.db).findOwned(userId, itemId)) ?? null,
  findManyOwned: (ctx: AppContext, userId: string, ids: string[]) => libraryRepository(ctx.db).findManyOwned(userId, ids),
};
