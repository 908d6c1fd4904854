// Worker processes as the product scales out (README "Scaling out"): `src/worker.ts` run under
// scripts/supervise.mjs (what `npm run worker` does, minus the build), each with its own DATA_DIR,
// sharing one Postgres and an S3 bucket (a local s3rver). Used by tests and benchmarks alike, so
// nothing here imports vitest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../src/adapters/storage/s3.ts';
import type { AppContext } from '../../src/context/index.ts';
import { onlineWorkers } from '../../src/modules/workers/index.ts';
import { supervise } from '../../../../scripts/supervise.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A fixed key: every process of one installation shares TOKEN_ENCRYPTION_KEY (README). */
export const SHARED_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

export interface LocalS3 {
  /** The S3_* variables a process needs to use the bucket. */
  env: Record<string, string>;
  /** The same bucket as a Storage, for the test's own process. */
  storage: S3Storage;
  close(): Promise<void>;
}

/** An s3rver on a free port with one bucket, its files under `dir`. */
export async function startLocalS3(dir: string, bucket = 'renders'): Promise<LocalS3> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = new S3Storage({ bucket, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage,
    async close() {
      storage.destroy();
      await server.close();
    },
  };
}

export interface WorkerProcess {
  /** The worker's own process id (what it reports as a step's worker). */
  pid: number;
  dataDir: string;
  /** Where its stdout and stderr go. */
  logPath: string;
  /** kill -9 of the worker; the supervisor then kills what is left of its group (ffmpeg). */
  kill(): Promise<void>;
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>;
  exited(): boolean;
  log(): string;
}

export interface WorkerOptions {
  databaseUrl: string;
  /** Its own DATA_DIR (made if missing). */
  dataDir: string;
  env: Record<string, string>;
  /** Pins the process (and the ffmpeg it starts) to this CPU with taskset. */
  cpu?: number;
}

/** Starts one worker process (see `untilOnline` for when it serves its queues). */
export function spawnWorker(opts: WorkerOptions): WorkerProcess {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const logPath = path.join(path.dirname(opts.dataDir), `${path.basename(opts.dataDir)}.log`);
  const out = fs.openSync(logPath, 'a');
  const node = [process.execPath, '--import', 'tsx', 'apps/server/src/worker.ts'];
  // taskset execs node in its place: the pid is the worker's.
  const [command, ...args] = (opts.cpu === undefined ? node : ['taskset', '-c', String(opts.cpu), ...node]) as [string, ...string[]];
  const { child, ended } = supervise(command, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Never the developer's Ollama nor the real Wikipedia.
      OLLAMA_URL: '',
      WIKIPEDIA_URL: '',
      TOKEN_ENCRYPTION_KEY: SHARED_TOKEN_KEY,
      ...opts.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
    },
  });
  fs.closeSync(out);
  let done = false;
  void ended.then(() => (done = true));
  const pid = child.pid!;
  return {
    pid,
    dataDir: opts.dataDir,
    logPath,
    async kill() {
      if (!done) child.kill('SIGKILL');
      await ended;
    },
    async stop() {
      if (!done) child.kill('SIGTERM');
      await ended;
    },
    exited: () => done,
    log: () => fs.readFileSync(logPath, 'utf8'),
  };
}

/** What a worker left in its scratch space (DATA_DIR/tmp/run-<host>-<pid>/...): work dirs and files. */
export function scratchLeft(dataDir: string): string[] {
  const tmp = path.join(dataDir, 'tmp');
  if (!fs.existsSync(tmp)) return [];
  return fs.readdirSync(tmp).flatMap((run) => {
    const inner = path.join(tmp, run);
    return fs.statSync(inner).isDirectory() ? fs.readdirSync(inner).map((e) => `${run}/${e}`) : [run];
  });
}

/** The scratch folder of the process `pid` on this host (lib/scratch-dir.ts's naming). */
export const scratchOf = (dataDir: string, pid: number) =>
  path.join(dataDir, 'tmp', `run-${os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host'}-${pid}`);

/** Waits until every worker reported in (it serves its queues from then on); a worker that exits first fails it. */
export async function untilOnline(ctx: Pick<AppContext, 'db' | 'clock'>, workers: WorkerProcess[], timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const dead = workers.find((w) => w.exited());
    if (dead) throw new Error(`worker ${dead.pid} exited while starting:\n${dead.log().slice(-2000)}`);
    const online = new Set((await onlineWorkers(ctx)).map((w) => w.pid));
    if (workers.every((w) => online.has(w.pid))) return;
    if (Date.now() > until) throw new Error(`workers not online after ${timeoutMs} ms:\n${workers.map((w) => w.log().slice(-1000)).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
