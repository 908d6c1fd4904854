import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { libraryQueryOptions, type LibraryListFilters } from '@/lib/queries/library';

/** The library, filtered on the server; earlier results stay on screen while a new filter loads. */
export function useLibrary(filters: LibraryListFilters, enabled: boolean) {
  const query = useInfiniteQuery({ ...libraryQueryOptions(filters), enabled, placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((p) => p.items),
    /** Counts, total and size are the same on every page: the first one's are used. */
    summary: pages[0],
  };
}
