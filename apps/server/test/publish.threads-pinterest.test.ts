import fs from 'node:fs';
import type { Platform } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatforms } from '../src/adapters/platforms/index.ts';
import { postResults, scheduledPosts, videos } from '../src/db/schema.ts';
import { reconcileUnknown, runPublish } from '../src/modules/posts/index.ts';
import { postsRepository } from '../src/modules/posts/posts.repository.ts';
import { armPost } from '../src/modules/posts/publish-queue.ts';
import { connectionTokens } from '../src/modules/social/social.service.ts';
import { PinterestFake } from './fakes/pinterest.ts';
import { makePremium, readyVideo } from './fakes/scheduling.ts';
import { ThreadsFake } from './fakes/threads.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const THREADS: Platform = 'threads';
const PINTEREST: Platform = 'pinterest';

let env: TestEnv;
let th: ThreadsFake;
let pin: PinterestFake;

beforeAll(async () => {
  [th, pin] = await Promise.all([new ThreadsFake().start(), new PinterestFake().start()]);
  env = await startTestServer();
});
afterAll(async () => {
  await env.close();
  await Promise.all([th.stop(), pin.stop()]);
});

/** The product's registry, pointed at the two fakes. */
const registry = () =>
  createPlatforms({ ...env.ctx.config, THREADS_API_URL: th.url, PINTEREST_API_URL: pin.url }, { tuning: { pollIntervalMs: 1 } });

async function connected(platform: Platform) {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const fake = platform === THREADS ? th : pin;
  const { accessToken, refreshToken } = fake.tokens.issue();
  const platformUserId = platform === THREADS ? th.opts.userId : pin.opts.userId;
  await connectionTokens(env.ctx).store(u.id, platform, {
    accessToken,
    refreshToken: platform === THREADS ? null : refreshToken,
    platformUserId,
    platformUsername: 'creator',
  });
  return u;
}

async function armed(userId: string, platform: Platform, videoId: string | null, title: string) {
  const post = await postsRepository(env.ctx.db).insert({
    userId,
    title,
    content: `${title}: behind the scenes`,
    scheduledTime: new Date(),
    platforms: [platform],
    status: 'ready',
    videoId,
  });
  const plan = await armPost(env.ctx.db, post);
  return { post, job: plan.sends[0]! };
}

const resultOf = async (postId: string) =>
  (await env.ctx.db.select().from(postResults).where(eq(postResults.postId, postId)))[0]!;
const postOf = async (postId: string) =>
  (await env.ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, postId)))[0]!;

describe('Pinterest through the real publish job', () => {
  it('pins a rendered video once; a connection dropped after the Pin is reconciled to posted, never pinned again', async () => {
    const user = await connected(PINTEREST);
    const videoId = await readyVideo(env.ctx, user.id, 400 * 1024);
    const { post, job } = await armed(user.id, PINTEREST, videoId, 'Pasta');
    pin.opts.dropAfterPin = true;

    await runPublish(env.ctx, registry(), job.data, job.id);
    expect(pin.pins.size).toBe(1);
    expect(await resultOf(post.id)).toMatchObject({ status: 'unknown' });

    // The same job delivered again does not pin again: the outcome is asked about, not redone.
    await runPublish(env.ctx, registry(), job.data, job.id);
    expect(pin.count('pins.create')).toBe(1);

    const stats = await reconcileUnknown(env.ctx, registry());
    expect(stats.posted).toBeGreaterThanOrEqual(1);
    const [created] = [...pin.pins.values()];
    expect(await resultOf(post.id)).toMatchObject({
      status: 'posted',
      remoteId: created!.id,
      url: `https://www.pinterest.com/pin/${created!.id}/`,
      error: null,
    });
    expect((await postOf(post.id)).status).toBe('posted');
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    expect(created!.bytes.equals(fs.readFileSync(env.files.path(row!.videoKey!)))).toBe(true);
    expect(created).toMatchObject({
      title: 'Pasta',
      description: 'Pasta: behind the scenes',
      boardId: pin.boards[0]!.id,
    });
    expect(pin.pins.size).toBe(1);
  });
});

describe('Threads through the real publish job', () => {
  it('posts once; a connection dropped after threads_publish is reconciled to posted with its link', async () => {
    const user = await connected(THREADS);
    const { post, job } = await armed(user.id, THREADS, null, 'Words');
    th.opts.dropAfterPublish = true;

    await runPublish(env.ctx, registry(), job.data, job.id);
    expect(th.published).toBe(1);
    expect(await resultOf(post.id)).toMatchObject({ status: 'unknown' });

    await reconcileUnknown(env.ctx, registry());
    const [sent] = [...th.posts.values()];
    expect(sent!.text).toBe('Words: behind the scenes');
    expect(await resultOf(post.id)).toMatchObject({
      status: 'posted',
      remoteId: sent!.id,
      url: th.permalink(sent!),
      error: null,
    });
    expect((await postOf(post.id)).status).toBe('posted');
    expect(th.count('publish')).toBe(1);
  });

  it('a video post hands Threads a signed link to the stored video, which Threads fetches and posts once', async () => {
    const user = await connected(THREADS);
    const videoId = await readyVideo(env.ctx, user.id, 100 * 1024);
    const { post, job } = await armed(user.id, THREADS, videoId, 'Clip');
    // Threads fetches the video over HTTP: the server listens, and knows its public address.
    const site = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const ctx = { ...env.ctx, config: { ...env.ctx.config, PUBLIC_URL: site } };

    await runPublish(ctx, registry(), job.data, job.id);
    expect(await resultOf(post.id)).toMatchObject({ status: 'posted', error: null });
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    const sent = [...th.posts.values()].find((p) => p.text.startsWith('Clip'));
    expect(sent!.bytes!.equals(fs.readFileSync(env.files.path(row!.videoKey!)))).toBe(true);
    expect(th.count('publish')).toBe(2);
  });
});
