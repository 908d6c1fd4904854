import { buildApp } from './app.ts';
import { runProcess } from './lifecycle.ts';
import { startRuntime } from './runtime.ts';

// The web process: API and SPA on one port, plus the workers unless RUN_WORKERS=false
// (worker.ts is the workers-only entry point).
runProcess(async (config, logger) => {
  const runtime = await startRuntime(config, { workers: config.RUN_WORKERS, logger });
  const app = await buildApp(runtime.ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Reelforge is running at http://localhost:${config.PORT}`);
  return {
    async stop() {
      await app.close();
      await runtime.stop();
    },
  };
});
