import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  llmSettingsResponseSchema,
  llmTestResultSchema,
  type LlmSettingsResponse,
  type LlmSettingsUpdateParsed,
  type LlmTestRequest,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { agentKeys } from '@/lib/queries/agents';
import { llmSettingsKeys, llmSettingsQueryOptions } from '@/lib/queries/llm-settings';

const URL = llmSettingsKeys.settings[0];

export const useLlmSettings = () => useQuery(llmSettingsQueryOptions);

/** Save and Remove answer the new state; who writes scripts changed, so capabilities are asked again. */
function useSettingsChange<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => llmSettingsResponseSchema.parse(await send(input)),
    onSuccess: (next: LlmSettingsResponse) => {
      queryClient.setQueryData(llmSettingsKeys.settings, next);
      void queryClient.invalidateQueries({ queryKey: agentKeys.capabilities });
      void queryClient.invalidateQueries({ queryKey: agentKeys.health });
    },
  });
}

export const useSaveLlmSettings = () =>
  useSettingsChange((input: LlmSettingsUpdateParsed) => apiJson('PUT', URL, input));

export const useRemoveLlmSettings = () => useSettingsChange(() => apiJson('DELETE', URL));

export const useTestLlmConnection = () =>
  useMutation({
    mutationFn: async (input: LlmTestRequest) => llmTestResultSchema.parse(await apiJson('POST', `${URL}/test`, input)),
  });
