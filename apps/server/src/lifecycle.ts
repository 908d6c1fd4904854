import pino from 'pino';
import { loadConfig, type Config } from './config.ts';
import type { Logger } from './context/index.ts';

/** Shutdown waits this long for requests and jobs before giving up and exiting non-zero. */
const FORCE_EXIT_MS = 30_000;

/**
 * Runs an entry point (web or worker): config and logger first, then `start`, then a graceful
 * stop on SIGINT/SIGTERM (stop() finishes requests and jobs; Postgres stops last).
 */
export function runProcess(start: (config: Config, logger: Logger) => Promise<{ stop(): Promise<void> }>) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const logger = pino({ level: config.LOG_LEVEL });
  start(config, logger).then(
    (running) => {
      let stopping = false;
      const shutdown = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        logger.info(`${signal} received: finishing requests and jobs, then stopping`);
        const force = setTimeout(() => {
          logger.error('shutdown took too long; exiting');
          process.exit(1);
        }, FORCE_EXIT_MS);
        force.unref();
        try {
          await running.stop();
          logger.info('stopped cleanly');
          process.exit(0);
        } catch (err) {
          logger.error({ err }, 'error while stopping');
          process.exit(1);
        }
      };
      process.on('SIGINT', () => void shutdown('SIGINT'));
      process.on('SIGTERM', () => void shutdown('SIGTERM'));
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
