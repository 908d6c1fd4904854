import { queryOptions } from '@tanstack/react-query';
import { apiTokenSchema } from '@reelforge/contracts';
import { z } from 'zod';
import { apiJson } from '@/lib/api';

export const apiTokenKeys = {
  list: ['/api/tokens'] as const,
};

/** The user's personal API tokens (never the tokens themselves: those are shown once). */
export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokenKeys.list,
  queryFn: async () => z.array(apiTokenSchema).parse(await apiJson('GET', apiTokenKeys.list[0])),
  staleTime: 0,
});
