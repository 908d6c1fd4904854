import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it: embedded Postgres on a fresh data dir, then
// SIGINT. The process must exit 0 after Postgres shut down cleanly, and start again on the same data.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-life-'));
fs.chmodSync(dataDir, 0o755);
const port = 56000 + Math.floor(Math.random() * 3000);
const pgPort = port + 1;

function start(): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitHealthy(deadlineMs = 90_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/healthz`);
      if (res.ok) return res.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('process lifecycle', () => {
  it('starts on an empty data dir, stops cleanly on SIGINT, and starts again on the same data', async () => {
    for (let round = 0; round < 2; round++) {
      const { child, output } = start();
      expect(await waitHealthy()).toEqual({ status: 'ok', database: 'ok' });
      const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Round', lastName: 'Trip', email: `round${round}@example.com`, password: 'long enough pw' }),
      });
      expect(signup.status).toBe(201);
      const code = exited(child);
      child.kill('SIGINT');
      expect(await code, output()).toBe(0);
      expect(output()).toContain('stopped cleanly');
      const pgLog = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
      expect(pgLog.trimEnd().split('\n').at(-1)).toContain('database system is shut down');
    }
    // The second start saw the first round's account: the data survived the restart.
    const { child } = start();
    await waitHealthy();
    const dup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Round', lastName: 'Trip', email: 'round0@example.com', password: 'long enough pw' }),
    });
    expect(dup.status).toBe(409);
    const code = exited(child);
    child.kill('SIGTERM');
    expect(await code).toBe(0);
  }, 240_000);
});
