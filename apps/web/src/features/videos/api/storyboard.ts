import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { LibraryItem, LibraryResponse, Platform, StockSearchResponse, VideoAspect } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { storyboardKeys } from '@/lib/queries/storyboard';

export interface SearchFrame {
  aspect?: VideoAspect;
  platform?: Platform;
}

const stockSearch = (query: string, frame: SearchFrame, limit: number, enabled: boolean) => {
  const q = query.trim();
  return queryOptions({
    queryKey: storyboardKeys.search(q, `${frame.aspect ?? ''}|${frame.platform ?? ''}`, limit),
    queryFn: () => apiJson<StockSearchResponse>('POST', '/api/storyboard/search', { query: q, ...frame, limit }),
    enabled: enabled && q.length > 0,
    // A search's results stay the same for a while; the storyboard asks again on every scene.
    staleTime: 10 * 60_000,
  });
};

/** Stock pictures and clips for a query, signed by the server (only those can be picked). */
export function useStockSearch(query: string, frame: SearchFrame, opts: { limit?: number; enabled?: boolean } = {}) {
  return useQuery(stockSearch(query, frame, opts.limit ?? 12, opts.enabled ?? true));
}

/** One search per scene (null: that scene is not searched). */
export function useStockSearches(queries: (string | null)[], frame: SearchFrame, limit: number) {
  return useQueries({
    queries: queries.map((q, i) =>
      // Unsearched scenes each get their own idle key: one shared key is a duplicate query to TanStack.
      q === null ? stockSearch(`(unsearched scene ${i})`, frame, limit, false) : stockSearch(q, frame, limit, true),
    ),
  });
}

/** The creator's uploaded images and videos, newest first (made videos are not scene material). */
export function useLibraryVisuals(enabled: boolean) {
  return useQuery({
    queryKey: storyboardKeys.libraryVisuals,
    enabled,
    queryFn: async (): Promise<LibraryItem[]> => {
      const pages = await Promise.all(
        (['image', 'video'] as const).map((type) =>
          apiJson<LibraryResponse>('GET', `/api/library?type=${type}&sort=recent&limit=100`),
        ),
      );
      return pages
        .flatMap((p) => p.items)
        .filter((i) => i.origin === 'upload')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}
