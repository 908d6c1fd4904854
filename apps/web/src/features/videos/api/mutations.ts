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
  return {
    put: (video: Video) => queryClient.setQueryData(videoKeys.one(video.id), video),
    drop: (id: string) => queryClient.removeQueries({ queryKey: videoKeys.one(id), exact: true }),
    refreshList: () => queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
  };
}

export function useCreateVideo() {
  const cache = useVideosCache();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: (video) => {
      cache.put(video);
      return cache.refreshList();
    },
  });
}

export function useUpdateVideo() {
  const cache = useVideosCache();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: (video) => {
      cache.put(video);
      return cache.refreshList();
    },
  });
}

export function useDeleteVideo() {
  const cache = useVideosCache();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: (_data, id) => {
      cache.drop(id);
      return cache.refreshList();
    },
  });
}
