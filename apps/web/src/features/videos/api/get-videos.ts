import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@reelforge/contracts';
import { VIDEOS_QUERY_KEY } from './keys';

/**
 * Spec section 7: the videos list retries twice (everything else retries none) and is never
 * stale, except while a video in it is rendering: a screen opened later then asks again, so a
 * render that finished meanwhile doesn't show as generating.
 */
export const videosQueryOptions = queryOptions<Video[]>({
  queryKey: VIDEOS_QUERY_KEY,
  retry: 2,
  staleTime: (q) => (q.state.data?.some((v) => v.status === 'generating') ? 0 : Infinity),
});

export function useVideos() {
  return useQuery(videosQueryOptions);
}
