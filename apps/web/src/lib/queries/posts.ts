import { queryOptions } from '@tanstack/react-query';
import type { PlatformRule, ScheduledPost } from '@reelforge/contracts';

export const postKeys = {
  list: ['/api/scheduled-posts'] as const,
  platformRules: ['/api/scheduled-posts/platform-rules'] as const,
};

export const postsQueryOptions = queryOptions<ScheduledPost[]>({ queryKey: postKeys.list });

/** The platforms' published video rules: they change with a deployment, not while the page is open. */
export const platformRulesQueryOptions = queryOptions<PlatformRule[]>({
  queryKey: postKeys.platformRules,
  staleTime: Infinity,
});
