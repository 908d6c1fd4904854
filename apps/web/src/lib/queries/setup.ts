import { queryOptions } from '@tanstack/react-query';
import { setupStatusSchema } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const setupKeys = {
  status: ['/api/setup'] as const,
};

/** The dashboard's Studio setup card: what writes, speaks and shows for this creator. Settings changes refresh it. */
export const setupQueryOptions = queryOptions({
  queryKey: setupKeys.status,
  queryFn: async () => setupStatusSchema.parse(await apiJson('GET', setupKeys.status[0])),
  staleTime: 0,
});
