import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createdApiTokenSchema, messageSchema, type CreateApiToken } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { apiTokenKeys, apiTokensQueryOptions } from '@/lib/queries/api-tokens';

const URL = apiTokenKeys.list[0];

export const useApiTokens = () => useQuery(apiTokensQueryOptions);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiToken) => createdApiTokenSchema.parse(await apiJson('POST', URL, input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => messageSchema.parse(await apiJson('DELETE', `${URL}/${encodeURIComponent(id)}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}
