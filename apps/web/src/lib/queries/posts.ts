import { queryOptions } from '@tanstack/react-query';
import type { ScheduledPost } from '@reelforge/contracts';

export const postKeys = { list: ['/api/scheduled-posts'] as const };

export const postsQueryOptions = queryOptions<ScheduledPost[]>({ queryKey: postKeys.list });
