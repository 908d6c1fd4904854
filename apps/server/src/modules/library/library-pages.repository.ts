import { LIBRARY_ITEM_TYPES, type LibraryItemType, type libraryQuerySchema } from '@reelforge/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';

// The library's page in SQL (issue 27 item 9): one UNION ALL over videos, templates and uploads
// with the contract's filters and order (filterLibrary/pageLibrary), each branch walking its own
// index from the cursor, so a page costs the same at 100 rows as at 100,000.

type ListQuery = z.output<typeof libraryQuerySchema>;
type Source = 'video' | 'template' | 'upload';

/** One row of a page: which table, which row, and where it sits in the order. */
export interface PageKey {
  src: Source;
  id: string;
  name: string;
  likes: number;
  views: number | null;
  createdAt: string;
  /** created_at at Postgres' precision (the ISO string keeps milliseconds only). */
  at: string;
}

/**
 * The cursor stays the contract's JSON (id, name, likes, views, createdAt) so cursors made before
 * still page; `at` is added for microsecond-exact ties and is optional.
 */
// Every field reaches SQL as a parameter: anything Postgres would refuse (NUL, an int out of
// range, a date it cannot read) is a bad cursor here, not a 500 there.
const noNul = (s: string) => !s.includes('\0');
const counter = z.number().int().min(-1).max(2_147_483_647);
const pgTime = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d{1,6})?)([+-]\d\d)(?::?(\d\d))?$/;
const readablePgTime = (s: string) => {
  const m = pgTime.exec(s);
  return Boolean(m) && !Number.isNaN(Date.parse(`${m![1]}T${m![2]}${m![3]}:${m![4] ?? '00'}`));
};
const cursorSchema = z.object({
  id: z.string().refine(isUuid),
  name: z.string().max(1000).refine(noNul),
  likes: counter,
  views: counter.nullable(),
  createdAt: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)))
    .transform((s) => new Date(s).toISOString()),
  at: z.string().refine(readablePgTime).optional(),
});
type Cursor = z.infer<typeof cursorSchema>;

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
export function encodeCursor(k: PageKey): string {
  return b64url(
    JSON.stringify({ id: k.id, name: k.name, likes: k.likes, views: k.views, createdAt: k.createdAt, at: k.at }),
  );
}
export function decodeCursor(cursor: string): Cursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Matches counted exactly per source; more than this and the total is the planner's estimate. */
export const TOTAL_EXACT = 1000;

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Branch {
  src: Source;
  table: SQL;
  name: SQL;
  views: SQL;
  /** Extra conditions from the filters; null drops the branch. */
  where: SQL[] | null;
}

function branches(userId: string, q: ListQuery): Branch[] {
  const pattern = q.search ? likePattern(q.search.trim()) : null;
  const fav = (id: SQL) =>
    sql`exists (select 1 from library_favorites f where f.user_id = ${userId} and f.item_id = ${id})`;
  const video: SQL[] | null = (q.type === 'all' || q.type === 'video') && q.category === 'all' ? [] : null;
  if (video && pattern)
    video.push(
      // The joined text is what the trigram index holds (migration 0025): it finds the candidates fast.
      sql`(t.title || ' ' || coalesce(t.description, '') || ' ' || library_words(t.platforms)) ilike ${pattern}`,
      sql`(t.title ilike ${pattern} or t.description ilike ${pattern} or exists (select 1 from unnest(t.platforms) p where p ilike ${pattern}))`,
    );
  if (video && q.favorites) video.push(fav(sql`t.id`));
  const template: SQL[] | null = q.type === 'all' || q.type === 'template' ? [] : null;
  if (template && q.category !== 'all') template.push(sql`t.category = ${q.category}`);
  if (template && pattern)
    template.push(
      sql`(t.name || ' ' || coalesce(t.description, '') || ' ' || t.category) ilike ${pattern}`,
      sql`(t.name ilike ${pattern} or t.description ilike ${pattern} or t.category ilike ${pattern})`,
    );
  if (template && q.favorites) template.push(fav(sql`t.id`));
  const upload: SQL[] | null = q.type === 'template' ? null : [];
  if (upload && q.type !== 'all') upload.push(sql`t.type = ${q.type}`);
  if (upload && q.category !== 'all') upload.push(sql`t.category = ${q.category}`);
  if (upload && pattern)
    upload.push(
      sql`(t.name || ' ' || coalesce(t.description, '') || ' ' || library_words(t.tags)) ilike ${pattern}`,
      sql`(t.name ilike ${pattern} or t.description ilike ${pattern} or exists (select 1 from unnest(t.tags) g where g ilike ${pattern}))`,
    );
  if (upload && q.favorites) upload.push(sql`t.is_favorite`);
  return [
    { src: 'video', table: sql`videos`, name: sql`t.title`, views: sql`t.views`, where: video },
    { src: 'template', table: sql`templates`, name: sql`t.name`, views: sql`null::integer`, where: template },
    { src: 'upload', table: sql`library_items`, name: sql`t.name`, views: sql`t.views`, where: upload },
  ];
}

const byName = (name: SQL) => sql`(${name} collate "library_name")`;

/**
 * Rows strictly after the cursor in the sort's order (key, then newest first, then id), led by a
 * plain bound on the key that the branch's index seeks to.
 */
