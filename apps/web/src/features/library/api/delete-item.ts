import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { analyticsKeys } from '@/lib/queries/analytics';
import { dashboardKeys } from '@/lib/queries/dashboard';
import { libraryKeys } from '@/lib/queries/library';
import { userKeys } from '@/lib/queries/user';
import { videoKeys } from '@/lib/queries/videos';

/** Items are deleted where they live: a video through the videos API, a template through templates. */
export const deleteLibraryItem = (item: Pick<LibraryItem, 'id' | 'type'>) =>
  apiJson<{ message: string }>('DELETE', item.type === 'video' ? `/api/videos/${item.id}` : `/api/templates/${item.id}`);

export const isDeletable = (item: Pick<LibraryItem, 'type'>) => item.type === 'video' || item.type === 'template';

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
