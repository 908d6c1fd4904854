import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { LocalStorage } from '../../src/adapters/storage/local.ts';
import type { Storage } from '../../src/adapters/storage/storage.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Env } from '../../src/config.ts';
import { startRuntime } from '../../src/runtime.ts';
import type { AppContext } from '../../src/context/index.ts';
import { randomToken } from '../../src/lib/crypto.ts';

/** Tests log nothing (a test that wants to see logs passes its own logger). */
export const silentLogger = pino({ level: 'silent' });

/** The same server, another database (URLs may carry a unix socket in their query). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** A fresh database copied from the migrated template; dropped by the returned cleanup. */
export async function freshDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const name = `rf_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('templateDb')}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestEnv {
  databaseUrl: string;
  ctx: AppContext;
  /** ctx.storage (unless a test passed another driver), with the local driver's paths for tests that look at files. */
  files: LocalStorage;
  app: Awaited<ReturnType<typeof buildApp>>;
  dataDir: string;
  close(): Promise<void>;
}

/** A whole server on its own database and data dir; workers only when asked. */
export async function startTestServer(
  opts: { env?: Env; workers?: boolean; databaseUrl?: string; dataDir?: string; storage?: Storage; overrides?: Partial<AppContext> } = {},
): Promise<TestEnv> {
  const database = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await freshDatabase();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rf-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_RATE_LIMIT_MAX: '1000',
    // Never the developer's own Ollama: tests that want one start the fake and pass its URL.
    OLLAMA_URL: '',
    // Never the real Wikipedia: tests that want research start the MediaWiki fake and pass its URL.
    WIKIPEDIA_URL: '',
    // Tests change users behind the API's back (plans, quotas); session-cache.test.ts turns it on.
    SESSION_CACHE_MS: '0',
    ...opts.env,
  } as Record<string, string>);
  const files = new LocalStorage(config.storageDir);
  const runtime = await startRuntime(config, {
    workers: Boolean(opts.workers),
    logger: silentLogger,
    overrides: { storage: opts.storage ?? files, ...opts.overrides },
    poolSize: 5,
    graceful: false,
  });
  const ctx = runtime.ctx;
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  return {
    databaseUrl: database.url,
    ctx,
    files,
    app,
    dataDir,
    async close() {
      await app.close();
      await runtime.stop();
      await database.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
