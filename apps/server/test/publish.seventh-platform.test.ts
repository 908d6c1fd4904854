import fs from 'node:fs';
import { PLATFORMS, type Platform } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatforms, PLATFORM_MODULES } from '../src/adapters/platforms/index.ts';
import { postResults, scheduledPosts, socialConnections, videos } from '../src/db/schema.ts';
import { runPublish } from '../src/modules/posts/index.ts';
import { postsRepository } from '../src/modules/posts/posts.repository.ts';
import { armPost } from '../src/modules/posts/publish-queue.ts';
import { connectionTokens } from '../src/modules/social/social.service.ts';
import { MastodonFake } from './fakes/mastodon.ts';
import { makePremium, readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { mastodon } from './platforms/mastodon/index.ts';

// The contracts' PLATFORMS is the product's list (what the web offers and the API accepts); a real
// seventh platform adds its id there too. Here the id enters contract-typed code this once.
const MASTODON = 'mastodon' as Platform;

let env: TestEnv;
let fake: MastodonFake;

beforeAll(async () => {
  fake = await new MastodonFake().start();
  env = await startTestServer();
});
afterAll(async () => {
  await env.close();
  await fake.stop();
});

/** The test's registry: the production modules plus the one line a new platform adds. */
const withMastodon = () =>
  createPlatforms(env.ctx.config, {
    modules: [...PLATFORM_MODULES, mastodon(fake.url)],
    tuning: { pollIntervalMs: 1 },
  });

/** A ready post for `platform`, armed as the posts service arms one: its job is returned, not queued. */
async function armed(userId: string, videoId: string | null, title: string) {
  const post = await postsRepository(env.ctx.db).insert({
    userId,
    title,
    content: `${title}: behind the scenes`,
    scheduledTime: new Date(),
    platforms: [MASTODON],
    status: 'ready',
    videoId,
  });
  const plan = await armPost(env.ctx.db, post);
  expect(plan.sends).toHaveLength(1);
  return { post, job: plan.sends[0]! };
}

async function connected() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const { accessToken } = fake.tokens.issue();
  await connectionTokens(env.ctx).store(u.id, MASTODON, { accessToken, platformUsername: 'creator' });
  return { user: u, accessToken };
}

describe('a seventh platform: one folder and one registry line', () => {
  it('joins the registry after the six, while the production registry stays as it is', () => {
    const platforms = withMastodon();
    expect(platforms.all.map((p) => p.id)).toEqual([...PLATFORMS, 'mastodon']);
    expect(platforms.get('mastodon')).toMatchObject({ label: 'Mastodon', oauth: null });
    expect(env.ctx.platforms.get('mastodon')).toBeUndefined();
    expect(() => createPlatforms({}, { modules: [...PLATFORM_MODULES, PLATFORM_MODULES[0]!] })).toThrow(/share an id/);
  });

  it('is published to by the real publish job: video uploaded whole, one status, result and post posted', async () => {
    const { user } = await connected();
    const videoId = await readyVideo(env.ctx, user.id, 300 * 1024);
    const { post, job } = await armed(user.id, videoId, 'Seventh');

    await runPublish(env.ctx, withMastodon(), job.data, job.id);

    expect(fake.errors).toEqual([]);
    expect(fake.statuses).toHaveLength(1);
    const status = fake.statuses[0]!;
    expect(status.text).toBe('Seventh: behind the scenes');
    expect(status.mediaIds).toHaveLength(1);
    const [video] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    const sent = fake.media.get(status.mediaIds[0]!)!;
    expect(sent.bytes.equals(fs.readFileSync(env.files.path(video!.videoKey!)))).toBe(true);
    expect(sent.description).toBe('Seventh');
    expect(fake.count('media.get')).toBe(3); // two 206s while processing, then 200

    const [result] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    expect(result).toMatchObject({
      platform: 'mastodon',
      status: 'posted',
      remoteId: status.id,
      url: `${fake.url}/@creator/${status.id}`,
      error: null,
    });
    const [after] = await env.ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, post.id));
    expect(after!.status).toBe('posted');

    // The same job delivered again is a no-op: exactly once holds for the new platform too.
    await runPublish(env.ctx, withMastodon(), job.data, job.id);
    expect(fake.statuses).toHaveLength(1);
  });

  it("goes through the job's error handling: a revoked token fails the post in the platform's words and deactivates the connection", async () => {
    const { user, accessToken } = await connected();
    fake.tokens.expire(accessToken);
    const { post, job } = await armed(user.id, null, 'Text only');

    await runPublish(env.ctx, withMastodon(), job.data, job.id);

    const [result] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    expect(result).toMatchObject({ status: 'failed', error: 'Mastodon: The access token is invalid' });
    const [conn] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, user.id));
    expect(conn).toMatchObject({ isActive: false, lastError: 'The access token is invalid' });
    expect(fake.statuses).toHaveLength(1); // still only the first test's status: the 401 posted nothing
  });
});
