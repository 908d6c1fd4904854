import { queryOptions } from '@tanstack/react-query';
import type { TemplateDetail } from '@reelforge/contracts';
import { isUnauthorizedError } from '@/lib/api';

export const templateKeys = {
  /** The same key the library view knows templates by, so a change refreshes both. */
  list: ['/api/templates'] as const,
};

/** Templates the user can use: the starter pack, their own and everyone's public ones. Retries twice (spec section 7). */
export const templatesQueryOptions = queryOptions<TemplateDetail[]>({
  queryKey: templateKeys.list,
  retry: (failures, error) => !isUnauthorizedError(error) && failures < 2,
});
