import type { AppContext } from '../../context/index.ts';
import { postsRepository } from './posts.repository.ts';

/** The platforms with a publish of this user's in flight (social's connection status asks). */
export const publishingPlatforms = (ctx: AppContext, userId: string) => postsRepository(ctx.db).publishingPlatforms(userId);
