import os from 'node:os';
import type { AppContext } from '../../context/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { heartbeatRepository } from './heartbeat.repository.ts';

const EVERY_MS = 15_000;
export const WORKER_ONLINE_WINDOW_MS = 45_000;

/** A worker process reports in every 15 s so health checks can see who is serving which queues. */
export async function startHeartbeat(ctx: Pick<AppContext, 'db' | 'logger' | 'clock'>, queues: string[]) {
  const repo = heartbeatRepository(ctx.db);
  const id = `${os.hostname()}:${process.pid}:${randomToken(4)}`;
  // A missed beat is not fatal (the next one comes in 15 s), but it is worth a line in the log.
  const beat = () =>
    repo
      .beat({ id, host: os.hostname(), pid: process.pid, queues }, ctx.clock.now())
      .catch((err) => ctx.logger.warn({ err }, 'worker heartbeat not written'));
  await beat();
  const timer = setInterval(beat, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await repo.remove(id).catch((err) => ctx.logger.warn({ err }, 'worker heartbeat not removed'));
  };
}

/** Worker processes seen within the online window. */
export function onlineWorkers(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return heartbeatRepository(ctx.db).seenSince(new Date(ctx.clock.now().getTime() - WORKER_ONLINE_WINDOW_MS));
}
