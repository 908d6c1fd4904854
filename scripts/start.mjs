// `npm start`: builds what is missing or out of date, then runs the server (API + SPA, and the
// workers unless RUN_WORKERS=false). `--worker` runs only the workers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withNodeMalloc } from './malloc-tunables.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

function buildIfStale(name, output, sources) {
  const out = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  if (out && out.mtimeMs >= newestMtime(sources)) return;
  console.log(`building ${name}...`);
  const r = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale('@reelforge/web', 'apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src']);
buildIfStale('@reelforge/server', 'apps/server/dist/worker.js', ['apps/server/src', 'packages/contracts/src', 'packages/video-engine/src', 'packages/script-writer/src']);

const workerOnly = process.argv.includes('--worker');
const entry = workerOnly ? 'apps/server/dist/worker.js' : 'apps/server/dist/main.js';
// Its own process group, killed whole when it ends: a crashed worker leaves no ffmpeg behind.
const { ended } = supervise(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2).filter((a) => a !== '--worker')], {
  cwd: root,
  stdio: 'inherit',
  env: withNodeMalloc(),
});
const { code, signal } = await ended;
process.exit(code ?? (signal ? 1 : 0));
