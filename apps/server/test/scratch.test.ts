import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supervise } from '../../../scripts/supervise.mjs';
import { scratchDirOf } from '../src/lib/scratch-dir.ts';
import { freshDatabase, startTestServer } from './support/server.ts';
import { waitFor } from './support/wait.ts';

// After a crash (issue 27 item 5): kill -9 leaves upload spools and render work dirs, and the
// ffmpeg a render started. Scratch lives under DATA_DIR/tmp and is emptied at start; the
// supervisor (npm start / npm run worker) kills the dead server's process group.

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function put(file: string, text = 'left behind') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('scratch space after a crash', () => {
  it('leftovers in DATA_DIR/tmp are gone after a restart; a live process and another host keep theirs', async () => {
    const dataDir = tempDir('rf-scratch-');
    const tmp = path.join(dataDir, 'tmp');
    const host = path.basename(scratchDirOf(dataDir)).replace(/-\d+$/, ''); // run-<host>
    // A process that has ended: its pid is free (a dead worker's).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const live = spawn('sleep', ['600']);
    try {
      put(path.join(tmp, `${host}-${dead}`, 'render-v1-0', 'scene-0.mp4'));
      put(path.join(tmp, `${host}-${dead}`, 'uploads', 'spool'));
      // This very process before a restart (a container's worker comes back with the same pid).
      put(path.join(scratchDirOf(dataDir), 'uploads', 'half-an-upload'));
      // The layout before per-process folders.
      put(path.join(tmp, 'render-v2-1', 'music.m4a'));
      put(path.join(tmp, 'uploads', 'old-spool'));
      put(path.join(tmp, `${host}-${live.pid}`, 'render-v3-0', 'busy.mp4'));
      put(path.join(tmp, `run-some-other-host-${dead}`, 'render-v4-0', 'theirs.mp4'));

      const env = await startTestServer({ dataDir });
      try {
        expect(fs.readdirSync(tmp).sort()).toEqual([`${host}-${live.pid}`, `${host}-${process.pid}`, `run-some-other-host-${dead}`].sort());
        expect(fs.readdirSync(env.ctx.config.scratchDir)).toEqual([]);
        expect(env.ctx.config.scratchDir).toBe(path.join(tmp, `${host}-${process.pid}`));
      } finally {
        await env.close();
      }
    } finally {
      live.kill('SIGKILL');
    }
  });

  it('a server killed with SIGKILL takes the ffmpeg it started with it', async () => {
    const dir = tempDir('rf-group-');
    const pidFile = path.join(dir, 'ffmpeg.pid');
    // A stand-in for a worker mid-render: the engine's own runFfmpeg, encoding until stopped.
    const worker = `
      import fs from 'node:fs';
      import { runFfmpeg } from './packages/video-engine/src/ffmpeg/run.ts';
      void runFfmpeg('ffmpeg', ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5', '-f', 'null', '-'], {
        onSpawn: (pid) => fs.writeFileSync(${JSON.stringify(pidFile)}, String(pid)),
      });
      setInterval(() => {}, 1000);
    `;
    const { child, ended } = supervise(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', worker], { cwd: root, stdio: 'ignore' });
    const ffmpeg = await waitFor(async () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : null), 'ffmpeg to start', 60_000);
    expect(alive(ffmpeg)).toBe(true);

    child.kill('SIGKILL');
    expect(await ended).toEqual({ code: null, signal: 'SIGKILL' });
    await waitFor(async () => !alive(ffmpeg), 'the orphaned ffmpeg to be gone', 30_000, 100);
  });

  it('a worker whose supervisor is killed with SIGKILL stops too (no server left running unwatched)', async () => {
    const dir = tempDir('rf-orphan-');
    const database = await freshDatabase();
    const pidFile = path.join(dir, 'worker.pid');
    // npm run worker, in small: the supervisor runs the real worker entry, then is killed.
    const supervisor = `
      import fs from 'node:fs';
      import { supervise } from './scripts/supervise.mjs';
      const { child } = supervise(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], { stdio: 'ignore' });
      fs.writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', supervisor], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    try {
      const worker = await waitFor(async () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : null), 'the worker to start', 60_000);
      // Up and serving: its scratch folder exists once the runtime started.
      await waitFor(async () => fs.existsSync(path.join(dir, 'tmp')) && fs.readdirSync(path.join(dir, 'tmp')).length > 0, 'the worker runtime', 90_000);
      parent.kill('SIGKILL');
      await waitFor(async () => !alive(worker), 'the unwatched worker to stop', 60_000, 200);
    } finally {
      parent.kill('SIGKILL');
      await database.drop();
    }
  });
});
