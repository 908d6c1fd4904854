import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Scratch space (upload spools, render and publish work dirs) lives under DATA_DIR/tmp, one
 * folder per process: `run-<host>-<pid>`. Processes on other hosts may share DATA_DIR (storage on a
 * network disk), so each cleans only what is its own or provably dead.
 */
export function scratchDirOf(dataDir: string): string {
  return path.join(dataDir, 'tmp', `run-${safeHost()}-${process.pid}`);
}

const safeHost = () => os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
const OWNED = /^run-(.+)-(\d+)$/;

/** Folders this process already started with (the tests run several servers in one process). */
const claimed = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists, it is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start: empties DATA_DIR/tmp of what a crashed run left (kill -9 leaves spools and work dirs
 * behind): this process's own folder (a container restarts with the same pid), the folders of
 * this host's dead processes, and anything from before scratch folders were per process. Then
 * makes this process's folder. Returns what was removed, for the log.
 */
export async function prepareScratchDir(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'tmp');
  const mine = scratchDirOf(dataDir);
  const removed: string[] = [];
  if (!claimed.has(mine)) {
    claimed.add(mine);
    const entries = await fs.readdir(root).catch(() => [] as string[]);
    for (const name of entries) {
      const owner = OWNED.exec(name);
      const stale = !owner || (owner[1] === safeHost() && (Number(owner[2]) === process.pid || !alive(Number(owner[2]))));
      if (!stale) continue;
      await fs.rm(path.join(root, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  await fs.mkdir(mine, { recursive: true });
  return removed;
}
