import path from 'node:path';
import { LocalStorage } from './adapters/storage/local.ts';
import type { Config } from './config.ts';
import { createDb, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded.ts';
import { startHeartbeat } from './jobs/heartbeat.ts';
import { allJobs } from './jobs/index.ts';
import { abortRendersForShutdown } from './jobs/render-video.ts';
import { createBoss, ensureQueues, startWorkers } from './jobs/registry.ts';
import type { AppContext } from './lib/context.ts';

export interface Runtime {
  ctx: AppContext;
  stop(): Promise<void>;
}

/**
 * Brings up what the API and the workers stand on: the database (embedded when DATABASE_URL is
 * unset), migrations, the job queue and, when asked, the workers. Stops them in reverse order.
 */
export async function startRuntime(
  config: Config,
  opts: { workers: boolean; log: (msg: string, extra?: object) => void },
): Promise<Runtime> {
  let embedded: EmbeddedDb | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    opts.log(`starting embedded Postgres in ${path.join(config.dataDir, 'pg')}`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      database: 'reelforge',
    });
    url = embedded.url;
  }
  const { db, pool } = createDb(url);
  try {
    await runMigrations(db);
    const boss = createBoss(url);
    boss.on('error', (err) => opts.log('job queue error', { err }));
    await boss.start();
    await ensureQueues(boss, allJobs);
    const ctx: AppContext = { config, db, pool, boss, storage: new LocalStorage(config.storageDir) };
    let stopHeartbeat = async () => {};
    if (opts.workers) {
      await startWorkers(ctx, boss, allJobs);
      stopHeartbeat = await startHeartbeat(db, allJobs.map((j) => j.name));
    }
    return {
      ctx,
      async stop() {
        abortRendersForShutdown();
        await stopHeartbeat();
        // Graceful: running jobs get time to finish; unfinished ones stay in the queue for retry.
        await boss.stop({ graceful: true, timeout: 20_000, close: true, wait: true });
        await pool.end();
        if (embedded) await embedded.stop();
      },
    };
  } catch (err) {
    await pool.end().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    throw err;
  }
}
