import { queryOptions } from '@tanstack/react-query';
import type { TemplateDetail } from '@reelforge/contracts';
import { isUnauthorizedError } from '@/lib/api';
import { allPages } from '@/lib/all-pages';

export const templateKeys = {
  /** The same key the library view knows templates by, so a change refreshes both. */
  list: ['/api/templates'] as const,
};

/**
 * Every page of the templates the user can use (the picker, the Content Library and Create many
 * show them all), starters first, then the most liked, then the newest.
 */
async function allTemplates(): Promise<TemplateDetail[]> {
  const all = await allPages<TemplateDetail>(templateKeys.list[0]);
  return all.sort((a, b) => Number(b.isStarter) - Number(a.isStarter) || b.likes - a.likes || b.createdAt.localeCompare(a.createdAt));
}

/** Templates the user can use: the starter pack, their own and everyone's public ones. Retries twice (spec section 7). */
export const templatesQueryOptions = queryOptions<TemplateDetail[]>({
  queryKey: templateKeys.list,
  queryFn: allTemplates,
  retry: (failures, error) => !isUnauthorizedError(error) && failures < 2,
});
