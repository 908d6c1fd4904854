import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';

const workerOnly = process.argv.includes('--worker');

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const runtime = await startRuntime(config, {
    workers: workerOnly || config.RUN_WORKERS,
    logger: log,
  });
  const app = workerOnly ? null : await buildApp(runtime.ctx);
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    log.info(`Reelforge is running at http://localhost:${config.PORT}`);
  } else {
    log.info('Reelforge worker is running');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing requests and jobs, then stopping`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await app?.close();
      await runtime.stop();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
