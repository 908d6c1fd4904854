import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../../apps/server/src/db/embedded.ts';

/**
 * A client on the e2e server's own database (scripts/e2e-server.mjs: `.data-e2e`), for the few
 * tests that must set state no product screen can (a premium plan, notifications). The cluster's
 * password is generated per data dir, so read it from there.
 */
export async function withE2eDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = path.resolve('.data-e2e');
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'pg.password'), 'utf8').trim();
  const port = Number(process.env.E2E_PG_PORT ?? '54390');
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir, port, 'reelforge', password) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
