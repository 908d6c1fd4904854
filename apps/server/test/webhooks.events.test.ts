import { POST_MESSAGES, type ScheduledPost, type WebhookWithSecret } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections } from '../src/db/schema.ts';
import { verifySignature } from '../src/modules/webhooks/webhook-signature.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startReceiver } from './fakes/webhook-receiver.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// The events real work produces: a render that completes, posts that publish and fail.
let env: TestEnv;
let fakes: FakePlatforms;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  fakes = await startFakePlatforms();
  receiver = await startReceiver();
  env = await startTestServer({ workers: true, env: { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20', WEBHOOK_PRIVATE_HOSTS: 'true' } });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
  await receiver.stop();
});

const hooksOf = (type: string, match: (data: Record<string, unknown>) => boolean) =>
  receiver.received.filter((r) => r.json.type === type && match(r.json.data));

async function subscribe(cookie: string, events: string[]) {
  const res = await env.app.inject({ method: 'POST', url: '/api/settings/webhooks', payload: { url: receiver.url, events }, ...as(cookie) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookWithSecret;
}

describe('video.ready', () => {
  it('is sent, signed, when a real render completes', async () => {
    const u = await signedInUser(env.app);
    const { secret } = await subscribe(u.cookie, ['video.ready', 'video.failed']);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: {
        topic: 'Why tea calms you down',
        platform: 'tiktok',
        duration: 15,
        videoModel: 'runwayml',
        title: 'Tea science',
        script: 'Tea holds theanine, a calm amino acid. It smooths the caffeine kick, so you stay alert without the jitters.',
      },
      ...as(u.cookie),
    });
    expect(res.statusCode, res.body).toBe(202);
    const videoId = res.json().videoId as string;
    const [hook] = await waitFor(async () => {
      const found = hooksOf('video.ready', (d) => d.videoId === videoId);
      return found.length > 0 && found;
    }, 'video.ready', 240_000);
    const video = (await env.app.inject({ url: `/api/videos/${videoId}`, ...as(u.cookie) })).json();
    expect(video.status).toBe('ready');
    expect(verifySignature(secret, String(hook!.headers['reelforge-signature']), hook!.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(hook!.json.data).toMatchObject({ videoId, title: 'Tea science', status: 'ready', error: null, duration: video.duration });
    expect(hooksOf('video.failed', (d) => d.videoId === videoId)).toEqual([]);
  }, 300_000);
});

describe('post.posted and post.failed', () => {
  it('reports each platform result as it ends', async () => {
    const u = await signedInUser(env.app);
    await makePremium(env.ctx, u.id);
    const { connection } = await connectFake(env.app, u.cookie, fakes, 'tiktok');
    const videoId = await readyVideo(env.ctx, u.id, 300 * 1024);
    await subscribe(u.cookie, ['post.posted', 'post.failed']);
    const schedule = async (title: string) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/scheduled-posts',
        payload: { title, content: title, scheduledTime: new Date(Date.now() + 500).toISOString(), platforms: ['tiktok'], videoId, status: 'ready' },
        ...as(u.cookie),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ScheduledPost;
    };

    const good = await schedule('Posted by the fake');
    const [posted] = await waitFor(async () => {
      const found = hooksOf('post.posted', (d) => d.postId === good.id);
      return found.length > 0 && found;
    }, 'post.posted');
    expect(posted!.json.data).toMatchObject({ postId: good.id, platform: 'tiktok', status: 'posted', title: 'Posted by the fake', videoId, error: null });
    expect(typeof posted!.json.data.remoteId).toBe('string');

    // The account stops accepting Reelforge between scheduling and publishing.
    const bad = await schedule('Never published');
    await env.ctx.db.update(socialConnections).set({ isActive: false, lastError: 'token revoked' }).where(eq(socialConnections.id, connection.id));
    const [failed] = await waitFor(async () => {
      const found = hooksOf('post.failed', (d) => d.postId === bad.id);
      return found.length > 0 && found;
    }, 'post.failed');
    expect(failed!.json.data).toMatchObject({
      postId: bad.id,
      platform: 'tiktok',
      status: 'failed',
      error: POST_MESSAGES.connectionInactive('tiktok', 'token revoked'),
    });
    expect(hooksOf('post.posted', (d) => d.postId === bad.id)).toEqual([]);
  }, 120_000);
});
