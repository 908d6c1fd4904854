import { sql } from 'drizzle-orm';
import { BOSS_SCHEMA } from '../../adapters/queue/pg-boss.ts';
import type { Db } from '../../db/client.ts';

/** How many other renders of this user wait (not yet taken) in a lane: their place in the round-robin. */
export async function waitingRenders(db: Db, userId: string, lane: string, videoId: string): Promise<number> {
  const r = await db.execute(sql`
    select count(*)::int as n from ${sql.raw(BOSS_SCHEMA)}.job j
    join videos v on v.id::text = j.data->>'videoId'
    where j.name = ${lane} and j.state in ('created', 'retry') and v.user_id = ${userId} and v.id::text <> ${videoId}`);
  return (r.rows[0] as { n: number } | undefined)?.n ?? 0;
}

/**
 * Up to `slots` renders at a time per user, across every worker process: one of `slots`
 * session-level advisory locks, held
 * on its own connection for as long as the render runs. A worker that dies drops its connection,
 * and Postgres releases the lock with it, so no slot is ever left taken.
 * Returns the release function, or null when another render of this user holds the slot.
 */
export async function claimRenderSlot(
  db: Db,
  userId: string,
  slots = 1,
  onLost: (err: Error) => void = () => {},
): Promise<(() => Promise<void>) | null> {
  const client = await db.$client.connect();
  // A checked-out client's errors are its holder's to handle: unheard, a database restart (or its
  // shutdown) during a render would be an uncaught 'error' that kills the worker. The lock went
  // with the connection; the render carries on, and release() below copes with the broken client.
  client.on('error', onLost);
  let key: string | null = null;
  try {
    for (let slot = 0; slot < slots && !key; slot++) {
      // Slot 0 keeps the key it always had, so renders queued before an upgrade still exclude each other.
      const candidate = slot === 0 ? `render-user:${userId}` : `render-user:${userId}:${slot}`;
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [candidate]);
      if (rows[0]?.ok) key = candidate;
    }
    if (!key) {
      client.off('error', onLost);
      client.release();
      return null;
    }
  } catch (err) {
    client.off('error', onLost);
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  const held = key;
  return async () => {
    try {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [held]);
      client.off('error', onLost);
      client.release();
    } catch (err) {
      // Closing the connection releases the lock as surely as unlocking it.
      client.off('error', onLost);
      client.release(err instanceof Error ? err : true);
    }
  };
}
