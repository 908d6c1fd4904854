import fs from 'node:fs';
import { SOCIAL_MESSAGES, type PlatformOptions, type SocialConnection } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetsOf } from '../src/adapters/platforms/bluesky/facets.ts';
import { postResults, socialConnections, videos } from '../src/db/schema.ts';
import { metricsSyncService } from '../src/modules/metrics/index.ts';
import { reconcileUnknown, runPublish } from '../src/modules/posts/index.ts';
import { postsRepository } from '../src/modules/posts/posts.repository.ts';
import { armPost } from '../src/modules/posts/publish-queue.ts';
import { BlueskyFake } from './fakes/bluesky.ts';
import { makePremium, readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let fake: BlueskyFake;

beforeAll(async () => {
  fake = await new BlueskyFake().start();
  env = await startTestServer({
    env: { BLUESKY_SERVICE_URL: fake.url, BLUESKY_VIDEO_URL: fake.url, SOCIAL_PRIVATE_HOSTS: 'true', PUBLISH_POLL_INTERVAL_MS: '1' },
  });
});
afterAll(async () => {
  expect(fake.errors).toEqual([]);
  await env.close();
  await fake.stop();
});

const creator = () => fake.accounts[0]!;
const connect = (cookie: string, payload: object) =>
  env.app.inject({ method: 'POST', url: '/api/social-media/connect', ...as(cookie), payload: { platform: 'bluesky', ...payload } });

async function connected() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const res = await connect(u.cookie, { platformUsername: `@${creator().handle}`, accessToken: creator().appPassword });
  expect(res.statusCode).toBe(201);
  return { user: u, connection: res.json() as SocialConnection };
}

async function armed(userId: string, videoId: string | null, content: string, platformOptions: PlatformOptions = {}) {
  const post = await postsRepository(env.ctx.db).insert({
    userId,
    title: 'Night market',
    content,
    scheduledTime: new Date(),
    platforms: ['bluesky'],
    status: 'ready',
    videoId,
    platformOptions,
  });
  return { post, job: (await armPost(env.ctx.db, post)).sends[0]! };
}

const resultOf = async (postId: string) => (await env.ctx.db.select().from(postResults).where(eq(postResults.postId, postId)))[0]!;
const rkeyOf = (url: string | null) => url!.split('/').at(-1)!;

