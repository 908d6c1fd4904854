import path from 'node:path';
import { bossQueue, createBoss, ensureQueues, startWorkers } from './adapters/queue/pg-boss.ts';
import type { Config } from './config.ts';
import { createAppContext } from './composition.ts';
import type { AppContext, Logger } from './context/index.ts';
import { createDb, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded.ts';
import { allJobs } from './jobs/index.ts';
import { startHeartbeat } from './modules/workers/index.ts';
import { prepareScratchDir } from './lib/scratch-dir.ts';

export interface Runtime {
  ctx: AppContext;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  workers: boolean;
  logger: Logger;
  /** Collaborators to use instead of the config's (tests: a fake clock, another storage, platforms). */
  overrides?: Partial<AppContext>;
  /** Database connections of this process (tests keep it small: many servers share one Postgres). */
  poolSize?: number;
  /** false: running jobs are abandoned at stop (tests), to be retried elsewhere; the default waits. */
  graceful?: boolean;
}

/**
 * Brings up what the API and the workers stand on: the database (embedded when DATABASE_URL is
 * unset), migrations, the job queue, the one app context and, when asked, the workers. Stops them
 * in reverse order. The web process, the worker process and the tests all start here.
 */
export async function startRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const { logger } = opts;
  let embedded: EmbeddedDb | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    logger.info(`starting embedded Postgres in ${path.join(config.dataDir, 'pg')}`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      database: 'reelforge',
    });
    url = embedded.url;
  }
  const { db, pool } = createDb(url, opts.poolSize);
  try {
    const leftovers = await prepareScratchDir(config.dataDir);
    if (leftovers.length) logger.info({ leftovers }, 'removed scratch files a previous run left in DATA_DIR/tmp');
    await runMigrations(db);
    const boss = createBoss(url);
    boss.on('error', (err) => logger.error({ err }, 'job queue error'));
    await boss.start();
    await ensureQueues(boss, allJobs);
    const shutdown = new AbortController();
    const ctx = createAppContext(config, { db, queue: bossQueue(boss), logger, shutdown: shutdown.signal }, opts.overrides);
    let stopHeartbeat = async () => {};
    if (opts.workers) {
      await startWorkers(ctx, boss, allJobs);
      stopHeartbeat = await startHeartbeat(ctx, allJobs.map((j) => j.name));
    }
    const graceful = opts.graceful ?? true;
    return {
      ctx,
      async stop() {
        // In-flight renders hand themselves back to the queue now (see the render runner).
        shutdown.abort();
        await stopHeartbeat();
        // Graceful: running jobs get time to finish; unfinished ones stay in the queue for retry.
        await boss.stop({ graceful, timeout: 20_000, close: true, wait: true });
        await pool.end();
        if (embedded) await embedded.stop();
      },
    };
  } catch (err) {
    // The start failed: release what was taken, and report the failure that matters (err).
    await pool.end().catch((e) => logger.warn({ err: e }, 'closing the database pool failed'));
    if (embedded) await embedded.stop().catch((e) => logger.warn({ err: e }, 'stopping embedded Postgres failed'));
    throw err;
  }
}
