import { eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workerHeartbeats } from '../../db/schema.ts';

export function heartbeatRepository(db: Db) {
  return {
    async beat(values: { id: string; host: string; pid: number; queues: string[] }, at: Date) {
      await db
        .insert(workerHeartbeats)
        .values({ ...values, lastSeenAt: at })
        .onConflictDoUpdate({ target: workerHeartbeats.id, set: { lastSeenAt: at } });
    },
    async remove(id: string) {
      await db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, id));
    },
    seenSince: (since: Date) => db.select().from(workerHeartbeats).where(gt(workerHeartbeats.lastSeenAt, since)),
  };
}
