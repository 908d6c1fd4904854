import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Page, VideoSummary } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const videoKeys = {
  list: ['/api/videos'] as const,
  one: (id: string) => ['/api/videos', id] as const,
  /** The public watch page's copy (no owner data). */
  public: (id: string) => ['/api/public/videos', id] as const,
};

/** Rows a page of the list asks for; the studio's Load more fetches the next ones. */
export const VIDEO_PAGE_SIZE = 50;

const pageUrl = (cursor: string | null) =>
  `/api/videos?limit=${VIDEO_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/**
 * Spec section 7: the videos list retries twice (everything else retries none) and is never
 * stale, except while a video in it is rendering: a screen opened later then asks again, so a
 * render that finished meanwhile doesn't show as generating. The list pages with the server's
 * cursor and holds lean rows (no scripts): the editor loads the one video it opens.
 */
export const videosQueryOptions = infiniteQueryOptions({
  queryKey: videoKeys.list,
  queryFn: ({ pageParam }) => apiJson<Page<VideoSummary>>('GET', pageUrl(pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  retry: 2,
  staleTime: (q) => (q.state.data?.pages.some((p) => p.items.some((v) => v.status === 'generating')) ? 0 : Infinity),
  select: (data) => data.pages.flatMap((p) => p.items),
});
