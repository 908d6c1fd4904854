import { queryOptions } from '@tanstack/react-query';
import { llmSettingsResponseSchema } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const llmSettingsKeys = {
  settings: ['/api/settings/llm'] as const,
};

/** The user's own language model (never its key) and who writes their scripts now. */
export const llmSettingsQueryOptions = queryOptions({
  queryKey: llmSettingsKeys.settings,
  queryFn: async () => llmSettingsResponseSchema.parse(await apiJson('GET', llmSettingsKeys.settings[0])),
  staleTime: 0,
});
