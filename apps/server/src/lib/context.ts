import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { LocalStorage } from '../adapters/storage/local.ts';
import type { Db } from '../db/client.ts';

/** Everything a module needs from the outside world, built once in main.ts (or a test). */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  storage: LocalStorage;
  boss: PgBoss | null;
}
