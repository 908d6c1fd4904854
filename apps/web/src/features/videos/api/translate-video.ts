import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTranslations, TranslationsResponse } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';

export { createTranslationsSchema } from '@reelforge/contracts';

/** One draft video per language, translated now (201); each opens in the studio to review and render. */
export const translateVideo = ({ id, languages }: CreateTranslations & { id: string }) =>
  apiJson<TranslationsResponse>('POST', `/api/videos/${id}/translations`, { languages });

export function useTranslateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
  });
}
