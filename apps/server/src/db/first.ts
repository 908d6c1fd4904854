/** The first row a query returned, or null: what a lookup by key means (most rows come back this way). */
export async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}
