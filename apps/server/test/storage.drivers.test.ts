import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/adapters/storage/local.ts';
import { S3Storage } from '../src/adapters/storage/s3.ts';
import { readBuffer, type Storage } from '../src/adapters/storage/storage.ts';

// One suite, both drivers (issue 10): modules see only the Storage interface, so the object store
// must behave exactly like the local disk. The S3 driver talks to s3rver, an S3-compatible server
// run locally on 127.0.0.1 (AWS SDK v3 on the wire: SigV4, multipart uploads, ranged GETs).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-drivers-'));
let s3server: S3rver;
let s3: S3Storage;
let endpoint: string;

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3rver'),
    configureBuckets: [{ name: 'reelforge', configs: [] }],
  });
  const addr = await s3server.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  s3 = new S3Storage({
    bucket: 'reelforge',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'install-1',
  });
});
afterAll(async () => {
  s3?.destroy();
  await s3server?.close();
  await fsp.rm(tmp, { recursive: true, force: true });
});

/** Deterministic bytes, produced a chunk at a time (never whole in memory). */
function bytes(size: number, seed = 7): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(1 << 20, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) * seed % 251;
      sent += n;
      this.push(chunk);
    },
  });
}
const expected = (start: number, end: number, seed = 7) => {
  const b = Buffer.alloc(end - start + 1);
  for (let i = 0; i < b.length; i++) b[i] = (start + i) * seed % 251;
  return b;
};
async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const drivers: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(path.join(tmp, 'local'))],
  ['S3-compatible store', () => s3],
];

describe.each(drivers)('%s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a buffer and reads it back whole, with its size and time', async () => {
    await storage.put('videos/u1/v1/a.json', Buffer.from('{"ok":true}'));
    expect((await readBuffer(storage, 'videos/u1/v1/a.json'))?.toString()).toBe('{"ok":true}');
    const st = await storage.stat('videos/u1/v1/a.json');
    expect(st?.size).toBe(11);
    expect(Math.abs(Date.now() - st!.modifiedAt.getTime())).toBeLessThan(60_000);
  });

  it('streams a 20 MB file in (several multipart parts) and serves byte ranges out of it', async () => {
    const size = 20 * 1024 * 1024 + 123;
    await storage.put('videos/u1/v1/big.mp4', bytes(size));
    expect((await storage.stat('videos/u1/v1/big.mp4'))?.size).toBe(size);
    for (const [start, end] of [
      [0, 0],
      [100, 4099],
      [8 * 1024 * 1024 - 10, 8 * 1024 * 1024 + 10],
      [size - 50, size - 1],
    ] as const) {
      const got = await collect(await storage.read('videos/u1/v1/big.mp4', { start, end }));
      expect({ start, end, length: got.length, same: got.equals(expected(start, end)) }).toEqual({
        start,
        end,
        length: end - start + 1,
        same: true,
      });
    }
    const local = path.join(tmp, `copy-${Math.random()}.mp4`);
    expect(await storage.copyToFile('videos/u1/v1/big.mp4', local)).toBe(true);
    expect((await fsp.stat(local)).size).toBe(size);
  });

  it('takes over a finished local file (the source is gone after)', async () => {
    const src = path.join(tmp, `render-${Math.random()}.mp4`);
    await fsp.writeFile(src, 'rendered');
    await storage.putFile('videos/u1/v2/render.mp4', src);
    expect(fs.existsSync(src)).toBe(false);
    expect((await readBuffer(storage, 'videos/u1/v2/render.mp4'))?.toString()).toBe('rendered');
  });

  it('answers "no such file" the same way: stat null, read ENOENT, copy false, delete quietly', async () => {
    expect(await storage.stat('videos/nope.mp4')).toBeNull();
    await expect(storage.read('videos/nope.mp4')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.copyToFile('videos/nope.mp4', path.join(tmp, 'x'))).toBe(false);
    expect(await readBuffer(storage, 'videos/nope.mp4')).toBeNull();
    await storage.delete('videos/nope.mp4');
    await storage.delete(null);
  });

  it('treats a prefix as a folder when listing and deleting', async () => {
    for (const key of ['lib/u1/a.png', 'lib/u1/sub/b.png', 'lib/u10/c.png']) await storage.put(key, Buffer.from(key));
    expect((await storage.list('lib/u1')).sort()).toEqual(['lib/u1/a.png', 'lib/u1/sub/b.png']);
    expect((await storage.list('lib/u1/')).sort()).toEqual(['lib/u1/a.png', 'lib/u1/sub/b.png']);
    expect(await storage.list('lib/none/')).toEqual([]);
    await storage.deletePrefix('lib/u1/');
    expect(await storage.list('lib/u1/')).toEqual([]);
    expect(await storage.list('lib/u10/')).toEqual(['lib/u10/c.png']);
    await storage.delete('lib/u10/c.png');
    expect(await storage.stat('lib/u10/c.png')).toBeNull();
  });

  it('leaves nothing behind when the incoming stream fails half way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 12) this.destroy(new Error('client went away'));
        else this.push(Buffer.alloc(1 << 20, 1));
      },
    });
    await expect(storage.put('uploads/u1/broken.mp4', failing)).rejects.toThrow();
    expect(await storage.stat('uploads/u1/broken.mp4')).toBeNull();
    expect(await storage.list('uploads/u1/')).toEqual([]);
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.put('a/../../escape.txt', Buffer.from('x'))).rejects.toThrow(/escapes/);
  });
});

describe('S3 driver', () => {
  it('keeps an installation inside its prefix', async () => {
    await s3.put('p/x.txt', Buffer.from('x'));
    const other = new S3Storage({
      bucket: 'reelforge',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'install-2',
    });
    try {
      expect(await other.stat('p/x.txt')).toBeNull();
      expect(await s3.list('p/')).toEqual(['p/x.txt']);
    } finally {
      other.destroy();
    }
  });

  it('is what STORAGE_DRIVER=s3 selects, and the bucket is required', async () => {
    const { loadConfig } = await import('../src/config.ts');
    const { createStorage } = await import('../src/adapters/storage/index.ts');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required/);
    const cfg = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:1', S3_FORCE_PATH_STYLE: 'true' });
    const made = createStorage(cfg);
    expect(made).toBeInstanceOf(S3Storage);
    (made as S3Storage).destroy();
    expect(createStorage(loadConfig({}))).toBeInstanceOf(LocalStorage);
  });
});