describe('Bluesky: handle and app password', () => {
  it('connects with createSession (the app password is not stored), and a wrong one is refused in Bluesky’s words', async () => {
    const { user, connection } = await connected();
    expect(connection).toMatchObject({
      platform: 'bluesky',
      platformUserId: creator().did,
      platformUsername: creator().handle,
      serverUrl: null,
      canRefresh: true,
      avatarUrl: expect.stringContaining(creator().did),
    });
    expect(connection.tokenExpiresAt).not.toBeNull();
    const [row] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    expect(env.ctx.cipher.decrypt(row!.accessTokenEnc, `${user.id}:bluesky:access`)).not.toBe(creator().appPassword);

    const wrong = await connect(user.cookie, { platformUsername: creator().handle, accessToken: 'aaaa-bbbb-cccc-dddd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'token_refused', message: 'Bluesky refused this handle and app password: Invalid identifier or password' });
    const noHandle = await connect(user.cookie, { accessToken: creator().appPassword });
    expect((noHandle.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.handleRequired('bluesky'));
    // A server the creator names is used (and policed) instead of BLUESKY_SERVICE_URL.
    const own = await connect(user.cookie, { platformUsername: creator().handle, accessToken: creator().appPassword, serverUrl: fake.url });
    expect((own.json() as SocialConnection).serverUrl).toBe(fake.url);
  });

  it('publishes a rendered video exactly once through the video service, with facets, and shows its link', async () => {
    const { user } = await connected();
    const videoId = await readyVideo(env.ctx, user.id, 300 * 1024);
    const text = 'Dumplings with @friend.bsky.social, recipe at https://example.com/dumplings.';
    const { post, job } = await armed(user.id, videoId, text, { bluesky: { hashtags: ['streetfood'] } });
    const before = fake.posts.length;

    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);

    expect(fake.posts).toHaveLength(before + 1);
    const made = fake.posts.at(-1)!;
    const sent = `${text}\n\n#streetfood`;
    expect(made.record).toMatchObject({ $type: 'app.bsky.feed.post', text: sent, embed: { $type: 'app.bsky.embed.video', alt: 'Night market' } });
    const job0 = [...fake.jobs.values()].at(-1)!;
    const [video] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    expect(job0.bytes.equals(fs.readFileSync(env.files.path(video!.videoKey!)))).toBe(true);
    expect(fake.count('video.limits')).toBeGreaterThanOrEqual(1);
    expect(fake.count('video.status')).toBeGreaterThanOrEqual(3); // two while encoding, then completed

    const facets = made.record.facets as { index: { byteStart: number; byteEnd: number }; features: Record<string, string>[] }[];
    const spans = facets.map((f) => [Buffer.from(sent).subarray(f.index.byteStart, f.index.byteEnd).toString(), f.features[0]]);
    expect(spans).toEqual([
      ['@friend.bsky.social', { $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:friend3k9m' }],
      ['https://example.com/dumplings', { $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/dumplings' }],
      ['#streetfood', { $type: 'app.bsky.richtext.facet#tag', tag: 'streetfood' }],
    ]);
    expect(await resultOf(post.id)).toMatchObject({
      status: 'posted',
      remoteId: `at://${creator().did}/app.bsky.feed.post/${made.rkey}`,
      url: `https://bsky.app/profile/${creator().did}/post/${made.rkey}`,
    });
    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(fake.posts).toHaveLength(before + 1);

    // Statistics: likes, replies, reposts plus quotes from getPosts, followers from the profile.
    const sync = await metricsSyncService(env.ctx).syncUser(user.id);
    expect(sync.platforms).toEqual([{ platform: 'bluesky', posts: 1, followers: 140, error: null }]);
    expect(fake.count('getPosts')).toBe(1);
  });

  it('a connection dropped after createRecord is reconciled by its record key, not posted again', async () => {
    const { user } = await connected();
    const { post, job } = await armed(user.id, await readyVideo(env.ctx, user.id, 100 * 1024), 'Lanterns going up');
    const before = fake.posts.length;
    fake.dropNextRecordAnswer = true;
    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(await resultOf(post.id)).toMatchObject({ status: 'unknown' });

    await reconcileUnknown(env.ctx);
    const made = fake.posts.at(-1)!;
    const result = await resultOf(post.id);
    expect(result).toMatchObject({ status: 'posted', remoteId: `at://${creator().did}/app.bsky.feed.post/${made.rkey}` });
    expect(rkeyOf(result.url)).toBe(made.rkey);
    expect(fake.posts).toHaveLength(before + 1);
  });

  it('an expired session is renewed with refreshSession and the renewed tokens are stored', async () => {
    const { user } = await connected();
    const [row] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    fake.expire(env.ctx.cipher.decrypt(row!.accessTokenEnc, `${user.id}:bluesky:access`));
    const refreshes = fake.refreshes;
    const { post, job } = await armed(user.id, null, 'Text only, after a while');
    await runPublish(env.ctx, env.ctx.platforms, job.data, job.id);
    expect(await resultOf(post.id)).toMatchObject({ status: 'posted' });
    expect(fake.refreshes).toBe(refreshes + 1);
    const [after] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    expect(after!.accessTokenEnc).not.toBe(row!.accessTokenEnc);
  });

  it('counts graphemes: 300 emoji families fit, 301 are refused in words', async () => {
    const { user } = await connected();
    const family = '👩‍👩‍👧';
    const schedule = (content: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/scheduled-posts',
        ...as(user.cookie),
        payload: { title: 'Family', content, platforms: ['bluesky'], scheduledTime: new Date(Date.now() + 3600_000).toISOString() },
      });
    expect((await schedule(family.repeat(300))).statusCode).toBe(201);
    const long = await schedule(family.repeat(301));
    expect(long.statusCode).toBe(400);
    expect((long.json() as { message: string }).message).toBe('Bluesky posts hold up to 300 characters; this one has 301.');
  });

  it('finds facets by UTF-8 byte offsets and leaves unknown handles as text', async () => {
    const text = 'café #día @nobody.example.com and (https://a.example/x?y=1)';
    const facets = await facetsOf(text, async () => null);
    const spans = facets.map((f) => Buffer.from(text).subarray(f.index.byteStart, f.index.byteEnd).toString());
    expect(spans).toEqual(['#día', 'https://a.example/x?y=1']);
  });
});
