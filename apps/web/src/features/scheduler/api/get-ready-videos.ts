import { useInfiniteQuery } from '@tanstack/react-query';
import { isPlayable, type VideoSummary } from '@reelforge/contracts';
import { videosQueryOptions } from '@/lib/queries/videos';

/** Videos a post can publish: rendered and ready (or already published elsewhere). */
export const isPublishable = (v: VideoSummary) => isPlayable(v) && Boolean(v.videoUrl);

/** The videos feature's list (same cache entry), filtered to what a post can publish. */
export function usePublishableVideos(enabled: boolean) {
  return useInfiniteQuery({
    ...videosQueryOptions,
    enabled,
    select: (data) => data.pages.flatMap((p) => p.items).filter(isPublishable),
  });
}
