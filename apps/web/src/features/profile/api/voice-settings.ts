import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  voiceSettingsResponseSchema,
  type VoiceSettingsResponse,
  type VoiceSettingsUpdate,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { agentKeys } from '@/lib/queries/agents';
import { voiceSettingsKeys, voiceSettingsQueryOptions } from '@/lib/queries/voice-settings';

const URL = voiceSettingsKeys.settings[0];

export const useVoiceSettings = () => useQuery(voiceSettingsQueryOptions);

/** Save and Reset answer the new state; the engine capabilities report for this user changed too. */
function useVoiceChange<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => voiceSettingsResponseSchema.parse(await send(input)),
    onSuccess: (next: VoiceSettingsResponse) => {
      queryClient.setQueryData(voiceSettingsKeys.settings, next);
      void queryClient.invalidateQueries({ queryKey: agentKeys.capabilities });
    },
  });
}

export const useSaveVoiceSettings = () => useVoiceChange((input: VoiceSettingsUpdate) => apiJson('PUT', URL, input));

export const useResetVoiceSettings = () => useVoiceChange(() => apiJson('DELETE', URL));
