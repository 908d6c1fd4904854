import { useQuery } from '@tanstack/react-query';
import { isPlayable, type Video } from '@reelforge/contracts';
import { videosQueryOptions } from '@/lib/queries/videos';

/** Videos a post can publish: rendered and ready (or already published elsewhere). */
export const isPublishable = (v: Video) => isPlayable(v) && Boolean(v.videoUrl);

/** The videos feature's list (same cache entry), filtered to what a post can publish. */
export function usePublishableVideos(enabled: boolean) {
  return useQuery({ ...videosQueryOptions, enabled, select: (videos) => videos.filter(isPublishable) });
}
