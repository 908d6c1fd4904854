import fs from 'node:fs';
import { connectSocialSchema, POST_MESSAGES, SOCIAL_MESSAGES, type SocialConnection } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatforms, PLATFORM_MODULES } from '../src/adapters/platforms/index.ts';
import { PrivateAddressError } from '../src/lib/private-address.ts';
import { postResults, scheduledPosts, socialConnections, videos } from '../src/db/schema.ts';
import { metricsSyncService } from '../src/modules/metrics/index.ts';
import { reconcileUnknown, runPublish } from '../src/modules/posts/index.ts';
import { postsRepository } from '../src/modules/posts/posts.repository.ts';
import { armPost } from '../src/modules/posts/publish-queue.ts';
import { checkConnections, socialService } from '../src/modules/social/index.ts';
import { users } from '../src/db/schema.ts';
import type { PlatformOptions } from '@reelforge/contracts';
import { MastodonFake } from './fakes/mastodon.ts';
import { makePremium, readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let fake: MastodonFake;

beforeAll(async () => {
  fake = await new MastodonFake().start();
  env = await startTestServer({ env: { SOCIAL_PRIVATE_HOSTS: 'true', PUBLISH_POLL_INTERVAL_MS: '1' } });
});
afterAll(async () => {
  expect(fake.errors).toEqual([]);
  await env.close();
  await fake.stop();
});

const connect = (cookie: string, payload: object) =>
  env.app.inject({ method: 'POST', url: '/api/social-media/connect', ...as(cookie), payload: { platform: 'mastodon', ...payload } });

/** A Premium creator connected to the fake instance through the API, as the connect dialog does. */
async function connected() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const { accessToken } = fake.tokens.issue();
  const res = await connect(u.cookie, { serverUrl: fake.url, accessToken });
  expect(res.statusCode).toBe(201);
  return { user: u, accessToken, connection: res.json() as SocialConnection };
}

async function armed(userId: string, videoId: string | null, content: string, platformOptions: PlatformOptions = {}) {
  const post = await postsRepository(env.ctx.db).insert({
    userId,
    title: 'Harbour at dawn',
    content,
    scheduledTime: new Date(),
    platforms: ['mastodon'],
    status: 'ready',
    videoId,
    platformOptions,
  });
  const plan = await armPost(env.ctx.db, post);
  return { post, job: plan.sends[0]! };
}

const resultOf = async (postId: string) => (await env.ctx.db.select().from(postResults).where(eq(postResults.postId, postId)))[0]!;

