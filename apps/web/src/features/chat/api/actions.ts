import type { ScheduledPost } from '@reelforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { postKeys } from '@/lib/queries/posts';

/** A reply's Retry button: the scheduler's own retry endpoint (only the failed platforms go again). */
export function useRetryPostFromChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ScheduledPost>('POST', `/api/scheduled-posts/${encodeURIComponent(id)}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.list }),
  });
}
