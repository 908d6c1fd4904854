import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePost, ScheduledPost, UpdatePost } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { postKeys } from '@/lib/queries/posts';
import { socialKeys } from '@/lib/queries/social';

export { createPostSchema, updatePostSchema } from '@reelforge/contracts';

export const createPost = (input: CreatePost) => apiJson<ScheduledPost>('POST', '/api/scheduled-posts', input);
export const updatePost = ({ id, ...patch }: UpdatePost & { id: string }) =>
  apiJson<ScheduledPost>('PATCH', `/api/scheduled-posts/${encodeURIComponent(id)}`, patch);
export const deletePost = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/scheduled-posts/${encodeURIComponent(id)}`);

/** After a change the list is refetched (spec section 7); the changed post is put in place first. */
function usePostsCache() {
  const queryClient = useQueryClient();
  return {
    put: (post: ScheduledPost) =>
      queryClient.setQueryData<ScheduledPost[]>(postKeys.list, (list) =>
        list ? (list.some((p) => p.id === post.id) ? list.map((p) => (p.id === post.id ? post : p)) : [...list, post]) : list,
      ),
    drop: (id: string) =>
      queryClient.setQueryData<ScheduledPost[]>(postKeys.list, (list) => list?.filter((p) => p.id !== id)),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: socialKeys.status, exact: true }),
      ]),
  };
}

export function useCreatePost() {
  const cache = usePostsCache();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      cache.put(post);
      return cache.refresh();
    },
  });
}

export function useUpdatePost() {
  const cache = usePostsCache();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => {
      cache.put(post);
      return cache.refresh();
    },
  });
}

export function useDeletePost() {
  const cache = usePostsCache();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => {
      cache.drop(id);
      return cache.refresh();
    },
  });
}
