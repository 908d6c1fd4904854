import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Playwright stops the web server only after this teardown (and hard), while Postgres runs
// detached: so the product is asked to stop first (it finishes its jobs, then stops its own
// Postgres), and whatever Postgres is left is stopped here.
export default async function teardown() {
  const pidFile = '.data-e2e/server.pid';
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : NaN);
  if (Number.isInteger(pid) && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; waited < 30_000 && alive(pid); waited += 200) await sleep(200);
  }
  // @ts-expect-error plain ESM script without types
  const { stopEmbeddedPostgres } = await import('../scripts/pg-stop.mjs');
  await stopEmbeddedPostgres('.data-e2e');
}
