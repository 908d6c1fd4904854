import { z } from 'zod';

/**
 * Every list endpoint pages with an opaque cursor: `?limit=` (1..100, default 50) and the
 * previous page's `nextCursor` as `?cursor=`. A page answers `{ items, nextCursor }`;
 * `nextCursor` is null on the last page. Cursors are keyset positions, so rows created or
 * deleted between requests neither repeat nor go missing from the pages still to come.
 */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

const badLimit = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: badLimit })
    .int(badLimit)
    .min(1, badLimit)
    .max(PAGE_LIMIT_MAX, badLimit)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.input<typeof pageQuerySchema>;
/** The parsed query a service receives. */
export type PageParams = z.output<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const PAGE_MESSAGES = { badCursor: 'This page link is out of date. Reload the list.', badLimit } as const;
