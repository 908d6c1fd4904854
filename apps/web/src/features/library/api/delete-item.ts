import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { analyticsKeys } from '@/lib/queries/analytics';
import { dashboardKeys } from '@/lib/queries/dashboard';
import { libraryKeys } from '@/lib/queries/library';
import { userKeys } from '@/lib/queries/user';
import { videoKeys } from '@/lib/queries/videos';

const DELETE_URL: Record<LibraryItem['origin'], (id: string) => string> = {
  video: (id) => `/api/videos/${id}`,
  template: (id) => `/api/templates/${id}`,
  upload: (id) => `/api/library/items/${id}`,
};

/** Items are deleted where they live: videos, templates and uploads each through their own API. */
export const deleteLibraryItem = (item: Pick<LibraryItem, 'id' | 'origin'>) =>
  apiJson<{ message: string }>('DELETE', DELETE_URL[item.origin](encodeURIComponent(item.id)));

export function useDeleteLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryItem,
    // Every list and figure the item counted in is refetched.
    onSuccess: () =>
      Promise.all(
        [libraryKeys.items, videoKeys.list, libraryKeys.templates, dashboardKeys.stats, userKeys.stats, analyticsKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
