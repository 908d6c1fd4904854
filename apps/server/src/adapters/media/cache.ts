import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { systemClock } from '../../lib/clock.ts';

/** Downloads bigger than this are cut off: no stock rendition we choose comes near it. */
const MAX_FILE_BYTES = 400 * 1024 * 1024;

export interface CacheEntry {
  /** Where the file is in the cache (may be evicted later: link it before use, see linkInto). */
  path: string;
  /** True when this call downloaded it. */
  downloaded: boolean;
}

/**
 * Media files on disk, shared by every render in every process on this DATA_DIR: each URL is
 * downloaded once (one download in flight per key in this process; files land by atomic
 * rename, so two processes racing both end with a whole file), hits refresh the file's mtime,
 * and the least recently used files go once the total passes the cap.
 */
export class MediaCache {
  private inflight = new Map<string, Promise<CacheEntry>>();
  downloads = 0;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  static keyOf(parts: string[]): string {
    return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);
  }

  get(
    key: string,
    ext: string,
    source: { url: string; headers?: Record<string, string> },
    opts: { signal: AbortSignal; timeoutMs: number; validate?: (file: string) => Promise<boolean> },
  ): Promise<CacheEntry> {
    const existing = this.inflight.get(key);
    if (existing) return existing.then((e) => ({ ...e, downloaded: false }));
    const job = this.fetchOnce(key, ext, source, opts).finally(() => this.inflight.delete(key));
    this.inflight.set(key, job);
    return job;
  }

  /**
   * A hard link of a cache file in `dir` (a copy across file systems): eviction may then remove
   * the cache entry while a render still reads its own name for it.
   */
  static async linkInto(entry: CacheEntry, dir: string): Promise<string> {
    await fsp.mkdir(dir, { recursive: true });
    const target = path.join(dir, path.basename(entry.path));
    await fsp.rm(target, { force: true });
    await fsp.link(entry.path, target).catch(() => fsp.copyFile(entry.path, target));
    return target;
  }

  private async fetchOnce(
    key: string,
    ext: string,
    source: { url: string; headers?: Record<string, string> },
    opts: { signal: AbortSignal; timeoutMs: number; validate?: (file: string) => Promise<boolean> },
  ): Promise<CacheEntry> {
    const file = path.join(this.dir, `${key}.${ext}`);
    // A hit's touch is a file time, compared with the mtimes new downloads get from the filesystem:
    // the real wall clock (lib/clock.ts's system clock), never an injected one.
    const now = systemClock.now();
    if (await fsp.utimes(file, now, now).then(() => true, () => false)) return { path: file, downloaded: false };
    await fsp.mkdir(this.dir, { recursive: true });
    const tmp = path.join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.part`);
    try {
      await this.download(source, tmp, opts);
      if (opts.validate && !(await opts.validate(tmp))) throw new Error('not a picture or a video ffmpeg can read');
      await fsp.rename(tmp, file);
    } finally {
      await fsp.rm(tmp, { force: true });
    }
    this.downloads++;
    await this.evict(file).catch(() => undefined);
    return { path: file, downloaded: true };
  }

  private async download(
    source: { url: string; headers?: Record<string, string> },
    to: string,
    opts: { signal: AbortSignal; timeoutMs: number },
  ): Promise<void> {
    if (source.url.startsWith('data:')) {
      const comma = source.url.indexOf(',');
      await fsp.writeFile(to, Buffer.from(source.url.slice(comma + 1), 'base64'));
      return;
    }
    // The timeout covers the whole download: a stalled CDN must not hold a render.
    const signal = AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs * 4)]);
    const res = await fetch(source.url, { headers: source.headers, signal, redirect: 'follow' });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`download answered ${res.status}`);
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > MAX_FILE_BYTES) {
      await res.body.cancel();
      throw new Error('download too large');
    }
    let seen = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        done(seen > MAX_FILE_BYTES ? new Error('download too large') : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), cap, createWriteStream(to), { signal });
  }

  /** Removes least recently used files until the cache fits its cap (never the one just added). */
  private async evict(keep: string): Promise<void> {
    const names = await fsp.readdir(this.dir);
    const files = await Promise.all(
      names
        .filter((n) => !n.startsWith('.'))
        .map(async (n) => {
          const p = path.join(this.dir, n);
          const st = await fsp.stat(p).catch(() => null);
          return st ? { p, size: st.size, at: st.mtimeMs } : null;
        }),
    );
    const list = files.filter((f): f is NonNullable<typeof f> => f !== null).sort((a, b) => a.at - b.at);
    let total = list.reduce((n, f) => n + f.size, 0);
    for (const f of list) {
      if (total <= this.maxBytes) break;
      if (f.p === keep) continue;
      await fsp.rm(f.p, { force: true });
      total -= f.size;
    }
  }
}
