import { runProcess } from './lifecycle.ts';
import { startRuntime } from './runtime.ts';

// Workers only (`npm run worker`): the scale-out entry point. Any number of these can share one
// Postgres (and storage); pg-boss hands each job to exactly one of them.
runProcess(async (config, logger) => {
  const runtime = await startRuntime(config, { workers: true, logger });
  logger.info('Reelforge worker is running');
  return runtime;
});
