import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Drawn design backgrounds kept between renders, by content key (designKey: every input of the
 * drawing). Editing a scene's words leaves its backgrounds as they were, so a re-render links the
 * drawn files instead of rasterising them again: at 1080x1920 each costs 0.1-0.3 s of SVG work,
 * and a re-render of one scene waited ~0.6 s for its four before encoding could start.
 *
 * Several processes may share the directory: entries are written under a temporary name and
 * renamed (or hard-linked) into place, so a reader never sees half a file, and an entry evicted
 * under another process only makes that process draw. Least recently used entries go first once
 * the directory holds more than DESIGN_CACHE_MAX_BYTES.
 */
export const DESIGN_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** The design cache's directory under a render's `cacheDir` (RenderOptions). */
export const designCacheIn = (cacheDir: string) => join(cacheDir, 'designs');

export function cachedDraw(dir: string | undefined, key: string, path: string, draw: () => Promise<void>): () => Promise<void> {
  if (!dir) return draw;
  const kept = join(dir, `${key}.y4m`);
  return async () => {
    if (await place(kept, path)) return;
    await draw();
    await keep(path, kept).catch(() => undefined); // a cache that cannot be written only costs a redraw
  };
}

/** The kept file at `path` (a hard link, or a copy across file systems); false when there is none. */
async function place(kept: string, path: string): Promise<boolean> {
  try {
    await link(kept, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') return false;
    try {
      await copyFile(kept, path);
    } catch {
      return false;
    }
  }
  const now = new Date();
  // Marks it recently used; it may have been evicted meanwhile, which the link already outlived.
  await utimes(kept, now, now).catch(() => undefined);
  return true;
}

async function keep(path: string, kept: string): Promise<void> {
  const dir = join(kept, '..');
  await mkdir(dir, { recursive: true });
  const temp = `${kept}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await link(path, temp);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(path, temp);
  }
  await rename(temp, kept);
  await evict(dir);
}

let evicting: Promise<void> | undefined;

/** Oldest entries out until the directory fits its budget (one sweep at a time per process). */
function evict(dir: string, maxBytes = DESIGN_CACHE_MAX_BYTES): Promise<void> {
  evicting ??= (async () => {
    const entries = await Promise.all(
      (await readdir(dir)).map(async (f) => ({ path: join(dir, f), ...(await stat(join(dir, f)).catch(() => null)) })),
    );
    // A temporary name a crashed process left behind (renamed into place within a second otherwise).
    const stale = Date.now() - 10 * 60_000;
    for (const e of entries) if (e.path.endsWith('.tmp') && (e.mtimeMs ?? 0) < stale) await rm(e.path, { force: true });
    const live = entries.filter((e) => e.path.endsWith('.y4m') && e.size !== undefined).sort((a, b) => (a.mtimeMs ?? 0) - (b.mtimeMs ?? 0));
    let total = live.reduce((n, e) => n + (e.size ?? 0), 0);
    for (const e of live) {
      if (total <= maxBytes) break;
      await rm(e.path, { force: true });
      total -= e.size ?? 0;
    }
  })().finally(() => (evicting = undefined));
  return evicting;
}
