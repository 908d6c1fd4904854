import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LibraryCategoryFilter, LibraryResponse, LibrarySort, LibraryTypeFilter } from '@reelforge/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api';

export const libraryKeys = {
  items: ['/api/library'] as const,
  templates: ['/api/templates'] as const,
};

/** What the library page asks the server for (filtered, sorted and paged there). */
export interface LibraryListFilters {
  search: string;
  type: LibraryTypeFilter;
  category: LibraryCategoryFilter;
  sort: LibrarySort;
  favorites: boolean;
}

export const LIBRARY_PAGE_SIZE = 24;

export function libraryUrl(filters: LibraryListFilters, cursor?: string | null) {
  const q = new URLSearchParams({ type: filters.type, category: filters.category, sort: filters.sort, limit: String(LIBRARY_PAGE_SIZE) });
  if (filters.search.trim()) q.set('search', filters.search.trim());
  if (filters.favorites) q.set('favorites', 'true');
  if (cursor) q.set('cursor', cursor);
  return `/api/library?${q}`;
}

/**
 * The unified list of the user's videos, templates and uploads, a page at a time. It retries
 * twice like the lists it stands for (spec section 7), and is refetched on every visit: the
 * studio and the dashboard change videos and templates without knowing about this view.
 */
export const libraryQueryOptions = (filters: LibraryListFilters) =>
  infiniteQueryOptions({
    queryKey: [...libraryKeys.items, filters] as const,
    queryFn: ({ pageParam }) => apiJson<LibraryResponse>('GET', libraryUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    retry: (failures, error) => !isUnauthorizedError(error) && failures < 2,
  });
