import { useQuery } from '@tanstack/react-query';
import { videosQueryOptions } from '@/lib/queries/videos';

export function useVideos() {
  return useQuery(videosQueryOptions);
}
