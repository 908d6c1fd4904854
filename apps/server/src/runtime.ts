import path from 'node:path';
import { ttsSettings } from './adapters/tts/settings.ts';
import { bossQueue, createBoss, ensureQueues, startWorkers } from './adapters/queue/pg-boss.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import { createDb, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded.ts';
import { startHeartbeat } from './jobs/heartbeat.ts';
import { allJobs } from './jobs/index.ts';
import { abortRendersForShutdown } from './jobs/render-video.ts';
import { systemClock } from './lib/clock.ts';
import type { AppContext, Logger } from './lib/context.ts';

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
  opts: { workers: boolean; logger: Logger },
): Promise<Runtime> {
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
  const { db, pool } = createDb(url);
  try {
    await runMigrations(db);
    const boss = createBoss(url);
    boss.on('error', (err) => logger.error({ err }, 'job queue error'));
    await boss.start();
    await ensureQueues(boss, allJobs);
    const ctx: AppContext = {
      config,
      db,
      queue: bossQueue(boss),
      storage: createStorage(config),
      logger,
      clock: systemClock,
      tts: ttsSettings(config),
    };
    let stopHeartbeat = async () => {};
    if (opts.workers) {
      await startWorkers(ctx, boss, allJobs);
      stopHeartbeat = await startHeartbeat(ctx, allJobs.map((j) => j.name));
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
    // The start failed: release what was taken, and report the failure that matters (err).
    await pool.end().catch((e) => logger.warn({ err: e }, 'closing the database pool failed'));
    if (embedded) await embedded.stop().catch((e) => logger.warn({ err: e }, 'stopping embedded Postgres failed'));
    throw err;
  }
}
