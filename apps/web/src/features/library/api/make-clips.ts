import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createClipsSchema, type ClipsAccepted } from '@reelforge/contracts';
import type { z } from 'zod';
import { apiJson } from '@/lib/api';
import { libraryKeys } from '@/lib/queries/library';
import { videoKeys } from '@/lib/queries/videos';

export { createClipsSchema };
export type MakeClipsRequest = z.infer<typeof createClipsSchema>;

/** Clips from a library video: new videos appear in the studio and the library as they render. */
export function useMakeClips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeClipsRequest) => apiJson<ClipsAccepted>('POST', '/api/clips', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: videoKeys.list });
      void queryClient.invalidateQueries({ queryKey: libraryKeys.items });
    },
  });
}
