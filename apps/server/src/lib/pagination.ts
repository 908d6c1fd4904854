import { PAGE_MESSAGES, type Page } from '@reelforge/contracts';
import { badRequest } from './errors.ts';
import { isUuid } from './ids.ts';

/**
 * A keyset position: the sort timestamp as Postgres prints it (microseconds: a JS Date would drop
 * them and repeat or skip rows at the page edge) and the id that breaks ties.
 */
export interface Cursor {
  at: string;
  id: string;
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

/** Undefined stays "first page"; anything that isn't a cursor we made is a 400, never SQL. */
export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [at, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const valid = at && PG_TIMESTAMP.test(at) && !Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
  if (extra !== undefined || !valid || !id || !isUuid(id)) throw badRequest(PAGE_MESSAGES.badCursor, 'bad_cursor');
  return { at, id };
}

/**
 * Repositories fetch limit + 1 rows: the extra one only says whether another page exists, and the
 * last row kept is where the next page starts.
 */
export function toPage<R, T>(rows: R[], limit: number, position: (row: R) => Cursor, map: (row: R) => T): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { items: kept.map(map), nextCursor: rows.length > limit && last ? encodeCursor(position(last)) : null };
}
