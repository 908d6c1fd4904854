import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys, retryPost } from '@/lib/queries/posts';

/** A reply's Retry button: the scheduler's own retry endpoint (only the failed platforms go again). */
export function useRetryPostFromChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryPost,
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.list }),
  });
}
