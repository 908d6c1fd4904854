import { useQuery } from '@tanstack/react-query';
import { isPlayable, type Video } from '@reelforge/contracts';
import { VIDEOS_QUERY_KEY } from './keys';

/** Videos a post can publish: rendered and ready (or already published elsewhere). */
export const isPublishable = (v: Video) => isPlayable(v) && Boolean(v.videoUrl);

/** Spec section 7: the videos list retries twice. */
export function usePublishableVideos(enabled: boolean) {
  return useQuery<Video[], Error, Video[]>({
    queryKey: VIDEOS_QUERY_KEY,
    enabled,
    retry: 2,
    select: (videos) => videos.filter(isPublishable),
  });
}
