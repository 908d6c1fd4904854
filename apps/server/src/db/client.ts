import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof createDb>['db'];

export function createDb(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { pool, db };
}

export async function runMigrations(db: Db) {
  await migrate(db, { migrationsFolder: migrationsDir() });
}

/** Whether the database answers a trivial query (health checks). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
