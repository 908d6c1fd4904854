import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/adapters/storage/s3.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Scaling out (issue 10): with the S3 driver a render worker's file lands in the bucket, and the
// web process streams ranges of it and deletes it from there - no shared disk anywhere.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'videos-s3-'));
let server: S3rver;
let storage: S3Storage;
let env: TestEnv;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tmp,
    configureBuckets: [{ name: 'renders', configs: [] }],
  });
  const { port } = await server.run();
  storage = new S3Storage({
    bucket: 'renders',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  env = await startTestServer({ workers: true, storage });
});
afterAll(async () => {
  await env?.close();
  storage?.destroy();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('videos on S3-compatible storage', () => {
  it('renders into the bucket, streams ranges and downloads from it, and deletes it', async () => {
    const u = await signedInUser(env.app);
    const headers = { cookie: u.cookie };
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'Buckets', platform: 'tiktok', duration: 15, script: 'Files live in a bucket now. Any machine can serve them.', style: { music: 'none' } },
      headers,
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().videoId as string;
    const video = await untilRendered(env.app, id, headers);
    expect(video.status).toBe('ready');

    const keys = await storage.list(`videos/${u.id}/${id}/`);
    expect(keys.some((k) => k.endsWith('.mp4'))).toBe(true);
    expect(fs.existsSync(env.files.root) ? fs.readdirSync(env.files.root) : []).toEqual([]);

    const full = await env.app.inject({ url: `/api/videos/${id}/stream`, headers });
    expect(full.statusCode).toBe(200);
    const size = full.rawPayload.length;
    const part = await env.app.inject({ url: `/api/videos/${id}/stream`, headers: { ...headers, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 1100))).toBe(true);
    const download = await env.app.inject({ url: `/api/videos/${id}/download`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    expect((await env.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers })).statusCode).toBeLessThan(300);
    expect(await storage.list(`videos/${u.id}/${id}/`)).toEqual([]);
  });

  it('serves profile photos from the bucket, and nothing else under /media', async () => {
    const u = await signedInUser(env.app);
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const res = await env.app.inject({
      method: 'PUT',
      url: '/api/user/profile-image',
      payload: png,
      headers: { cookie: u.cookie, 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(await storage.stat(url.slice('/media/'.length))).not.toBeNull();
    const served = await env.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    // Private files (renders, avatars) have owner-checked routes; /media never serves them.
    await storage.put(`videos/${u.id}/x/secret.jpg`, Buffer.from('secret'));
    for (const path of [`/media/videos/${u.id}/x/secret.jpg`, '/media/profile/../videos/a.jpg', '/media/profile/nope.jpg']) {
      expect((await env.app.inject({ url: path })).statusCode).toBe(404);
    }
  });
});
