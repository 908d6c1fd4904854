import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { LocalStorage } from '../../src/adapters/storage/local.ts';
import { createAppContext } from '../../src/composition.ts';
import { loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import type { AppContext } from '../../src/context/index.ts';

/**
 * A throwaway work dir with its own embedded Postgres, for one benchmark run. The dir is made
 * traversable because Postgres runs as its own user when we are root; a Postgres that fails to
 * start leaves nothing behind.
 */
export async function benchDatabase(name: string) {
  const work = await mkdtemp(join(tmpdir(), `reelforge-bench-${name}-`));
  await chmod(work, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: join(work, 'pg'),
    port: 56000 + Math.floor(Math.random() * 4000),
    database: 'reelforge_bench',
  }).catch(async (err: unknown) => {
    await rm(work, { recursive: true, force: true });
    throw err;
  });
  return {
    work,
    pg,
    async stop() {
      await pg.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** The app's context over that database, as production builds it (no queue: routes only), quiet. */
export function benchContext(work: string, databaseUrl: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: databaseUrl,
    AUTH_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const { db, pool } = createDb(databaseUrl);
  const ctx: AppContext = createAppContext(
    config,
    { db, queue: null, logger: pino({ level: 'silent' }) },
    { storage: new LocalStorage(config.storageDir) },
  );
  return { config, db, pool, ctx };
}
