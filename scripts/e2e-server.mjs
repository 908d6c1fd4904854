// Starts the product for browser tests on a fresh data dir and its own Postgres port.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopEmbeddedPostgres } from './pg-stop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data-e2e');
await stopEmbeddedPostgres(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54390',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
