import { isRecord, str } from '../kit/answer.ts';
import { countOf, MetricsError } from '../metrics/types.ts';

/**
 * An insights answer ({data:[{name, values:[{value}]} | {name, total_value:{value}}]}) as
 * name -> count. Instagram, Facebook and Threads insights share this shape.
 */
export function insights(data: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of Array.isArray(data) ? data : []) {
    if (!isRecord(m)) continue;
    const name = str(m.name);
    const v = countOf(
      isRecord(m.total_value)
        ? m.total_value.value
        : Array.isArray(m.values) && isRecord(m.values[0])
          ? m.values[0].value
          : undefined,
    );
    if (name && v !== undefined) out.set(name, v);
  }
  return out;
}

/**
 * A call where a missing object or metric (code 100, HTTP 400: a deleted post, a metric the media
 * has not got) means "no data for this post", not a failed sync.
 */
export async function unlessMissing<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof MetricsError && err.status === 400) return null;
    throw err;
  }
}
