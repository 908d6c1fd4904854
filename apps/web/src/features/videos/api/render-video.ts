import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

/** Renders a saved video from its current title and script; 202 with the video, now generating. */
export const renderVideo = (id: string) => apiJson<Video>('POST', `/api/videos/${id}/render`);

export function useRenderVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renderVideo,
    onSuccess: (video) => {
      // The single video's query starts polling as soon as it reads 'generating'.
      queryClient.setQueryData(videoKeys.one(video.id), video);
      return queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true });
    },
  });
}
