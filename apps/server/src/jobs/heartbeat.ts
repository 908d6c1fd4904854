import os from 'node:os';
import { eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema.ts';
import { randomToken } from '../lib/crypto.ts';

const EVERY_MS = 15_000;
export const WORKER_ONLINE_WINDOW_MS = 45_000;

/** A worker process reports in every 15 s so health checks can see who is serving which queues. */
export async function startHeartbeat(db: Db, queues: string[]) {
  const id = `${os.hostname()}:${process.pid}:${randomToken(4)}`;
  const beat = () =>
    db
      .insert(workerHeartbeats)
      .values({ id, host: os.hostname(), pid: process.pid, queues })
      .onConflictDoUpdate({ target: workerHeartbeats.id, set: { lastSeenAt: new Date() } })
      .catch(() => {});
  await beat();
  const timer = setInterval(beat, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, id)).catch(() => {});
  };
}

export async function onlineWorkers(db: Db) {
  return db
    .select()
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.lastSeenAt, new Date(Date.now() - WORKER_ONLINE_WINDOW_MS)));
}
