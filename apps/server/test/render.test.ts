import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { meanVolumeDb, probeMedia, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { sweepRenders, LOST_RENDER_MESSAGE } from '../src/modules/videos/index.ts';
import { waitFor } from './support/wait.ts';
import { freshDatabase, startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const SCRIPT =
  'Coffee wakes you up because caffeine blocks adenosine. Adenosine is the molecule that makes you feel sleepy. ' +
  'Drink it early in the day, and you will sleep better tonight.';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true });
});
afterAll(() => env.close());


describe('complete-video renders a real MP4', () => {
  let videoId: string;
  let cookie: string;

  it('queues a render, reports progress, and ends ready with files', async () => {
    const u = await signedInUser(env.app);
    cookie = u.cookie;
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'Why coffee wakes you up', platform: 'tiktok', duration: 15, videoModel: 'runwayml', script: SCRIPT, title: 'Coffee science' },
      ...as(cookie),
    });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ script: SCRIPT, video_url: null, video: { status: 'generating', title: 'Coffee science', platforms: ['tiktok'] } });
    videoId = body.videoId;

    const stages = new Set<string>();
    const done = await waitFor(async () => {
      const v = (await env.app.inject({ url: `/api/videos/${videoId}`, ...as(cookie) })).json();
      if (v.stage) stages.add(v.stage);
      return v.status !== 'generating' && v;
    }, 'the render', 120_000, 250);
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: 'ready', progress: 100, videoUrl: `/api/videos/${videoId}/stream` });
    expect(stages.size).toBeGreaterThan(1);

    const row = (await env.ctx.db.select().from(videos).where(eq(videos.id, videoId)))[0]!;
    const file = env.files.path(row.videoKey!);
    const ffmpegPath = resolveFfmpeg();
    const info = await probeMedia(file, { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
    expect(info.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920, pixFmt: 'yuv420p' });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - done.duration)).toBeLessThanOrEqual(1);
    expect(await meanVolumeDb(file, ffmpegPath)).toBeGreaterThan(-50);
    expect(fs.existsSync(env.files.path(row.thumbnailKey!))).toBe(true);
    const notes = (await env.app.inject({ url: '/api/notifications', ...as(cookie) })).json();
    expect(notes.items[0].title).toBe('Video ready');
  });

  it('streams with HTTP Range and downloads as <title>.mp4', async () => {
    const full = await env.app.inject({ url: `/api/videos/${videoId}/stream`, ...as(cookie) });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = full.rawPayload.length;
    expect(full.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const part = await env.app.inject({ url: `/api/videos/${videoId}/stream`, headers: { cookie, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await env.app.inject({ url: `/api/videos/${videoId}/stream`, headers: { cookie, range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);
    const bad = await env.app.inject({ url: `/api/videos/${videoId}/stream`, headers: { cookie, range: `bytes=${size + 5}-` } });
    expect(bad.statusCode).toBe(416);

    const dl = await env.app.inject({ url: `/api/videos/${videoId}/download`, ...as(cookie) });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('filename="Coffee science.mp4"');
    expect(dl.rawPayload.length).toBe(size);
  });

  it('deleting the video deletes its files', async () => {
    const row = (await env.ctx.db.select().from(videos).where(eq(videos.id, videoId)))[0]!;
    const file = env.files.path(row.videoKey!);
    expect(fs.existsSync(file)).toBe(true);
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${videoId}`, ...as(cookie) });
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(env.files.path(row.thumbnailKey!))).toBe(false);
  });
});

describe('durability', () => {
  it('fails a video left generating with no live job', async () => {
    const u = await signedInUser(env.app);
    const [row] = await env.ctx.db
      .insert(videos)
      .values({ userId: u.id, title: 'orphan', status: 'generating', renderOptions: {}, heartbeatAt: new Date(Date.now() - 600_000) })
      .returning();
    await sweepRenders(env.ctx);
    const v = (await env.app.inject({ url: `/api/videos/${row!.id}`, ...as(u.cookie) })).json();
    expect(v).toMatchObject({ status: 'failed', error: LOST_RENDER_MESSAGE, script: null });
  });

  it('a worker killed mid-render is recovered: the render is retried and finishes', async () => {
    // A second server (own database) whose only worker runs in a child process we can SIGKILL.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-kill-'));
    const database = await freshDatabase();
    const api = await startTestServer({ dataDir, databaseUrl: database.url, env: { RENDER_STALE_SECONDS: '8' } });
    try {
      const u = await signedInUser(api.app);
      const longScript = Array.from({ length: 8 }, () => SCRIPT).join(' ');
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/deepagent/complete-video',
        payload: { topic: 'coffee', platform: 'tiktok', duration: 60, script: longScript },
        ...as(u.cookie),
      });
      const id = res.json().videoId as string;
      const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: api.databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        stdio: 'ignore',
      });
      await waitFor(async () => {
        const v = (await api.app.inject({ url: `/api/videos/${id}`, ...as(u.cookie) })).json();
        return v.progress > 0 && v.progress < 100 && v.status === 'generating';
      }, 'the render to make progress', 120_000, 250);
      worker.kill('SIGKILL');
      await new Promise((r) => worker.on('exit', r));

      // A new worker (in this process) comes up; the sweep finds the dead render and requeues it.
      await api.close();
      const revived = await startTestServer({ databaseUrl: api.databaseUrl, dataDir, workers: true, env: { RENDER_STALE_SECONDS: '8' } });
      try {
        await waitFor(async () => (await sweepRenders(revived.ctx)).requeued > 0, 'the sweep to requeue the render', 30_000, 500);
        let last = '';
        const done = await waitFor(
          async () => {
            const v = (await revived.app.inject({ url: `/api/videos/${id}`, ...as(u.cookie) })).json();
            const job = await revived.ctx.queue!.find('render-video', id);
            last = JSON.stringify({ status: v.status, stage: v.stage, progress: v.progress, job: job?.state, retries: job?.retryCount });
            return v.status !== 'generating' && v;
          },
          'the retried render',
          180_000,
          500,
        ).catch((err) => {
          throw new Error(`${err.message}: ${last}`);
        });
        expect(done.status).toBe('ready');
        expect(fs.readdirSync(revived.ctx.config.scratchDir).filter((d) => !d.includes(id))).toEqual([]);
      } finally {
        await revived.close();
      }
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
