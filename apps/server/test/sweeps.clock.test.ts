import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResults, scheduledPosts, videos } from '../src/db/schema.ts';
import { LOST_RENDER_MESSAGE, sweepRenders } from '../src/modules/videos/index.ts';
import type { AppContext } from '../src/context/index.ts';
import { sweepPublishing } from '../src/modules/posts/publish-state.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

// Sweeps decide "this work is dead" from heartbeats and the clock. With the clock injected,
// the test moves time instead of waiting for it.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ env: { RENDER_STALE_SECONDS: '90', PUBLISH_STALE_SECONDS: '120' } });
});
afterAll(() => env.close());

const later = (ctx: AppContext, seconds: number): AppContext => ({
  ...ctx,
  clock: { now: () => new Date(Date.now() + seconds * 1000) },
});

describe('sweeps read the injected clock', () => {
  it('a render silent past RENDER_STALE_SECONDS (and with no job) fails with a reason; a fresh one is left alone', async () => {
    const u = await signedInUser(env.app);
    const [row] = await env.ctx.db
      .insert(videos)
      .values({ userId: u.id, title: 'Lost render', status: 'generating', jobId: randomUUID(), heartbeatAt: new Date() })
      .returning();
    expect((await sweepRenders(env.ctx)).failed).toBe(0);
    expect((await sweepRenders(later(env.ctx, 60))).failed).toBe(0);
    expect((await sweepRenders(later(env.ctx, 91))).failed).toBe(1);
    const [after] = await env.ctx.db.select().from(videos).where(eq(videos.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', error: LOST_RENDER_MESSAGE });
  });

  it('a publish silent past PUBLISH_STALE_SECONDS before its commit point is re-queued; a fresh one is not', async () => {
    const u = await signedInUser(env.app);
    const [post] = await env.ctx.db
      .insert(scheduledPosts)
      .values({ userId: u.id, title: 'Due post', scheduledTime: new Date(Date.now() - 60_000), platforms: ['tiktok'], status: 'publishing' })
      .returning();
    const [result] = await env.ctx.db
      .insert(postResults)
      .values({ postId: post!.id, platform: 'tiktok', status: 'publishing', jobId: randomUUID(), heartbeatAt: new Date() })
      .returning();
    expect((await sweepPublishing(env.ctx)).requeued).toBe(0);
    expect((await sweepPublishing(later(env.ctx, 121))).requeued).toBe(1);
    const [after] = await env.ctx.db.select().from(postResults).where(eq(postResults.id, result!.id));
    expect(after).toMatchObject({ status: 'pending', retries: 1, generation: 1 });
    expect(after!.jobId).not.toBe(result!.jobId);
  });
});
