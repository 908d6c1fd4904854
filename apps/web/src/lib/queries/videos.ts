import { queryOptions } from '@tanstack/react-query';
import type { Video } from '@reelforge/contracts';

export const videoKeys = {
  list: ['/api/videos'] as const,
  one: (id: string) => ['/api/videos', id] as const,
  /** The public watch page's copy (no owner data). */
  public: (id: string) => ['/api/public/videos', id] as const,
};

/**
 * Spec section 7: the videos list retries twice (everything else retries none) and is never
 * stale, except while a video in it is rendering: a screen opened later then asks again, so a
 * render that finished meanwhile doesn't show as generating.
 */
export const videosQueryOptions = queryOptions<Video[]>({
  queryKey: videoKeys.list,
  retry: 2,
  staleTime: (q) => (q.state.data?.some((v) => v.status === 'generating') ? 0 : Infinity),
});
