import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ByteRange, Storage, StoredFile } from './storage.ts';

/** Files on local disk under one root (DATA_DIR/storage). */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  /** The file's place on disk. Not part of Storage: only this driver and its tests use it. */
  path(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const full = this.path(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Written beside and renamed into place: a reader never sees half a file, a crash leaves none.
    // A random suffix, not the time: two writes of one key in the same millisecond must not share it.
    const tmp = `${full}.part-${process.pid}-${randomBytes(6).toString('hex')}`;
    try {
      if (Buffer.isBuffer(data)) await fsp.writeFile(tmp, data);
      else await pipeline(data, fs.createWriteStream(tmp));
      await fsp.rename(tmp, full);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const full = this.path(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    try {
      await fsp.rename(localPath, full);
    } catch {
      // Another file system: copy, then drop the source.
      await this.put(key, fs.createReadStream(localPath));
      await fsp.rm(localPath, { force: true });
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const full = this.path(key);
    // Open first, so a missing file is an error here rather than on the response stream.
    const handle = await fsp.open(full, 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const s = await fsp.stat(this.path(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch {
      return null;
    }
  }

  async copyToFile(key: string, localPath: string): Promise<boolean> {
    try {
      await fsp.copyFile(this.path(key), localPath);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.path(prefix.replace(/\/+$/, '') || '.');
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }

  async delete(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await fsp.rm(this.path(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fsp.rm(this.path(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }
}
