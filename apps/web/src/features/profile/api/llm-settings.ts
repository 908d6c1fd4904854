import { useMutation, useQuery } from '@tanstack/react-query';
import {
  llmSettingsResponseSchema,
  llmTestResultSchema,
  type LlmSettingsUpdateParsed,
  type LlmTestRequest,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { agentKeys } from '@/lib/queries/agents';
import { setupKeys } from '@/lib/queries/setup';
import { llmSettingsKeys, llmSettingsQueryOptions } from '@/lib/queries/llm-settings';
import { useSettingsChange } from './use-settings-change';

const URL = llmSettingsKeys.settings[0];

export const useLlmSettings = () => useQuery(llmSettingsQueryOptions);

/** Save and Remove answer the new state; who writes scripts changed, so capabilities are asked again. */
const change = {
  parse: (raw: unknown) => llmSettingsResponseSchema.parse(raw),
  key: llmSettingsKeys.settings,
  refresh: [agentKeys.capabilities, agentKeys.health, setupKeys.status],
};

export const useSaveLlmSettings = () =>
  useSettingsChange(change, (input: LlmSettingsUpdateParsed) => apiJson('PUT', URL, input));

export const useRemoveLlmSettings = () => useSettingsChange(change, () => apiJson('DELETE', URL));

export const useTestLlmConnection = () =>
  useMutation({
    mutationFn: async (input: LlmTestRequest) => llmTestResultSchema.parse(await apiJson('POST', `${URL}/test`, input)),
  });
