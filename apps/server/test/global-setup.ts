import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import PgBoss from 'pg-boss';
import { BOSS_SCHEMA } from '../src/jobs/registry.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

export const TEMPLATE_DB = 'rf_template';

/**
 * One real Postgres for the whole run. Migrations (and pg-boss's schema) are applied once to a
 * template database; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.data-test');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = 55000 + Math.floor(Math.random() * 5000);
  const pg = await startEmbeddedPostgres({ dataDir, port, database: TEMPLATE_DB });

  const { db, pool } = createDb(pg.url, 2);
  await runMigrations(db);
  // pg-boss's own schema, installed from its construction plans (no queue timers in this process).
  await pool.query(PgBoss.getConstructionPlans(BOSS_SCHEMA));
  await pool.end();

  project.provide('pgAdminUrl', pg.url.replace(`/${TEMPLATE_DB}`, '/postgres'));
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
