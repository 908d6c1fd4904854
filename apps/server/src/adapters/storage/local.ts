import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Files on local disk under one root. Keys are relative, '/'-separated, never user-chosen. */
export class LocalStorage {
  constructor(readonly root: string) {}

  path(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const full = this.path(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    if (Buffer.isBuffer(data)) await fsp.writeFile(full, data);
    else await pipeline(data, fs.createWriteStream(full));
  }

  /** Moves a finished file (e.g. a render in a temp dir) into storage without copying when possible. */
  async adopt(key: string, sourcePath: string): Promise<void> {
    const full = this.path(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    try {
      await fsp.rename(sourcePath, full);
    } catch {
      await fsp.copyFile(sourcePath, full);
      await fsp.rm(sourcePath, { force: true });
    }
  }

  async stat(key: string): Promise<fs.Stats | null> {
    try {
      return await fsp.stat(this.path(key));
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.path(key), range);
  }

  async delete(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await fsp.rm(this.path(key), { force: true });
  }

  /** Removes the folder holding `key` once nothing else is in it (a render's own folder). */
  async deleteFolderIfEmpty(key: string): Promise<void> {
    await fsp.rmdir(path.dirname(this.path(key))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOTEMPTY' && err.code !== 'ENOENT' && err.code !== 'EEXIST') throw err;
    });
  }
}
