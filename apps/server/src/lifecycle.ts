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
  // Run by scripts/supervise.mjs (npm start, npm run worker): its IPC channel closing means the
  // supervisor is gone, killed without passing a signal on; stop rather than run unwatched (once
  // started, so a half-started database is stopped properly too).
  let onSupervisorGone = () => {
    supervisorGone = true;
  };
  let supervisorGone = false;
  if (process.connected) process.on('disconnect', () => onSupervisorGone());
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
      onSupervisorGone = () => void shutdown('supervisor gone');
      if (supervisorGone) onSupervisorGone();
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
