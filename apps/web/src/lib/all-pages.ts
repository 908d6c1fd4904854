import { PAGE_LIMIT_MAX, type Page } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

/** Every page of a cursor-paged list, followed to the end (the most a page holds at a time). */
export async function allPages<T>(url: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await apiJson<Page<T>>(
      'GET',
      `${url}?limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
