import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { stopEmbeddedPostgres } from '../../../../scripts/pg-stop.mjs';
import { createDb, runMigrations } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import PgBoss from 'pg-boss';
import { BOSS_SCHEMA } from '../../src/adapters/queue/pg-boss.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

export const TEMPLATE_DB = 'rf_template';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One real Postgres for the whole run. Migrations (and pg-boss's schema) are applied once to a
 * template database; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // One dir per run, so concurrent runs never share a cluster; leftovers of killed runs are reaped.
  const base = path.resolve('.data-test');
  fs.mkdirSync(base, { recursive: true, mode: 0o755 });
  for (const dir of fs.readdirSync(base)) {
    const pid = Number(/^run-(\d+)-/.exec(dir)?.[1]);
    if (pid && !alive(pid)) {
      await stopEmbeddedPostgres(path.join(base, dir));
      fs.rmSync(path.join(base, dir), { recursive: true, force: true });
    }
  }
  const dataDir = path.join(base, `run-${process.pid}-${Date.now()}`);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const pg = await startEmbeddedPostgres({ dataDir, port, database: TEMPLATE_DB });

  const { db, pool } = createDb(pg.url, 2);
  await runMigrations(db);
  // pg-boss's own schema, installed from its construction plans (no queue timers in this process).
  await pool.query(PgBoss.getConstructionPlans(BOSS_SCHEMA));
  await pool.end();

  const admin = new URL(pg.url);
  admin.pathname = '/postgres';
  project.provide('pgAdminUrl', admin.href);
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
