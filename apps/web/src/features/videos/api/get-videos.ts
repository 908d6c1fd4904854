import { useInfiniteQuery } from '@tanstack/react-query';
import { videosQueryOptions } from '@/lib/queries/videos';

/** The loaded pages of the user's videos as one list; fetchNextPage loads more. */
export function useVideos() {
  return useInfiniteQuery(videosQueryOptions);
}
