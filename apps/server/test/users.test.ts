import { MSG } from '@reelforge/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, followerSnapshots, notifications, postMetricSnapshots, postResults, scheduledPosts, socialConnections, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { eq } from 'drizzle-orm';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());


describe('profile', () => {
  it('updates the profile fields and returns the user', async () => {
    const u = await signedInUser(env.app);
    const res = await env.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: 'Grace', lastName: 'Hopper', bio: 'Creator', location: 'Lisbon', website: 'https://grace.example' },
      ...as(u.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', bio: 'Creator', location: 'Lisbon' });
    const me = await env.app.inject({ url: '/api/auth/user', ...as(u.cookie) });
    expect(me.json().firstName).toBe('Grace');
  });

  it('refuses an email another account uses, and an invalid one', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const taken = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email: a.email, currentPassword: b.password }, ...as(b.cookie) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.emailTaken);
    const bad = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email: 'nope' }, ...as(b.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.emailInvalid);
  });

  it('needs a session', async () => {
    const res = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  const upload = (cookie: string, body: Buffer, type = 'image/png') =>
    env.app.inject({ method: 'PUT', url: '/api/user/profile-image', payload: body, headers: { cookie, 'content-type': type } });

  it('stores a squared 512x512 JPEG and serves it', async () => {
    const u = await signedInUser(env.app);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    const res = await upload(u.cookie, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(url).toMatch(/^\/media\/profile\/.+\.jpg$/);
    const served = await env.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  });

  it('judges by content: text sent as image/png is refused with the spec message', async () => {
    const u = await signedInUser(env.app);
    const res = await upload(u.cookie, Buffer.from('hello, I am not a picture'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.photoNotImage);
  });

  it('refuses more than 5 MB with the spec message', async () => {
    const u = await signedInUser(env.app);
    const res = await upload(u.cookie, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.photoTooLarge);
    const huge = await upload(u.cookie, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.photoTooLarge);
  });
});

describe('stats', () => {
  it('are zeros for a new account, with no change badges', async () => {
    const u = await signedInUser(env.app);
    const stats = await env.app.inject({ url: '/api/user/stats', ...as(u.cookie) });
    expect(stats.json()).toEqual({ videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 0 });
    const dash = await env.app.inject({ url: '/api/dashboard/stats', ...as(u.cookie) });
    expect(dash.json()).toEqual({
      totalViews: 0,
      totalVideos: 0,
      draftVideos: 0,
      totalFollowers: 0,
      totalRevenue: 0,
      revenueAvailable: false,
      changes: { totalViews: null, totalVideos: null, totalFollowers: null, totalRevenue: null },
    });
  });

  it('are computed from rows, only the caller\'s, with 30-day change badges', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const [a] = await env.ctx.db
      .insert(videos)
      .values([
        { userId: u.id, title: 'a', views: 300, likes: 30, createdAt: at(2), videoKey: 'videos/a.mp4', status: 'ready' },
        { userId: u.id, title: 'b', views: 100, likes: 10, createdAt: at(5), videoKey: 'videos/b.mp4', status: 'published' },
        { userId: u.id, title: 'c', views: 200, likes: 5, createdAt: at(40), videoKey: 'videos/c.mp4', status: 'ready' },
        // Never rendered (issue 27 item 14): drafts, not videos created, whatever status was picked.
        { userId: u.id, title: 'd', createdAt: at(1) },
        { userId: u.id, title: 'e', createdAt: at(3), status: 'ready' },
        { userId: other.id, title: 'x', views: 999_999, likes: 1, createdAt: at(1), videoKey: 'videos/x.mp4' },
        { userId: other.id, title: 'y', createdAt: at(1) },
      ])
      .returning();
    const stats = (await env.app.inject({ url: '/api/user/stats', ...as(u.cookie) })).json();
    expect(stats).toMatchObject({ videosCreated: 3, totalViews: 600, totalLikes: 45 });

    // Views, revenue and followers come from the platforms' snapshots (ADR 0022), 70 days of them.
    const [post] = await env.ctx.db.insert(scheduledPosts).values({ userId: u.id, title: 'p', scheduledTime: at(70), platforms: ['youtube'], status: 'posted', videoId: a!.id }).returning();
    const [result] = await env.ctx.db.insert(postResults).values({ postId: post!.id, platform: 'youtube', status: 'posted', remoteId: 'yt1' }).returning();
    const [conn] = await env.ctx.db.insert(socialConnections).values({ userId: u.id, platform: 'youtube', accessTokenEnc: 'sealed' }).returning();
    const snap = (daysAgo: number, views: number, cents: number) => ({ userId: u.id, postResultId: result!.id, videoId: a!.id, platform: 'youtube', views, revenueCents: cents, at: at(daysAgo) });
    await env.ctx.db.insert(postMetricSnapshots).values([snap(70, 100, 500), snap(35, 300, 1000), snap(1, 700, 3000)]);
    const fol = (daysAgo: number, followers: number) => ({ userId: u.id, connectionId: conn!.id, platform: 'youtube', followers, at: at(daysAgo) });
    await env.ctx.db.insert(followerSnapshots).values([fol(70, 50), fol(35, 100), fol(1, 200)]);

    const dash = (await env.app.inject({ url: '/api/dashboard/stats', ...as(u.cookie) })).json();
    expect(dash).toMatchObject({ totalViews: 700, totalVideos: 3, draftVideos: 2, totalRevenue: 30, totalFollowers: 200, revenueAvailable: true });
    // videos: 2 in the last 30 days, 1 before; views gained 400 vs 200; followers 100 vs 50; revenue $20 vs $5
    expect(dash.changes).toEqual({ totalViews: 100, totalVideos: 100, totalFollowers: 100, totalRevenue: 300 });
    const theirs = (await env.app.inject({ url: '/api/dashboard/stats', ...as(other.cookie) })).json();
    expect(theirs).toMatchObject({ totalVideos: 1, draftVideos: 1, totalViews: 0, totalFollowers: 0, totalRevenue: 0, revenueAvailable: false });
  });
});

describe('notifications', () => {
  it('counts only the caller\'s unread notifications and marks them read', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const empty = await env.app.inject({ url: '/api/notifications', ...as(u.cookie) });
    expect(empty.json()).toEqual({ unreadCount: 0, items: [], nextCursor: null });
    await env.ctx.db.insert(notifications).values([
      { userId: u.id, title: 'Video ready', body: 'Your video is ready' },
      { userId: u.id, title: 'Post published', body: 'Live on TikTok' },
      { userId: other.id, title: 'Not yours', body: '' },
    ]);
    const list = (await env.app.inject({ url: '/api/notifications', ...as(u.cookie) })).json();
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title).sort()).toEqual(['Post published', 'Video ready']);
    await env.app.inject({ method: 'POST', url: '/api/notifications/read-all', ...as(u.cookie) });
    expect((await env.app.inject({ url: '/api/notifications', ...as(u.cookie) })).json().unreadCount).toBe(0);
    expect((await env.app.inject({ url: '/api/notifications', ...as(other.cookie) })).json().unreadCount).toBe(1);
  });

  it('marks one opened notification read, only the caller\'s own', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const [mine, theirs] = await env.ctx.db
      .insert(notifications)
      .values([
        { userId: u.id, title: 'Video ready', body: '', link: '/video-studio' },
        { userId: other.id, title: 'Not yours', body: '' },
      ])
      .returning();
    await env.ctx.db.insert(notifications).values({ userId: u.id, title: 'Still unread', body: '' });
    const ok = await env.app.inject({ method: 'POST', url: `/api/notifications/${mine?.id}/read`, ...as(u.cookie) });
    expect(ok.statusCode).toBe(200);
    const list = (await env.app.inject({ url: '/api/notifications', ...as(u.cookie) })).json();
    expect(list.unreadCount).toBe(1);
    expect(list.items.find((n: { id: string }) => n.id === mine?.id).readAt).not.toBeNull();
    const foreign = await env.app.inject({ method: 'POST', url: `/api/notifications/${theirs?.id}/read`, ...as(u.cookie) });
    expect(foreign.statusCode).toBe(404);
    expect((await env.app.inject({ url: '/api/notifications', ...as(other.cookie) })).json().unreadCount).toBe(1);
    const bad = await env.app.inject({ method: 'POST', url: '/api/notifications/not-an-id/read', ...as(u.cookie) });
    expect(bad.statusCode).toBe(404);
  });
});

describe('events', () => {
  it('records page views with their path, signed in or not, and validates names', async () => {
    const u = await signedInUser(env.app);
    const ok = await env.app.inject({ method: 'POST', url: '/api/events', payload: { name: 'page_view', path: '/pricing-check' }, ...as(u.cookie) });
    expect(ok.statusCode).toBe(204);
    const anon = await env.app.inject({ method: 'POST', url: '/api/events', payload: { name: 'page_view', path: '/pricing-check' } });
    expect(anon.statusCode).toBe(204);
    const rows = await env.ctx.db.select().from(events).where(eq(events.path, '/pricing-check'));
    expect(rows.map((r) => r.userId).sort()).toEqual([u.id, null].sort());
    const bad = await env.app.inject({ method: 'POST', url: '/api/events', payload: { name: 'hack' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('health and docs', () => {
  it('checks the database', async () => {
    const res = await env.app.inject({ url: '/api/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
  it('serves the OpenAPI document', async () => {
    const res = await env.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await env.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });
});
