import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Storyboard } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { storyboardKeys } from '@/lib/queries/storyboard';
import { videoKeys } from '@/lib/queries/videos';

/** The video's saved storyboard, or the one its script renders with (every visual automatic). */
export function useVideoStoryboard(videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: storyboardKeys.one(videoId),
    queryFn: () => apiJson<Storyboard>('GET', `/api/videos/${videoId}/storyboard`),
    enabled,
    // Each opening reads what is saved now (a script edit re-fits the board), never a stale copy.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves the storyboard; the server sets the video's script to its words, so the video is refetched. */
export function useSaveStoryboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, storyboard }: { videoId: string; storyboard: Storyboard }) =>
      apiJson<Storyboard>('PUT', `/api/videos/${videoId}/storyboard`, storyboard),
    onSuccess: (saved, { videoId }) => {
      queryClient.setQueryData(storyboardKeys.one(videoId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.one(videoId), exact: true }),
        queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
      ]);
    },
  });
}
