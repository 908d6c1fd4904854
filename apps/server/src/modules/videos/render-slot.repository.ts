import type { Db } from '../../db/client.ts';

/**
 * One render at a time per user, across every worker process: a session-level advisory lock held
 * on its own connection for as long as the render runs. A worker that dies drops its connection,
 * and Postgres releases the lock with it, so no slot is ever left taken.
 * Returns the release function, or null when another render of this user holds the slot.
 */
export async function claimRenderSlot(db: Db, userId: string): Promise<(() => Promise<void>) | null> {
  const client = await db.$client.connect();
  const key = `render-user:${userId}`;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key]);
    if (!rows[0]?.ok) {
      client.release();
      return null;
    }
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      client.release();
    } catch (err) {
      // Closing the connection releases the lock as surely as unlocking it.
      client.release(err instanceof Error ? err : true);
    }
  };
}