describe('Mastodon: instance address and access token', () => {
  it('connects with verify_credentials, and a wrong token is refused in the instance’s words', async () => {
    const { connection } = await connected();
    expect(connection).toMatchObject({
      platform: 'mastodon',
      platformUserId: fake.account.id,
      platformUsername: `@creator@${new URL(fake.url).host}`,
      serverUrl: fake.url,
      avatarUrl: `${fake.url}/avatars/${fake.account.id}.png`,
      isActive: true,
    });

    const u = await signedInUser(env.app);
    const wrong = await connect(u.cookie, { serverUrl: fake.url, accessToken: 'not-a-token' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'token_refused', message: 'Mastodon refused this token: The access token is invalid' });
    const noServer = await connect(u.cookie, { accessToken: 'x' });
    expect(noServer.statusCode).toBe(400);
    expect((noServer.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.serverRequired('mastodon'));
  });

  it('refuses a private instance address unless SOCIAL_PRIVATE_HOSTS allows it', async () => {
    const { accessToken } = fake.tokens.issue();
    const strict = createPlatforms({}, { modules: PLATFORM_MODULES }).get('mastodon')!;
    await expect(strict.connect!({ secret: accessToken, serverUrl: fake.url })).rejects.toBeInstanceOf(PrivateAddressError);
    const open = createPlatforms({ SOCIAL_PRIVATE_HOSTS: true }).get('mastodon')!;
    await expect(open.connect!({ secret: accessToken, serverUrl: fake.url })).resolves.toMatchObject({ platformUserId: fake.account.id });
  });

  it('the API refuses a private instance in words when the server does not allow private addresses', async () => {
    const u = await signedInUser(env.app);
    const [row] = await env.ctx.db.select().from(users).where(eq(users.id, u.id));
    const strict = socialService({ ...env.ctx, platforms: createPlatforms({}) });
    const err = await strict
      .connect(row!, connectSocialSchema.parse({ platform: 'mastodon', accessToken: fake.tokens.issue().accessToken, serverUrl: fake.url }))
      .catch((e: unknown) => e as { status: number; code: string; message: string });
    expect(err).toMatchObject({ status: 400, code: 'server_private_address', message: SOCIAL_MESSAGES.privateServer(new URL(fake.url).host) });
  });

  it('the daily token check asks the connection’s own instance, and a revoked token turns it inactive in its words', async () => {
    const { user, accessToken } = await connected();
    fake.tokens.revoke(accessToken);
    const calls = fake.count('accounts.verify');
    await checkConnections(env.ctx, new Date(Date.now() + 21 * 3600_000));
    expect(fake.count('accounts.verify')).toBeGreaterThan(calls);
    const [conn] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    expect(conn).toMatchObject({ isActive: false, lastError: 'The access token is invalid' });
  });

  it('publishes a rendered video exactly once: media processed, one status with the options, its link', async () => {
    const { user } = await connected();
    const videoId = await readyVideo(env.ctx, user.id, 300 * 1024);
    const before = fake.statuses.length;
    const { post, job } = await armed(user.id, videoId, 'First light over the harbour', {
      mastodon: { mastodonVisibility: 'unlisted', contentWarning: 'Bright flashes', hashtags: ['harbour'] },
    });

    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);

    expect(fake.statuses).toHaveLength(before + 1);
    const status = fake.statuses.at(-1)!;
    expect(status).toMatchObject({ text: 'First light over the harbour\n\n#harbour', visibility: 'unlisted', spoilerText: 'Bright flashes' });
    expect(status.idempotencyKey).toMatch(/^[0-9a-f]{40}$/);
    const [video] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    expect(fake.media.get(status.mediaIds[0]!)!.bytes.equals(fs.readFileSync(env.files.path(video!.videoKey!)))).toBe(true);
    expect(await resultOf(post.id)).toMatchObject({
      status: 'posted',
      remoteId: status.id,
      url: `${fake.url}/@creator/${status.id}`,
      error: null,
    });
    const [after] = await env.ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, post.id));
    expect(after!.status).toBe('posted');

    // The same job delivered again is a no-op.
    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(fake.statuses).toHaveLength(before + 1);

    // Statistics: favourites, replies and boosts of the status, followers from the account.
    const sync = await metricsSyncService(env.ctx).syncUser(user.id);
    expect(sync.platforms).toEqual([{ platform: 'mastodon', posts: 1, followers: 87, error: null }]);
  });

  it('a connection dropped after the status was made is reconciled to that status, not posted again', async () => {
    const { user } = await connected();
    const videoId = await readyVideo(env.ctx, user.id, 200 * 1024);
    const before = fake.statuses.length;
    const { post, job } = await armed(user.id, videoId, 'Tide tables, explained');
    fake.dropNextStatusAnswer = true;

    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(fake.statuses).toHaveLength(before + 1);
    expect(await resultOf(post.id)).toMatchObject({ status: 'unknown' });

    const stats = await reconcileUnknown(env.ctx);
    expect(stats.posted).toBeGreaterThanOrEqual(1);
    const status = fake.statuses.at(-1)!;
    expect(await resultOf(post.id)).toMatchObject({ status: 'posted', remoteId: status.id, url: `${fake.url}/@creator/${status.id}` });
    expect(fake.statuses).toHaveLength(before + 1);
  });

  it('text over the limit is refused in words: 500 when scheduling, the instance’s own limit when publishing', async () => {
    const { user } = await connected();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      ...as(user.cookie),
      payload: { title: 'Long', content: 'w'.repeat(501), platforms: ['mastodon'], scheduledTime: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe('Mastodon posts hold up to 500 characters; this one has 501.');

    fake.maxCharacters = 100;
    try {
      const before = fake.statuses.length;
      const { post, job } = await armed(user.id, null, 'w'.repeat(120));
      await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
      expect(await resultOf(post.id)).toMatchObject({
        status: 'failed',
        error: "Mastodon: This server's posts hold up to 100 characters; this one has 120.",
      });
      expect(fake.statuses).toHaveLength(before);
    } finally {
      fake.maxCharacters = 500;
    }
  });

  it('a token revoked on the instance fails the post in its words and deactivates the connection', async () => {
    const { user, accessToken } = await connected();
    fake.tokens.revoke(accessToken);
    const { post, job } = await armed(user.id, null, 'Text only');
    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(await resultOf(post.id)).toMatchObject({ status: 'failed', error: 'Mastodon: The access token is invalid' });
    const [conn] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    expect(conn).toMatchObject({ isActive: false, lastError: 'The access token is invalid' });
    expect(POST_MESSAGES.unknownPlatform).toContain('Mastodon, Bluesky, Threads and Pinterest');
  });
});
