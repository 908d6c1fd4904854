import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../adapters/queue/queue.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { TtsSettings } from '../adapters/tts/settings.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** Logs structured records (pino's interface; tests pass a silent one). */
export type Logger = FastifyBaseLogger;

/**
 * Everything a module needs from the outside world, built once in runtime.ts (or a test).
 * Interfaces, not libraries: the queue, storage and clock can be swapped without touching modules.
 */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  /** null only in processes that never queue work (none today; kept explicit for callers). */
  queue: JobQueue | null;
  logger: Logger;
  clock: Clock;
  /** Which voice engine speaks, with its credentials (decided once from config). */
  tts: TtsSettings;
}
