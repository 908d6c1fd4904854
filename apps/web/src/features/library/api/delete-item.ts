import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { LIBRARY_QUERY_KEY } from './get-library';

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
        [LIBRARY_QUERY_KEY, ['/api/videos'], ['/api/templates'], ['/api/dashboard/stats'], ['/api/user/stats'], ['/api/analytics']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
