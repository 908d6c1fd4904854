import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LibraryItem } from '@reelforge/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/adapters/storage/s3.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { filesUnder, makeFixtures, multipartBody, readStoredZip } from './support/uploads.ts';

// Library uploads with the S3 driver: the file and its thumbnail land in the bucket (nothing in
// local storage, no scratch left), and previews, downloads, the ZIP and delete read from there.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'library-s3-'));
let server: S3rver;
let storage: S3Storage;
let env: TestEnv;

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp, configureBuckets: [{ name: 'media', configs: [] }] });
  const { port } = await server.run();
  storage = new S3Storage({
    bucket: 'media',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  env = await startTestServer({ storage });
});
afterAll(async () => {
  await env?.close();
  storage?.destroy();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('library uploads on S3-compatible storage', () => {
  it('stores in the bucket, serves ranges, zips and deletes from it', async () => {
    const a = await signedInUser(env.app);
    const media = await makeFixtures(fs.mkdtempSync(path.join(os.tmpdir(), 'rf-lib-s3-')));
    const body = multipartBody({ name: 'clip.mp4', data: media.mp4 });
    const res = await env.app.inject({ method: 'POST', url: '/api/library/uploads', payload: body.payload, headers: { ...body.headers, cookie: a.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as LibraryItem;
    const keys = await storage.list(`library/${a.id}/${item.id}/`);
    expect(keys.map((k) => k.split('/').at(-1)).sort()).toEqual(['file.mp4', 'thumb.jpg']);
    expect(filesUnder(env.files.root)).toEqual([]);
    expect(filesUnder(path.join(env.ctx.config.scratchDir, 'uploads'))).toEqual([]);

    const range = await env.app.inject({ url: item.previewUrl!, headers: { cookie: a.cookie, range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString('latin1')).toBe('ftypisom');
    const zip = await env.app.inject({ url: `/api/library/download?ids=${item.id}`, headers: { cookie: a.cookie } });
    expect(readStoredZip(zip.rawPayload).get('clip.mp4')!.equals(media.mp4)).toBe(true);

    const del = await env.app.inject({ method: 'DELETE', url: `/api/library/items/${item.id}`, headers: { cookie: a.cookie } });
    expect(del.statusCode).toBe(200);
    expect(await storage.list(`library/${a.id}/`)).toEqual([]);
  });
});
