import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ScheduledPost } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResults } from '../src/db/schema.ts';
import { commitOf } from '../src/modules/posts/posts.repository.ts';
import { reconcileUnknown } from '../src/modules/posts/publish-reconcile.ts';
import { sweepPublishing } from '../src/modules/posts/publish-state.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, publishCounts, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const workerEnv = { PUBLISH_POLL_INTERVAL_MS: '20', PUBLISH_STALE_SECONDS: '4' };

let api: TestEnv;
let fakes: FakePlatforms;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fakes = await startFakePlatforms();
  api = await startTestServer({ env: { ...fakes.env, ...workerEnv } });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await api.close();
  await fakes.stop();
});

/** A real worker process on the test's database and storage, which we can SIGKILL. */
function spawnWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...fakes.env,
      ...workerEnv,
      DATABASE_URL: api.databaseUrl,
      DATA_DIR: api.dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return {
    async kill() {
      child.kill('SIGKILL');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

async function setup(platform: 'youtube' | 'twitter', videoBytes?: number) {
  const u = await signedInUser(api.app);
  await makePremium(api.ctx, u.id);
  await connectFake(api.app, u.cookie, fakes, platform);
  const videoId = videoBytes ? await readyVideo(api.ctx, u.id, videoBytes) : null;
  const get = async (id: string) =>
    (
      await api.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } })
    ).json() as ScheduledPost;
  const schedule = async (marker: string) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: u.cookie },
      payload: {
        title: `Crash ${marker}`,
        content: `Crash test ${marker}`,
        scheduledTime: new Date(Date.now() + 1000).toISOString(),
        platforms: [platform],
        videoId,
        status: 'ready',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ScheduledPost;
  };
  return { get, schedule, cookie: u.cookie };
}

/** The worker comes back (here, in this process) and its sweep finds what the dead one left. */
async function reviveAndSettle(get: (id: string) => Promise<ScheduledPost>, postId: string) {
  const revived = await startTestServer({
    databaseUrl: api.databaseUrl,
    dataDir: api.dataDir,
    workers: true,
    env: { ...fakes.env, ...workerEnv },
  });
  try {
    return await waitFor(
      async () => {
        await sweepPublishing(revived.ctx);
        await reconcileUnknown(revived.ctx);
        const p = await get(postId);
        return (p.status === 'posted' || p.status === 'failed') && p;
      },
      'the post to settle after the restart',
      90_000,
      1000,
    );
  } finally {
    await revived.close();
  }
}

describe('a worker killed mid-publish', () => {
  it('before the point of no return (mid-upload): restarted, published once, posted', async () => {
    const { get, schedule, cookie } = await setup('youtube', 9 * 1024 * 1024); // two 8 MiB-aligned chunks
    const marker = `kill1${Date.now().toString(36)}`;
    fakes.youtube.fail('upload.put', { hang: true }); // the first chunk never gets an answer
    const worker = spawnWorker();
    const post = await schedule(marker);
    await waitFor(async () => fakes.youtube.count('upload.put') >= 1, 'the upload to start', 60_000);
    const [row] = await api.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    expect(row).toMatchObject({ status: 'publishing' });
    expect(commitOf(row!)).toBeNull();
    // The dashboard shows the account as syncing while its publish runs.
    const status = await api.app.inject({ url: '/api/social-media/status', headers: { cookie } });
    expect(status.json()).toEqual([expect.objectContaining({ platform: 'youtube', state: 'syncing' })]);
    await worker.kill();

    const done = await reviveAndSettle(get, post.id);
    expect(done.status).toBe('posted');
    expect(done.results[0]).toMatchObject({ platform: 'youtube', status: 'posted' });
    expect(publishCounts(fakes, [marker]).total).toBe(1);
    expect(fakes.youtube.videosCreated).toBe(1);
  }, 180_000);

  it('after the point of no return: never published again; reconcile finds the post and it ends posted with its link', async () => {
    const { get, schedule } = await setup('twitter');
    const marker = `kill2${Date.now().toString(36)}`;
    // X creates the tweet but the answer never comes back; the worker dies waiting.
    fakes.x.fail('tweets.create', { hang: true, commit: true });
    const worker = spawnWorker();
    const post = await schedule(marker);
    await waitFor(async () => publishCounts(fakes, [marker]).total === 1, 'the tweet to exist', 60_000);
    await waitFor(async () => {
      const [row] = await api.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
      return row && commitOf(row) !== null;
    }, 'the commit point to be recorded');
    await worker.kill();

    const done = await reviveAndSettle(get, post.id);
    const tweet = fakes.x.tweets.find((t) => t.text.includes(marker))!;
    expect(done.status).toBe('posted');
    expect(done.results[0]).toMatchObject({
      status: 'posted',
      remoteId: tweet.id,
      url: `https://x.com/i/web/status/${tweet.id}`,
      error: null,
    });
    expect(fakes.x.count('users.tweets')).toBeGreaterThanOrEqual(1);
    expect(publishCounts(fakes, [marker]).total).toBe(1);
    expect(fakes.x.count('tweets.create')).toBe(1); // not even attempted twice
  }, 180_000);
});
