import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandKitSchema, type BrandKit, type BrandKitUpdate } from '@reelforge/contracts';
import { apiJson, apiUpload } from '@/lib/api';
import { brandKitKeys, brandKitQueryOptions } from '@/lib/queries/brand-kit';

const URL = brandKitKeys.kit[0];

export const useBrandKit = () => useQuery(brandKitQueryOptions);

/** Every change answers the whole kit, which replaces the cached one. */
function useKitChange<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => brandKitSchema.parse(await send(input)),
    onSuccess: (next: BrandKit) => queryClient.setQueryData(brandKitKeys.kit, next),
  });
}

export const useSaveBrandKit = () => useKitChange((input: BrandKitUpdate) => apiJson('PUT', URL, input));

/** The logo goes up as its raw bytes; the server decides what it is by decoding it. */
export const useUploadLogo = () => useKitChange((file: File) => apiUpload('PUT', `${URL}/logo`, file));

export const useRemoveLogo = () => useKitChange(() => apiJson('DELETE', `${URL}/logo`));
