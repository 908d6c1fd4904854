import { queryOptions } from '@tanstack/react-query';
import { type PinterestBoard, type PlatformRule, type ScheduledPost, type TiktokCreatorInfo } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { allPages } from '@/lib/all-pages';

export const postKeys = {
  list: ['/api/scheduled-posts'] as const,
  platformRules: ['/api/scheduled-posts/platform-rules'] as const,
  tiktokCreatorInfo: ['/api/social-media/tiktok/creator-info'] as const,
  pinterestBoards: ['/api/social-media/pinterest/boards'] as const,
};

/**
 * Every page of the user's posts, soonest first: the scheduler's stats, next-post card and
 * calendar need the whole schedule, so pages are followed to the end (100 at a time).
 */
const allPosts = () => allPages<ScheduledPost>(postKeys.list[0]);

/** Sends a failed post's failed platforms again (posted ones are never sent twice): the scheduler's Retry and PaulinaAI's. */
export const retryPost = (id: string) =>
  apiJson<ScheduledPost>('POST', `/api/scheduled-posts/${encodeURIComponent(id)}/retry`);

export const postsQueryOptions = queryOptions<ScheduledPost[]>({ queryKey: postKeys.list, queryFn: allPosts });

/** The platforms' published video rules: they change with a deployment, not while the page is open. */
export const platformRulesQueryOptions = queryOptions<PlatformRule[]>({
  queryKey: postKeys.platformRules,
  staleTime: Infinity,
});

/**
 * What TikTok lets the creator choose now (privacy levels, interactions). Read fresh for each form
 * (TikTok asks for it before every post), and not retried: a refusal is shown as TikTok said it.
 */
export const tiktokCreatorInfoQueryOptions = queryOptions<TiktokCreatorInfo>({
  queryKey: postKeys.tiktokCreatorInfo,
  staleTime: 60_000,
  retry: false,
});

/** The boards the creator's Pinterest account can pin to, for the board picker; a refusal is shown in Pinterest's words. */
export const pinterestBoardsQueryOptions = queryOptions<{ items: PinterestBoard[] }>({
  queryKey: postKeys.pinterestBoards,
  staleTime: 60_000,
  retry: false,
});
