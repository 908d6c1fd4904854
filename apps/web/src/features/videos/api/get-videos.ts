import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@reelforge/contracts';
import { VIDEOS_QUERY_KEY } from './keys';

/** Spec section 7: the videos list retries twice (everything else retries none). */
export const videosQueryOptions = queryOptions<Video[]>({ queryKey: VIDEOS_QUERY_KEY, retry: 2 });

export function useVideos() {
  return useQuery(videosQueryOptions);
}