function afterCursor(sort: ListQuery['sort'], b: Branch, c: Cursor): SQL {
  const at = sql`${c.at ?? c.createdAt}::timestamptz`;
  const tie = sql`(t.created_at < ${at} or (t.created_at = ${at} and t.id > ${c.id}::uuid))`;
  if (sort === 'recent') return sql`t.created_at <= ${at} and ${tie}`;
  if (sort === 'name') {
    const [key, value] = [byName(b.name), byName(sql`${c.name}::text`)];
    return sql`${key} >= ${value} and (${key} > ${value} or (${key} = ${value} and ${tie}))`;
  }
  if (sort === 'likes') return sql`t.likes <= ${c.likes} and (t.likes < ${c.likes} or (t.likes = ${c.likes} and ${tie}))`;
  // Templates count no views: they come after every counted item (the contract sorts them as -1).
  if (b.src === 'template') return c.views === null ? tie : sql`true`;
  if (c.views === null) return sql`false`;
  return sql`t.views <= ${c.views} and (t.views < ${c.views} or (t.views = ${c.views} and ${tie}))`;
}

/** The outer order: the sort's key, then newest first, then id (as the contract's orderIn). */
const ORDER: Record<ListQuery['sort'], SQL> = {
  recent: sql`created_at desc nulls last, id`,
  name: sql`k asc, created_at desc nulls last, id`,
  likes: sql`likes desc nulls last, created_at desc nulls last, id`,
  views: sql`views desc nulls last, created_at desc nulls last, id`,
};

export function libraryPages(db: Db) {
  return {
    /** limit + 1 keys in the contract's order after the cursor (the extra one says there is more). */
    async keys(userId: string, q: ListQuery, cursor: Cursor | null): Promise<PageKey[]> {
      // Each branch is ordered and limited on its own (its index, from the cursor, limit + 1
      // rows); the union then holds at most 3 * (limit + 1) rows to merge.
      const parts = branches(userId, q)
        .filter((b) => b.where)
        .map((b) => {
          const conds = [sql`t.user_id = ${userId}`, ...b.where!, ...(cursor ? [afterCursor(q.sort, b, cursor)] : [])];
          return sql`(select ${b.src}::text as src, t.id, ${b.name} as name, t.likes, ${b.views} as views, t.created_at${
            q.sort === 'name' ? sql`, ${byName(b.name)} as k` : sql``
          } from ${b.table} t where ${sql.join(conds, sql` and `)} order by ${ORDER[q.sort]} limit ${q.limit + 1})`;
        });
      if (!parts.length) return [];
      const result = await db.execute<{
        src: Source;
        id: string;
        name: string;
        likes: number;
        views: number | null;
        created_at: string;
        at: string;
      }>(
        sql`select src, id, name, likes, views, created_at, created_at::text as at from (${sql.join(parts, sql` union all `)}) u
          order by ${ORDER[q.sort]} limit ${q.limit + 1}`,
      );
      return result.rows.map((r) => ({
        src: r.src,
        id: r.id,
        name: r.name,
        likes: Number(r.likes),
        views: r.views === null ? null : Number(r.views),
        createdAt: new Date(r.created_at).toISOString(),
        at: r.at,
      }));
    },

    /**
     * How many items match the filters (all pages). Counted exactly up to TOTAL_EXACT per source;
     * beyond that the planner's estimate stands in, so a broad search costs what a page costs
     * rather than a pass over every match.
     */
    async total(userId: string, q: ListQuery): Promise<{ n: number; estimated: boolean }> {
      const wheres = branches(userId, q)
        .filter((b) => b.where)
        .map((b) => ({ table: b.table, where: sql.join([sql`t.user_id = ${userId}`, ...b.where!], sql` and `) }));
      if (!wheres.length) return { n: 0, estimated: false };
      const capped = wheres.map(
        (b, i) => sql`select ${i}::int as i, count(*) as n from (select 1 from ${b.table} t where ${b.where} limit ${TOTAL_EXACT + 1}) c`,
      );
      const counted = await db.execute<{ i: number; n: string }>(sql.join(capped, sql` union all `));
      let n = 0;
      let estimated = false;
      for (const row of counted.rows) {
        const exact = Number(row.n);
        if (exact <= TOTAL_EXACT) {
          n += exact;
          continue;
        }
        const b = wheres[row.i]!;
        const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
          sql`explain (format json) select 1 from ${b.table} t where ${b.where}`,
        );
        const rows = plan.rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0;
        n += Math.max(TOTAL_EXACT + 1, Math.round(rows));
        estimated = true;
      }
      return { n, estimated };
    },

    /**
     * Per type over everything the user has, and the bytes of every stored file: videos from the
     * totals the triggers keep (video_totals), templates and uploads from their indexes alone.
     */
    async summary(userId: string): Promise<{ counts: Record<LibraryItemType, number>; totalSize: number }> {
      const result = await db.execute<{ type: string; n: string; bytes: string | null }>(sql`
        select 'video' as type, coalesce(sum(videos), 0) as n, coalesce(sum(bytes), 0) as bytes from video_totals where user_id = ${userId}
        union all select 'template', count(*), 0 from templates where user_id = ${userId}
        union all select type, count(*), sum(size) from library_items where user_id = ${userId} group by type`);
      const counts = Object.fromEntries(LIBRARY_ITEM_TYPES.map((t) => [t, 0])) as Record<LibraryItemType, number>;
      let totalSize = 0;
      for (const row of result.rows) {
        if (row.type in counts) counts[row.type as LibraryItemType] += Number(row.n);
        totalSize += Number(row.bytes ?? 0);
      }
      return { counts, totalSize };
    },
  };
}
