import pino from 'pino';
import { buildApp } from './app.ts';
import { createAppContext } from './composition.ts';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';

/**
 * The API document as the server serves it (`/api/docs/json`), built without a database: nothing
 * asks one while routes register, so the pool below is never connected. For tools that need the
 * document without starting the product (packages/api-client's `generate`).
 */
export async function openapiDocument(config: Config): Promise<Record<string, unknown>> {
  const { db, pool } = createDb('postgres://unused@127.0.0.1:1/unused', 1);
  const ctx = createAppContext(config, { db, queue: null, logger: pino({ level: 'silent' }) });
  const app = await buildApp(ctx, { logger: false, serveWeb: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await pool.end();
  }
}
