import { useQuery } from '@tanstack/react-query';
import type { RenderSteps } from '@reelforge/contracts';
import { useEffect } from 'react';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

/** As often as the video itself is asked while it renders (get-video.ts): scenes settle every few seconds. */
const STEPS_POLL_MS = 1000;

export const renderStepsKey = (id: string) => [...videoKeys.one(id), 'render'] as const;

/**
 * The latest render's steps (GET /api/videos/{id}/render), followed while the video renders and
 * read once more when it ends, so the join shows. Empty when renders are not cached.
 */
export function useRenderSteps(id: string, generating: boolean) {
  const query = useQuery({
    queryKey: renderStepsKey(id),
    queryFn: () => apiJson<RenderSteps>('GET', `/api/videos/${id}/render`),
    staleTime: generating ? 0 : Infinity,
    refetchInterval: generating ? STEPS_POLL_MS : false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!generating) void refetch();
  }, [generating, refetch]);
  return query;
}
