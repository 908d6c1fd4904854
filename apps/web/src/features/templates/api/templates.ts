import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchVideosRequest,
  BatchVideosResponse,
  CreateTemplateRecipe,
  TemplateDetail,
  TemplateFromVideo,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { libraryKeys } from '@/lib/queries/library';
import { templateKeys, templatesQueryOptions } from '@/lib/queries/templates';
import { videoKeys } from '@/lib/queries/videos';

export const useTemplates = (enabled = true) => useQuery({ ...templatesQueryOptions, enabled });

/** After a change the templates list (and the library view, which lists the user's own) is refetched. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.list, exact: true }),
      queryClient.invalidateQueries({ queryKey: libraryKeys.items }),
    ]);
}

export function useCreateTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateTemplateRecipe) => apiJson<TemplateDetail>('POST', '/api/templates', input),
    onSuccess: refresh,
  });
}

export function useSaveAsTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ videoId, ...input }: TemplateFromVideo & { videoId: string }) =>
      apiJson<TemplateDetail>('POST', `/api/videos/${encodeURIComponent(videoId)}/template`, input),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `/api/templates/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** Like or take the like back; the list shows the server's count. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: Pick<TemplateDetail, 'id' | 'likedByMe'>) =>
      apiJson<TemplateDetail>(t.likedByMe ? 'DELETE' : 'POST', `/api/templates/${encodeURIComponent(t.id)}/like`),
    onSuccess: (updated) =>
      queryClient.setQueryData<TemplateDetail[]>(templateKeys.list, (list) => list?.map((t) => (t.id === updated.id ? updated : t))),
  });
}

export function useBatchVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchVideosRequest) => apiJson<BatchVideosResponse>('POST', '/api/videos/batch', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: templateKeys.list, exact: true }),
      ]),
  });
}
