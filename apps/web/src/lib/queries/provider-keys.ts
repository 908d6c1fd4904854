import { queryOptions } from '@tanstack/react-query';
import { mediaSettingsResponseSchema, speechSettingsResponseSchema } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const providerKeysKeys = {
  media: ['/api/settings/media'] as const,
  speech: ['/api/settings/speech'] as const,
};

/** The creator's own stock keys (never the keys: whether set, their last 4) and whether the server has its own. */
export const mediaSettingsQueryOptions = queryOptions({
  queryKey: providerKeysKeys.media,
  queryFn: async () => mediaSettingsResponseSchema.parse(await apiJson('GET', providerKeysKeys.media[0])),
  staleTime: 0,
});

/** The creator's own speech settings (never the key) and whose speech narrates now. */
export const speechSettingsQueryOptions = queryOptions({
  queryKey: providerKeysKeys.speech,
  queryFn: async () => speechSettingsResponseSchema.parse(await apiJson('GET', providerKeysKeys.speech[0])),
  staleTime: 0,
});
