import { queryOptions } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX, type Page, type TemplateDetail } from '@reelforge/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api';

export const templateKeys = {
  /** The same key the library view knows templates by, so a change refreshes both. */
  list: ['/api/templates'] as const,
};

/**
 * Every page of the templates the user can use (the picker, the Content Library and Create many
 * show them all), starters first, then the most liked, then the newest.
 */
async function allTemplates(): Promise<TemplateDetail[]> {
  const all: TemplateDetail[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${templateKeys.list[0]}?limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page<TemplateDetail> = await apiJson<Page<TemplateDetail>>('GET', url);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all.sort((a, b) => Number(b.isStarter) - Number(a.isStarter) || b.likes - a.likes || b.createdAt.localeCompare(a.createdAt));
}

/** Templates the user can use: the starter pack, their own and everyone's public ones. Retries twice (spec section 7). */
export const templatesQueryOptions = queryOptions<TemplateDetail[]>({
  queryKey: templateKeys.list,
  queryFn: allTemplates,
  retry: (failures, error) => !isUnauthorizedError(error) && failures < 2,
});
