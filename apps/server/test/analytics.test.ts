import { ANALYTICS_DAYS, type Analytics, type VideoStatus } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMetricSnapshots, postResults, scheduledPosts, videoRenders, videos } from '../src/db/schema.ts';
import { dayKey, lastDays } from '../src/modules/analytics/analytics.service.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const DAY = 86_400_000;
const renderOptions = { topic: 't', platform: 'tiktok', targetSeconds: 30, title: 't', script: 's' };

async function analytics(cookie: string, query = '') {
  const res = await env.app.inject({ url: `/api/analytics${query}`, ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json() as Analytics;
}

/** An AI render requested at `createdAt`; with `renderSeconds`, the worker recorded a render that long. */
async function aiVideo(userId: string, createdAt: Date, status: VideoStatus, renderSeconds?: number, extra: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await env.ctx.db
    .insert(videos)
    .values({ userId, title: `v ${status}`, status, createdAt, updatedAt: createdAt, renderOptions, ...extra })
    .returning();
  if (renderSeconds !== undefined) {
    const startedAt = new Date(createdAt.getTime() + 5000);
    const finishedAt = new Date(startedAt.getTime() + renderSeconds * 1000);
    await env.ctx.db.insert(videoRenders).values({ userId, videoId: row!.id, startedAt, finishedAt });
  }
}

describe('analytics API', () => {
  it('gives a new user honest zeros and 30 empty days', async () => {
    const u = await signedInUser(env.app);
    const a = await analytics(u.cookie);
    expect(a.videos).toEqual({ total: 0, byStatus: { draft: 0, generating: 0, ready: 0, published: 0, failed: 0 } });
    expect(a.views).toBe(0);
    expect(a.likes).toBe(0);
    expect(a.posts).toEqual({ total: 0, upcoming: 0, byPlatform: [] });
    expect(a.renders.days).toHaveLength(ANALYTICS_DAYS);
    expect(a.renders.days.every((d) => d.requested === 0)).toBe(true);
    expect(a.renders.days.at(-1)!.date).toBe(dayKey(new Date(), 'UTC'));
    expect(a.renders).toMatchObject({ total: 0, averageSeconds: null, sampleSize: 0 });
    expect(a.topVideos).toEqual([]);
    expect((await env.app.inject({ url: '/api/analytics' })).statusCode).toBe(401);
  });

  it("counts only the signed-in user's rows", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const now = Date.now();
    await aiVideo(a.id, new Date(now - 2 * DAY), 'ready', 40, { views: 120, likes: 9 });
    await aiVideo(a.id, new Date(now - 2 * DAY), 'published', 80, { views: 30, likes: 1 });
    await aiVideo(a.id, new Date(now - 5 * DAY), 'failed');
    await aiVideo(a.id, new Date(now - 45 * DAY), 'ready', 60); // outside the chart, still in the average
    await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Draft' }, ...as(a.cookie) });
    // B's activity must not leak into A's figures.
    await aiVideo(b.id, new Date(now - 2 * DAY), 'ready', 1000, { views: 99_999, likes: 5000 });

    const [post] = await env.ctx.db
      .insert(scheduledPosts)
      .values({ userId: a.id, title: 'p', scheduledTime: new Date(now - DAY), platforms: ['tiktok', 'youtube'], status: 'failed' })
      .returning();
    const [posted] = await env.ctx.db
      .insert(postResults)
      .values([
        { postId: post!.id, platform: 'tiktok', status: 'posted' },
        { postId: post!.id, platform: 'youtube', status: 'failed' },
      ])
      .returning();
    // Views and likes are what the platforms reported (ADR 0022).
    await env.ctx.db.insert(postMetricSnapshots).values({ userId: a.id, postResultId: posted!.id, platform: 'tiktok', views: 150, likes: 10 });
    await env.ctx.db.insert(scheduledPosts).values({ userId: a.id, title: 'later', scheduledTime: new Date(now + DAY), platforms: ['tiktok'] });
    const [bPost] = await env.ctx.db
      .insert(scheduledPosts)
      .values({ userId: b.id, title: 'b', scheduledTime: new Date(now - DAY), platforms: ['linkedin'], status: 'posted' })
      .returning();
    const [bPosted] = await env.ctx.db.insert(postResults).values({ postId: bPost!.id, platform: 'linkedin', status: 'posted' }).returning();
    await env.ctx.db.insert(postMetricSnapshots).values({ userId: b.id, postResultId: bPosted!.id, platform: 'linkedin', views: 99_999, likes: 5000 });

    const r = await analytics(a.cookie);
    expect(r.videos).toEqual({ total: 5, byStatus: { draft: 1, generating: 0, ready: 2, published: 1, failed: 1 } });
    expect(r.views).toBe(150);
    expect(r.likes).toBe(10);
    expect(r.posts).toEqual({
      total: 2,
      upcoming: 1,
      byPlatform: [
        { platform: 'tiktok', published: 1, failed: 0 },
        { platform: 'youtube', published: 0, failed: 1 },
      ],
    });
    const twoDaysAgo = r.renders.days.find((d) => d.date === dayKey(new Date(now - 2 * DAY), 'UTC'))!;
    expect(twoDaysAgo).toMatchObject({ requested: 2, finished: 2, failed: 0 });
    const fiveDaysAgo = r.renders.days.find((d) => d.date === dayKey(new Date(now - 5 * DAY), 'UTC'))!;
    expect(fiveDaysAgo).toMatchObject({ requested: 1, finished: 0, failed: 1 });
    expect(r.renders.total).toBe(3);
    expect(r.renders.averageSeconds).toBe(60); // (40 + 80 + 60) / 3
    expect(r.renders.sampleSize).toBe(3);
    expect(r.topVideos.map((v) => [v.views, v.likes])).toEqual([
      [120, 9],
      [30, 1],
    ]);

    const other = await analytics(b.cookie);
    expect(other.videos.total).toBe(1);
    expect(other.views).toBe(99_999);
    expect(other.posts.byPlatform).toEqual([{ platform: 'linkedin', published: 1, failed: 0 }]);
    expect(other.renders.averageSeconds).toBe(1000);
  });

  it('counts days in the requested time zone and rejects unknown zones', async () => {
    const u = await signedInUser(env.app);
    const tz = await analytics(u.cookie, '?tz=Pacific%2FKiritimati');
    expect(tz.timeZone).toBe('Pacific/Kiritimati');
    expect(tz.renders.days.at(-1)!.date).toBe(dayKey(new Date(), 'Pacific/Kiritimati'));
    const bad = await env.app.inject({ url: '/api/analytics?tz=Mars%2FOlympus', ...as(u.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('IANA time zone');
  });
});

describe('lastDays', () => {
  it('steps over DST changes one calendar day at a time', () => {
    // Europe/Berlin springs forward on 2025-03-30 (a 23-hour day).
    const days = lastDays(new Date('2025-03-31T22:30:00Z'), 'Europe/Berlin', 4);
    expect(days).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
    expect(lastDays(new Date('2025-01-01T12:00:00Z'), 'UTC', 2)).toEqual(['2024-12-31', '2025-01-01']);
  });
});
