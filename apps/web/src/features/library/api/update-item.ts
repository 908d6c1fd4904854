import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem, UpdateLibraryItem } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { libraryKeys } from '@/lib/queries/library';

/** Only uploads are edited here (name, category, description, tags, favourite). */
export function useUpdateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateLibraryItem }) =>
      apiJson<LibraryItem>('PATCH', `/api/library/items/${encodeURIComponent(id)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.items }),
  });
}
