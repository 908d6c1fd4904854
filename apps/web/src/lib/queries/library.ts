import { queryOptions } from '@tanstack/react-query';
import type { LibraryResponse } from '@reelforge/contracts';
import { isUnauthorizedError } from '@/lib/api';

export const libraryKeys = {
  items: ['/api/library'] as const,
  templates: ['/api/templates'] as const,
};

/**
 * The unified list of the user's videos and templates. It retries twice like the lists it
 * stands for (spec section 7), and is refetched on every visit: the studio and the dashboard
 * change videos and templates without knowing about this view.
 */
export const libraryQueryOptions = queryOptions<LibraryResponse>({
  queryKey: libraryKeys.items,
  staleTime: 0,
  retry: (failures, error) => !isUnauthorizedError(error) && failures < 2,
});
