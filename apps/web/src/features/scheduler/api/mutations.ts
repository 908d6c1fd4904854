import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePost, ScheduledPost, UpdatePost } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { postKeys, retryPost } from '@/lib/queries/posts';
import { socialKeys } from '@/lib/queries/social';

export { createPostSchema, updatePostSchema } from '@reelforge/contracts';

export const createPost = (input: CreatePost) => apiJson<ScheduledPost>('POST', '/api/scheduled-posts', input);
export const updatePost = ({ id, ...patch }: UpdatePost & { id: string }) =>
  apiJson<ScheduledPost>('PATCH', `/api/scheduled-posts/${encodeURIComponent(id)}`, patch);
export const deletePost = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/scheduled-posts/${encodeURIComponent(id)}`);

/**
 * After a change the list is refetched (spec section 7), with the Platform Status a publish
 * changes; the changed post is put in place (or dropped) first, so the screen follows at once.
 */
function usePostsCache() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.list, exact: true }),
      queryClient.invalidateQueries({ queryKey: socialKeys.status, exact: true }),
    ]);
  return {
    saved: (post: ScheduledPost) => {
      queryClient.setQueryData<ScheduledPost[]>(postKeys.list, (list) =>
        list
          ? list.some((p) => p.id === post.id)
            ? list.map((p) => (p.id === post.id ? post : p))
            : [...list, post]
          : list,
      );
      return refresh();
    },
    deleted: (_res: unknown, id: string) => {
      queryClient.setQueryData<ScheduledPost[]>(postKeys.list, (list) => list?.filter((p) => p.id !== id));
      return refresh();
    },
  };
}

export const useCreatePost = () => useMutation({ mutationFn: createPost, onSuccess: usePostsCache().saved });
export const useUpdatePost = () => useMutation({ mutationFn: updatePost, onSuccess: usePostsCache().saved });
export const useRetryPost = () => useMutation({ mutationFn: retryPost, onSuccess: usePostsCache().saved });
export const useDeletePost = () => useMutation({ mutationFn: deletePost, onSuccess: usePostsCache().deleted });
