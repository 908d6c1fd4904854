import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteVideoRequest, Video } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

export interface CompleteVideoResponse {
  videoId: string;
  script: string;
  video_url: string | null;
  thumbnail_url: string | null;
  video: Video;
}

/** Starts a render: the server answers 202 with the video as 'generating', then renders it as a job. */
export const completeVideo = (input: CompleteVideoRequest) =>
  apiJson<CompleteVideoResponse>('POST', '/api/deepagent/complete-video', input);

export function useCompleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeVideo,
    onSuccess: (res) => {
      queryClient.setQueryData(videoKeys.one(res.videoId), res.video);
      return queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true });
    },
  });
}
