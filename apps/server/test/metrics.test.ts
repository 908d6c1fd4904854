import type { Analytics, DashboardStats, MetricsSync, ScheduledPost, VideoSummary } from '@reelforge/contracts';

type VideoPage = { items: VideoSummary[] };
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followerSnapshots,
  postMetricSnapshots,
  postResults,
  scheduledPosts,
  socialConnections,
  videos,
} from '../src/db/schema.ts';
import { metricsRepository } from '../src/modules/metrics/metrics.repository.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  // 0: no periodic sync, so only the syncs this file asks for run.
  env = await startTestServer({
    workers: true,
    env: { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20', METRICS_SYNC_INTERVAL_SECONDS: '0' },
  });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const get = async <T>(url: string, cookie: string) => {
  const res = await env.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const sync = async (cookie: string) => {
  const res = await env.app.inject({ method: 'POST', url: '/api/analytics/sync', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MetricsSync;
};

/** A Premium creator with TikTok and YouTube connected and one video posted to both. */
async function creatorWithPost() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const tokens = {
    tiktok: await connectFake(env.app, u.cookie, fakes, 'tiktok'),
    youtube: await connectFake(env.app, u.cookie, fakes, 'youtube'),
  };
  const video = await readyVideo(env.ctx, u.id, 300 * 1024, 'Metrics video');
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/scheduled-posts',
    headers: { cookie: u.cookie },
    payload: {
      title: 'Metrics post',
      content: 'caption',
      status: 'ready',
      scheduledTime: new Date(Date.now() + 500).toISOString(),
      videoId: video,
      platforms: ['tiktok', 'youtube'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json() as ScheduledPost;
  await waitFor(
    async () => (await get<ScheduledPost>(`/api/scheduled-posts/${post.id}`, u.cookie)).status === 'posted',
    'the post to be published',
  );
  return { ...u, video, tokens };
}

describe('metrics from the platforms', () => {
  it('a sync stores what the fakes report; videos, dashboard and analytics show it; others see none of it', async () => {
    const u = await creatorWithPost();
    fakes.tiktok.metrics.everyPost = { views: 1500, likes: 120, comments: 7, shares: 3 };
    fakes.tiktok.metrics.followers = 321;
    fakes.youtube.metrics.everyPost = { views: 250, likes: 20, comments: 2 };
    fakes.youtube.metrics.followers = 1000;
    fakes.youtube.metrics.revenueUsd = null;

    const report = await sync(u.cookie);
    expect(report.platforms).toEqual(
      expect.arrayContaining([
        { platform: 'tiktok', posts: 1, followers: 321, error: null },
        { platform: 'youtube', posts: 1, followers: 1000, error: null },
      ]),
    );

    const list = await get<VideoPage>('/api/videos', u.cookie);
    const v = list.items.find((x) => x.id === u.video)!;
    expect([v.views, v.likes]).toEqual([1750, 140]);

    const stats = await get<DashboardStats>('/api/dashboard/stats', u.cookie);
    expect(stats).toMatchObject({ totalViews: 1750, totalFollowers: 1321, revenueAvailable: false, totalRevenue: 0 });
    // One day of history: nothing to compare with, so no badge.
    expect(stats.changes.totalViews).toBeNull();
    expect(stats.changes.totalFollowers).toBeNull();

    const a = await get<Analytics>('/api/analytics', u.cookie);
    expect([a.views, a.likes]).toEqual([1750, 140]);
    expect(a.metrics.platforms.find((p) => p.platform === 'tiktok')).toMatchObject({
      views: 1500,
      likes: 120,
      comments: 7,
      shares: 3,
      followers: 321,
    });
    // YouTube's Data API has no share count: none is recorded, none is invented.
    expect(a.metrics.posts.find((p) => p.platform === 'youtube')).toMatchObject({
      views: 250,
      likes: 20,
      comments: 2,
      shares: null,
    });
    expect(a.metrics.days.at(-1)).toMatchObject({ views: 1750, byPlatform: { tiktok: 1500, youtube: 250 } });
    expect(a.metrics.revenue).toBeNull();
    expect(a.metrics.bestTimes).toHaveLength(1);
    expect(a.metrics.bestTimes[0]).toMatchObject({ averageViews: 875, posts: 2 });

    // A later sync: the day's gain grows by what the platform added.
    fakes.tiktok.metrics.everyPost = { views: 2000, likes: 150, comments: 9, shares: 4 };
    await sync(u.cookie);
    const b = await get<Analytics>('/api/analytics', u.cookie);
    expect(b.metrics.days.at(-1)?.views).toBe(2250);
    expect(b.metrics.posts.find((p) => p.platform === 'tiktok')?.views).toBe(2000);
    expect((await get<VideoPage>('/api/videos', u.cookie)).items.find((x) => x.id === u.video)?.views).toBe(2250);

    // A second user sees none of it.
    const other = await signedInUser(env.app);
    const theirs = await get<Analytics>('/api/analytics', other.cookie);
    expect(theirs.metrics).toMatchObject({ platforms: [], posts: [], plays: 0, revenue: null });
    expect(theirs.metrics.days.every((d) => d.views === 0)).toBe(true);
    expect(await get<DashboardStats>('/api/dashboard/stats', other.cookie)).toMatchObject({
      totalViews: 0,
      totalFollowers: 0,
    });
    expect((await sync(other.cookie)).platforms).toEqual([]);
  });

  it('revenue appears only where YouTube Analytics grants it; a refused platform is named, the others still sync', async () => {
    const u = await creatorWithPost();
    fakes.youtube.metrics.everyPost = { views: 10, likes: 1, comments: 0 };
    fakes.youtube.metrics.revenueUsd = 12.34;
    // TikTok refuses this account's token and cannot renew it.
    fakes.tiktok.tokens.expire(u.tokens.tiktok.accessToken);
    fakes.tiktok.tokens.revokeRefresh(u.tokens.tiktok.refreshToken);

    const report = await sync(u.cookie);
    expect(report.platforms.find((p) => p.platform === 'youtube')).toMatchObject({ posts: 1, error: null });
    expect(report.platforms.find((p) => p.platform === 'tiktok')?.error).toMatch(/refresh|token/i);

    const stats = await get<DashboardStats>('/api/dashboard/stats', u.cookie);
    expect(stats).toMatchObject({ revenueAvailable: true, totalRevenue: 12.34 });
    expect((await get<Analytics>('/api/analytics', u.cookie)).metrics.revenue).toBe(12.34);
    fakes.youtube.metrics.revenueUsd = null;
  });

  it('an expired access token is renewed with the refresh token before the statistics are read', async () => {
    const u = await creatorWithPost();
    fakes.youtube.metrics.everyPost = { views: 42 };
    fakes.youtube.tokens.expire(u.tokens.youtube.accessToken);
    const before = fakes.youtube.tokens.refreshes;
    const report = await sync(u.cookie);
    expect(report.platforms.find((p) => p.platform === 'youtube')).toMatchObject({ posts: 1, error: null });
    expect(fakes.youtube.tokens.refreshes).toBeGreaterThan(before);
  });

  it('rejects a backwards or too long date range with a message', async () => {
    const u = await signedInUser(env.app);
    const back = await env.app.inject({
      url: '/api/analytics?from=2026-05-02&to=2026-05-01',
      headers: { cookie: u.cookie },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ message: 'The start date must be on or before the end date.' });
    const long = await env.app.inject({
      url: '/api/analytics?from=2020-01-01&to=2026-05-01',
      headers: { cookie: u.cookie },
    });
    expect(long.statusCode).toBe(400);
    const ok = await get<Analytics>('/api/analytics?from=2026-05-01&to=2026-05-07', u.cookie);
    expect(ok.metrics.days.map((d) => d.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
    ]);
  });
});

describe('watch-page plays', () => {
  it('counts one play per visitor and day without cookies; another browser counts again', async () => {
    const u = await signedInUser(env.app);
    const id = await readyVideo(env.ctx, u.id, 64 * 1024, 'Public video');
    const play = (ua: string, videoId = id) =>
      env.app.inject({ method: 'POST', url: `/api/public/videos/${videoId}/play`, headers: { 'user-agent': ua } });

    // Not published yet: no public page, no plays.
    expect((await play('UA-1')).statusCode).toBe(404);
    await env.ctx.db.update(videos).set({ status: 'published' }).where(eq(videos.id, id));

    expect((await play('UA-1')).json()).toEqual({ counted: true });
    expect((await play('UA-1')).json()).toEqual({ counted: false });
    expect((await play('UA-2')).json()).toEqual({ counted: true });
    const page = await env.app.inject({ url: `/api/public/videos/${id}` });
    expect(page.json()).toMatchObject({ views: 2 });

    const a = await get<Analytics>('/api/analytics', u.cookie);
    expect(a.metrics.plays).toBe(2);
    expect(a.metrics.days.at(-1)?.plays).toBe(2);
    // The plays survive a metrics sync (the video total is recomputed from the tables).
    await sync(u.cookie);
    expect((await get<VideoPage>('/api/videos', u.cookie)).items.find((x) => x.id === id)?.views).toBe(2);
    expect(
      (await env.app.inject({ method: 'POST', url: '/api/public/videos/00000000-0000-0000-0000-000000000000/play' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('statistics retention', () => {
  it('thins snapshots past the detail window to the last one per post and account per UTC day', async () => {
    const u = await creatorWithPost();
    const [row] = await env.ctx.db
      .select({ result: postResults })
      .from(postResults)
      .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
      .where(eq(scheduledPosts.userId, u.id))
      .limit(1);
    const result = row?.result;
    const [conn] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id)).limit(1);
    const day = (d: number, h: number) => new Date(Date.UTC(2026, 0, d, h));
    // Old days: hourly rows; a recent day stays as it is.
    const recent = new Date(Date.now() - 3600_000);
    const times = [day(3, 1), day(3, 9), day(3, 23), day(4, 5), day(4, 6), recent, new Date(recent.getTime() + 60_000)];
    await env.ctx.db.insert(postMetricSnapshots).values(
      times.map((at, i) => ({ userId: u.id, postResultId: result!.id, platform: result!.platform, views: 100 + i, at })),
    );
    await env.ctx.db
      .insert(followerSnapshots)
      .values(times.map((at, i) => ({ userId: u.id, connectionId: conn!.id, platform: conn!.platform, followers: 10 + i, at })));

    const removed = await metricsRepository(env.ctx.db).compactSnapshots(new Date(Date.now() - 14 * 86_400_000));
    expect(removed).toEqual({ posts: 3, followers: 3 });
    const kept = await env.ctx.db
      .select({ views: postMetricSnapshots.views })
      .from(postMetricSnapshots)
      .where(eq(postMetricSnapshots.postResultId, result!.id))
      .orderBy(postMetricSnapshots.at);
    // The last of Jan 3 (23:00), the last of Jan 4 (06:00), and both recent rows.
    expect(kept.map((k) => k.views)).toEqual([102, 104, 105, 106]);
    const followers = await env.ctx.db
      .select({ n: followerSnapshots.followers })
      .from(followerSnapshots)
      .where(eq(followerSnapshots.connectionId, conn!.id))
      .orderBy(followerSnapshots.at);
    expect(followers.map((f) => f.n)).toEqual([12, 14, 15, 16]);
  });
});
