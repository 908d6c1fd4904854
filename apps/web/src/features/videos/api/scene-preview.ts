import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/**
 * A small MP4 of one scene of the saved storyboard (POST .../scenes/{index}/preview, from 0),
 * rendered on the spot or found in the render cache.
 */
export async function fetchScenePreview({ videoId, index }: { videoId: string; index: number }): Promise<Blob> {
  const res = await apiRequest('POST', `/api/videos/${videoId}/storyboard/scenes/${index}/preview`);
  return res.blob();
}

export const useScenePreview = () => useMutation({ mutationFn: fetchScenePreview });
