import { NETWORK_RETRY_DELAYS_MS, POST_MESSAGES, type ScheduledPost } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, publishCounts, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ workers: true, env: { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20' } });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

let seq = 0;
const marker = () => `f${Date.now().toString(36)}${++seq}`;

async function creator() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  await connectFake(env.app, u.cookie, fakes, 'tiktok');
  const video = await readyVideo(env.ctx, u.id, 300 * 1024);
  const get = async (id: string) =>
    (await env.app.inject({ url: `/api/scheduled-posts/${id}`, ...as(u) })).json() as ScheduledPost;
  return {
    ...u,
    get,
    async schedule(title: string) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/scheduled-posts',
        ...as(u),
        payload: {
          title,
          content: title,
          scheduledTime: new Date(Date.now() + 500).toISOString(),
          platforms: ['tiktok'],
          videoId: video,
          status: 'ready',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ScheduledPost;
    },
    retry: (id: string, cookie = u.cookie) =>
      env.app.inject({ method: 'POST', url: `/api/scheduled-posts/${id}/retry`, headers: { cookie } }),
    settled: (id: string, what: string) =>
      waitFor(async () => {
        const p = await get(id);
        return (p.status === 'posted' || p.status === 'failed') && p;
      }, what),
  };
}

describe('an unreachable platform', () => {
  it('fails the post with a plain message after a few quick retries; Retry after it is back publishes once', async () => {
    const u = await creator();
    const m = marker();
    await fakes.tiktok.goOffline();
    const post = await u.schedule(`Offline ${m}`);
    // While it retries, the result says which retry it is on and what the last attempt ran into.
    const retrying = await waitFor(async () => {
      const r = (await u.get(post.id)).results[0]!;
      return r.retries >= 2 && r.status !== 'failed' && r;
    }, 'the second retry');
    expect(retrying).toMatchObject({ maxRetries: NETWORK_RETRY_DELAYS_MS.length, error: null });
    expect(retrying.errorDetail).toMatch(/^TikTok: creator info query failed: network error \(.*ECONNREFUSED/);

    const failed = await u.settled(post.id, 'the post to fail');
    expect(failed.status).toBe('failed');
    expect(failed.results[0]).toMatchObject({
      status: 'failed',
      error: POST_MESSAGES.unreachable('tiktok'),
      retries: NETWORK_RETRY_DELAYS_MS.length,
    });
    expect(failed.results[0]!.errorDetail).toMatch(/ECONNREFUSED.*\(gave up after 4 attempts\)$/);
    expect(publishCounts(fakes, [m]).total).toBe(0);

    // Another creator cannot retry it; a post that did not fail has nothing to retry.
    const other = await signedInUser(env.app);
    const theirs = await u.retry(post.id, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect((theirs.json() as { message: string }).message).toBe(POST_MESSAGES.notFound);

    await fakes.tiktok.comeBack();
    const again = await u.retry(post.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ready', results: [{ status: 'pending', error: null, retries: 0 }] });
    const twice = await u.retry(post.id);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as { message: string }).message).toBe(POST_MESSAGES.retryNothingFailed);

    const done = await u.settled(post.id, 'the retried post to be posted');
    expect(done.status).toBe('posted');
    expect(done.results[0]).toMatchObject({ status: 'posted', url: expect.stringContaining('/video/') });
    expect(publishCounts(fakes, [m]).total).toBe(1);
    const posted = await u.retry(post.id);
    expect(posted.statusCode).toBe(409);
    expect(publishCounts(fakes, [m]).total).toBe(1);
  }, 120_000);

  it('a platform answering 5xx fails the post saying the platform has problems', async () => {
    const u = await creator();
    const m = marker();
    const down = {
      status: 503,
      body: { error: { code: 'internal_error', message: 'Service unavailable', log_id: 'l' } },
    };
    for (let i = 0; i < 12; i++) fakes.tiktok.fail('creator_info', down);
    const failed = await u.settled((await u.schedule(`Down ${m}`)).id, 'the post to fail');
    expect(failed.results[0]).toMatchObject({ status: 'failed', error: POST_MESSAGES.platformDown('tiktok') });
    expect(failed.results[0]!.errorDetail).toMatch(/Service unavailable/);
    expect(publishCounts(fakes, [m]).total).toBe(0);
  }, 120_000);
});
