import { LIMITS, VIDEO_MESSAGES } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const tally = (codes: number[]) => ({ accepted: codes.filter((c) => c === 202).length, refused: codes.filter((c) => c === 403).length });

describe('the Free plan quota under simultaneous requests', () => {
  it('accepts exactly 10 of 18 simultaneous AI videos', async () => {
    const free = await signedInUser(env.app);
    const responses = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        env.app.inject({
          method: 'POST',
          url: '/api/deepagent/complete-video',
          payload: { topic: `Video ${i}`, platform: 'tiktok', duration: 15, script: `Words for video ${i}.` },
          ...as(free.cookie),
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ accepted: LIMITS.freeVideosPerMonth, refused: 8 });
    for (const r of responses.filter((x) => x.statusCode === 403)) expect(r.json().message).toBe(VIDEO_MESSAGES.freeLimit);
    expect(await env.ctx.db.select().from(videos).where(eq(videos.userId, free.id))).toHaveLength(LIMITS.freeVideosPerMonth);
  });

  it('renders of saved drafts fill the same meter exactly, and Premium is not metered', async () => {
    const free = await signedInUser(env.app);
    await env.ctx.db.insert(videos).values(
      Array.from({ length: 4 }, (_, i) => ({ userId: free.id, title: `done ${i}`, status: 'ready' as const, renderRequestedAt: new Date() })),
    );
    const drafts = await env.ctx.db
      .insert(videos)
      .values(Array.from({ length: 12 }, (_, i) => ({ userId: free.id, title: `draft ${i}`, script: `Script ${i}.` })))
      .returning();
    const codes = (
      await Promise.all(drafts.map((d) => env.app.inject({ method: 'POST', url: `/api/videos/${d.id}/render`, ...as(free.cookie) })))
    ).map((r) => r.statusCode);
    expect(tally(codes)).toEqual({ accepted: LIMITS.freeVideosPerMonth - 4, refused: 12 - (LIMITS.freeVideosPerMonth - 4) });

    const premium = await signedInUser(env.app);
    await env.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, premium.id));
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        env.app.inject({
          method: 'POST',
          url: '/api/deepagent/complete-video',
          payload: { topic: `P ${i}`, platform: 'tiktok', duration: 15, script: `Premium words ${i}.` },
          ...as(premium.cookie),
        }),
      ),
    );
    expect(tally(many.map((r) => r.statusCode))).toEqual({ accepted: 12, refused: 0 });
  });
});
