import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avatar, SetDefaultAvatar } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { avatarKeys } from '@/lib/queries/avatars';

export const setDefaultAvatar = (id: string) =>
  apiJson<Avatar>('PATCH', `/api/avatars/${id}`, { isDefault: true } satisfies SetDefaultAvatar);
export const deleteAvatar = (id: string) => apiJson<{ message: string }>('DELETE', `/api/avatars/${id}`);

/** After a change the list is refetched: the server decides which avatar ends up the default. */
function useRefreshAvatars() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: avatarKeys.list, exact: true });
}

export function useSetDefaultAvatar() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAvatars();
  return useMutation({
    mutationFn: setDefaultAvatar,
    onSuccess: (updated) => {
      // Move the badge at once; the refetch confirms it.
      queryClient.setQueryData<Avatar[]>(avatarKeys.list, (list) =>
        list?.map((a) => ({ ...a, isDefault: a.id === updated.id })),
      );
      return refresh();
    },
  });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAvatars();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (_res, id) => {
      queryClient.setQueryData<Avatar[]>(avatarKeys.list, (list) => list?.filter((a) => a.id !== id));
      return refresh();
    },
  });
}
