import { queryOptions } from '@tanstack/react-query';
import { voiceSettingsResponseSchema } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const voiceSettingsKeys = {
  settings: ['/api/settings/voice'] as const,
};

/** The user's default voice and preferred engine, and the engines this server offers. */
export const voiceSettingsQueryOptions = queryOptions({
  queryKey: voiceSettingsKeys.settings,
  queryFn: async () => voiceSettingsResponseSchema.parse(await apiJson('GET', voiceSettingsKeys.settings[0])),
  staleTime: 0,
});
