import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@reelforge/contracts';
import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics';
import { ApiError } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

const RENDERING_POLL_MS = 1000;
const QUEUED_POLL_MS = 2000;

/** Renders already counted, so two views following the same render send one event. */
const counted = new Set<string>();

/**
 * One video, followed while it renders. This is the one place the app polls: a render is a
 * server job whose stage and percent change every second. The list is refetched when it ends.
 */
export function useVideo(id: string | null, options: { initial?: Video } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery<Video>({
    queryKey: videoKeys.one(id ?? ''),
    enabled: Boolean(id),
    initialData: options.initial,
    // The list's copy may be stale while generating; fetch the live row straight away.
    initialDataUpdatedAt: 0,
    staleTime: (q) => (q.state.data?.status === 'generating' ? 0 : Infinity),
    refetchInterval: (q) => {
      const v = q.state.data;
      // Gone or signed out: stop. A passing network error keeps following the render.
      const code = q.state.error instanceof ApiError ? q.state.error.code : undefined;
      const gone = code === 'not_found' || code === 'unauthorized';
      if (!v || v.status !== 'generating' || gone) return false;
      return v.stage === 'queued' ? QUEUED_POLL_MS : RENDERING_POLL_MS;
    },
  });

  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'generating' && status && status !== 'generating') {
      void queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true });
      if (status === 'ready' && id && !counted.has(id)) {
        counted.add(id);
        trackEvent('video_created', 'video_studio');
        trackEvent('ai_model_used', 'video_generation', 'reelforge-video-engine');
      }
    }
    previous.current = status;
  }, [status, id, queryClient]);

  return query;
}
