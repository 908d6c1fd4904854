import { queryOptions } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX, type Page, type PlatformRule, type ScheduledPost, type TiktokCreatorInfo } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const postKeys = {
  list: ['/api/scheduled-posts'] as const,
  platformRules: ['/api/scheduled-posts/platform-rules'] as const,
  tiktokCreatorInfo: ['/api/social-media/tiktok/creator-info'] as const,
};

/**
 * Every page of the user's posts, soonest first: the scheduler's stats, next-post card and
 * calendar need the whole schedule, so pages are followed to the end (100 at a time).
 */
async function allPosts(): Promise<ScheduledPost[]> {
  const posts: ScheduledPost[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${postKeys.list[0]}?limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page<ScheduledPost> = await apiJson<Page<ScheduledPost>>('GET', url);
    posts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return posts;
}

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
