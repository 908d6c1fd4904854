import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceSettingsResponseSchema, type TtsEngine } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { userQueryOptions } from './user';

export const voiceSettingsKeys = {
  settings: ['/api/settings/voice'] as const,
};

/** The user's default voice and preferred engine, and the engines this server offers. */
export const voiceSettingsQueryOptions = queryOptions({
  queryKey: voiceSettingsKeys.settings,
  queryFn: async () => voiceSettingsResponseSchema.parse(await apiJson('GET', voiceSettingsKeys.settings[0])),
  staleTime: 0,
});

/**
 * The engine that narrates this user's videos, so voice names match it (eSpeak's are "Basic,
 * offline"). Until the settings load, the built-in one: a voice is never named better than it is.
 */
export function useNarrationEngine(): TtsEngine {
  // Signed out (the public avatar builder), there are no settings to ask for.
  const signedIn = Boolean(useQuery(userQueryOptions).data);
  return useQuery({ ...voiceSettingsQueryOptions, enabled: signedIn }).data?.activeEngine ?? 'espeak';
}
