import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVideo, UpdateVideo, Video } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

export { createVideoSchema, updateVideoSchema } from '@reelforge/contracts';

export const createVideo = (input: CreateVideo) => apiJson<Video>('POST', '/api/videos', input);
export const updateVideo = ({ id, ...patch }: UpdateVideo & { id: string }) =>
  apiJson<Video>('PATCH', `/api/videos/${id}`, patch);
export const deleteVideo = (id: string) => apiJson<{ message: string }>('DELETE', `/api/videos/${id}`);

/** After any change the list is refetched (spec section 7) and the single video is updated in place. */
function useVideosCache() {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true });
  return {
    saved: (video: Video) => {
      queryClient.setQueryData(videoKeys.one(video.id), video);
      return refreshList();
    },
    deleted: (_res: unknown, id: string) => {
      queryClient.removeQueries({ queryKey: videoKeys.one(id), exact: true });
      return refreshList();
    },
  };
}

export const useCreateVideo = () => useMutation({ mutationFn: createVideo, onSuccess: useVideosCache().saved });
export const useUpdateVideo = () => useMutation({ mutationFn: updateVideo, onSuccess: useVideosCache().saved });
export const useDeleteVideo = () => useMutation({ mutationFn: deleteVideo, onSuccess: useVideosCache().deleted });
