import { MSG, POST_MESSAGES, type ScheduledPost } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResults, scheduledPosts, videos } from '../src/db/schema.ts';
import { PUBLISH_JOB } from '../src/job-contracts/index.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, readyVideo, recordingApp } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

// No workers here: these tests are about the API's rules; publishing is in publish*.test.ts.
let env: TestEnv;
let fakes: FakePlatforms;
let rec: ReturnType<typeof recordingApp<TestEnv['app']>>;
const secrets: string[] = [];

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ env: fakes.env });
  rec = recordingApp(env.app);
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message;

async function creator(opts: { premium?: boolean } = {}) {
  const u = await signedInUser(env.app);
  if (opts.premium) await makePremium(env.ctx, u.id);
  const api = {
    post: (payload: object) =>
      rec.app.inject({ method: 'POST', url: '/api/scheduled-posts', headers: { cookie: u.cookie }, payload }),
    patch: (id: string, payload: object) =>
      rec.app.inject({ method: 'PATCH', url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie }, payload }),
    del: (id: string) =>
      rec.app.inject({ method: 'DELETE', url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } }),
    get: (id: string) => rec.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } }),
    list: async () =>
      ((await rec.app.inject({ url: '/api/scheduled-posts', headers: { cookie: u.cookie } })).json() as { items: ScheduledPost[] }).items,
  };
  return { ...u, api };
}

async function jobsOf(postId: string) {
  const rows = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, postId));
  const jobs = await Promise.all(rows.map((r) => (r.jobId ? env.ctx.queue!.find(PUBLISH_JOB, r.jobId) : null)));
  return { rows, jobs };
}

describe('validation', () => {
  it("missing title, time or platforms gets the spec's message", async () => {
    const u = await creator();
    const base = { title: 'Hello', scheduledTime: inHours(2), platforms: ['twitter'] };
    for (const bad of [
      { ...base, title: undefined },
      { ...base, title: '   ' },
      { ...base, scheduledTime: undefined },
      { ...base, scheduledTime: '' },
      { ...base, platforms: [] },
      { ...base, platforms: undefined },
    ]) {
      const res = await u.api.post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(msg(res)).toBe(MSG.missingPostFields);
    }
    const notIso = await u.api.post({ ...base, scheduledTime: 'tomorrow at noon' });
    expect(msg(notIso)).toBe(POST_MESSAGES.invalidTime);
    const noZone = await u.api.post({ ...base, scheduledTime: '2030-01-01T10:00:00' });
    expect(msg(noZone)).toBe(POST_MESSAGES.invalidTime);
    const badPlatform = await u.api.post({ ...base, platforms: ['myspace'] });
    expect(msg(badPlatform)).toBe(POST_MESSAGES.unknownPlatform);
    expect((await env.app.inject({ method: 'POST', url: '/api/scheduled-posts', payload: base })).statusCode).toBe(401);
  });

  it('refuses a time in the past, accepts the current minute', async () => {
    const u = await creator({ premium: true });
    const past = await u.api.post({
      title: 'Late',
      scheduledTime: new Date(Date.now() - 5 * 60_000).toISOString(),
      platforms: ['twitter'],
    });
    expect(past.statusCode).toBe(400);
    expect(msg(past)).toBe(POST_MESSAGES.pastTime);
    const minute = new Date();
    minute.setSeconds(0, 0);
    const now = await u.api.post({ title: 'Now', scheduledTime: minute.toISOString(), platforms: ['twitter'] });
    expect(now.statusCode).toBe(201);
    const moved = await u.api.patch((now.json() as ScheduledPost).id, {
      scheduledTime: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(msg(moved)).toBe(POST_MESSAGES.pastTime);
  });

  it('TikTok, YouTube and Instagram need a ready video of your own', async () => {
    const u = await creator({ premium: true });
    const other = await creator();
    const base = { title: 'Clip', scheduledTime: inHours(3) };
    const none = await u.api.post({ ...base, platforms: ['tiktok', 'twitter', 'youtube'] });
    expect(none.statusCode).toBe(400);
    expect(msg(none)).toBe(POST_MESSAGES.videoRequired(['tiktok', 'youtube']));
    expect(msg(none)).toBe('TikTok and YouTube need a video. Choose one of your ready videos for this post.');

    const theirs = await readyVideo(env.ctx, other.id);
    const foreign = await u.api.post({ ...base, platforms: ['tiktok'], videoId: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(msg(foreign)).toBe(POST_MESSAGES.videoNotFound);

    const draftVideo = await readyVideo(env.ctx, u.id);
    await env.ctx.db.update(videos).set({ status: 'generating' }).where(eq(videos.id, draftVideo));
    const notReady = await u.api.post({ ...base, platforms: ['instagram'], videoId: draftVideo });
    expect(msg(notReady)).toBe(POST_MESSAGES.videoNotReady);

    const mine = await readyVideo(env.ctx, u.id, 1024, 'My clip');
    const ok = await u.api.post({ ...base, platforms: ['tiktok', 'youtube', 'instagram'], videoId: mine });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as ScheduledPost).video).toEqual({
      id: mine,
      title: 'My clip',
      status: 'ready',
      thumbnailUrl: null,
    });
    // Removing the video later is refused while video platforms remain.
    const removed = await u.api.patch((ok.json() as ScheduledPost).id, { videoId: null });
    expect(msg(removed)).toBe(POST_MESSAGES.videoRequired(['tiktok', 'youtube', 'instagram']));
    // Text platforms do without.
    expect((await u.api.post({ ...base, platforms: ['twitter', 'linkedin', 'facebook'] })).statusCode).toBe(201);
  });

  it('the Free plan publishes to TikTok only', async () => {
    const u = await creator();
    const video = await readyVideo(env.ctx, u.id);
    const res = await u.api.post({
      title: 'Multi',
      scheduledTime: inHours(1),
      platforms: ['tiktok', 'youtube'],
      videoId: video,
    });
    expect(res.statusCode).toBe(403);
    expect(msg(res)).toBe(POST_MESSAGES.freePlan);
    expect(msg(res)).toContain('Upgrade to Premium');
    const tiktok = await u.api.post({
      title: 'TikTok only',
      scheduledTime: inHours(1),
      platforms: ['tiktok'],
      videoId: video,
    });
    expect(tiktok.statusCode).toBe(201);
    const widen = await u.api.patch((tiktok.json() as ScheduledPost).id, { platforms: ['tiktok', 'twitter'] });
    expect(widen.statusCode).toBe(403);
  });
});

describe('lifecycle', () => {
  it('lists posts by time with per-platform results; only ready posts are queued', async () => {
    const u = await creator({ premium: true });
    const later = (
      await u.api.post({ title: 'Later', content: 'Body', scheduledTime: inHours(5), platforms: ['twitter'] })
    ).json() as ScheduledPost;
    const sooner = (
      await u.api.post({ title: 'Sooner', scheduledTime: inHours(1), platforms: ['linkedin', 'twitter'] })
    ).json() as ScheduledPost;
    const list = await u.api.list();
    expect(list.map((p) => p.title)).toEqual(['Sooner', 'Later']);
    expect(list[0]).toMatchObject({
      status: 'pending',
      content: null,
      videoId: null,
      video: null,
      platforms: ['linkedin', 'twitter'],
      results: [
        { platform: 'linkedin', status: 'pending', remoteId: null, url: null, error: null, updatedAt: null },
        { platform: 'twitter', status: 'pending', remoteId: null, url: null, error: null, updatedAt: null },
      ],
    });
    expect((await jobsOf(later.id)).rows).toEqual([]);

    // Ready needs connected accounts.
    const unconnected = await u.api.patch(sooner.id, { status: 'ready' });
    expect(unconnected.statusCode).toBe(400);
    expect(msg(unconnected)).toBe(POST_MESSAGES.connectFirst(['linkedin', 'twitter']));
    for (const p of ['linkedin', 'twitter'] as const)
      secrets.push((await connectFake(rec.app, u.cookie, fakes, p)).accessToken);

    const ready = await u.api.patch(sooner.id, { status: 'ready' });
    expect(ready.statusCode).toBe(200);
    const { rows, jobs } = await jobsOf(sooner.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'pending']);
    expect(jobs.map((j) => j?.state)).toEqual(['created', 'created']);
    expect(Math.abs(jobs[0]!.startAfter!.getTime() - new Date(sooner.scheduledTime).getTime())).toBeLessThan(1000);

    // Moving the time re-queues (new job ids); the old jobs are cancelled.
    const moved = await u.api.patch(sooner.id, { scheduledTime: inHours(2) });
    expect(moved.statusCode).toBe(200);
    const after = await jobsOf(sooner.id);
    expect(after.rows.map((r) => r.jobId)).not.toEqual(rows.map((r) => r.jobId));
    expect(after.jobs.map((j) => j?.state)).toEqual(['created', 'created']);
    for (const r of rows) expect((await env.ctx.queue!.find(PUBLISH_JOB, r.jobId!))?.state).toBe('cancelled');

    // Back to pending: its jobs no longer point anywhere.
    expect((await u.api.patch(sooner.id, { status: 'pending' })).statusCode).toBe(200);
    expect((await jobsOf(sooner.id)).rows.every((r) => r.jobId === null)).toBe(true);
  });

  it('allows only the user status moves, and refuses edits while publishing or once posted', async () => {
    const u = await creator({ premium: true });
    const p = (
      await u.api.post({ title: 'Moves', scheduledTime: inHours(4), platforms: ['twitter'] })
    ).json() as ScheduledPost;
    secrets.push((await connectFake(rec.app, u.cookie, fakes, 'twitter')).accessToken);
    const bad = await u.api.patch(p.id, { status: 'posted' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe(POST_MESSAGES.invalidStatus);
    expect((await u.api.patch(p.id, { status: 'draft' })).json()).toMatchObject({ status: 'draft' });
    const draftToReady = await u.api.patch(p.id, { status: 'ready' });
    expect(draftToReady.statusCode).toBe(409);
    expect(msg(draftToReady)).toBe(POST_MESSAGES.badTransition('draft', 'ready'));
    expect((await u.api.patch(p.id, { status: 'pending' })).json()).toMatchObject({ status: 'pending' });
    expect((await u.api.patch(p.id, { status: 'ready', title: 'Moves!' })).json()).toMatchObject({
      status: 'ready',
      title: 'Moves!',
    });
    expect((await u.api.patch(p.id, { status: 'pending' })).json()).toMatchObject({ status: 'pending' });

    await env.ctx.db.update(scheduledPosts).set({ status: 'publishing' }).where(eq(scheduledPosts.id, p.id));
    const busy = await u.api.patch(p.id, { title: 'Nope' });
    expect(busy.statusCode).toBe(409);
    expect(msg(busy)).toBe(POST_MESSAGES.publishingLocked);
    const del = await u.api.del(p.id);
    expect(del.statusCode).toBe(409);
    expect(msg(del)).toBe(POST_MESSAGES.deletePublishing);

    await env.ctx.db.update(scheduledPosts).set({ status: 'posted' }).where(eq(scheduledPosts.id, p.id));
    expect(msg(await u.api.patch(p.id, { title: 'Nope' }))).toBe(POST_MESSAGES.postedLocked);
    expect(msg(await u.api.patch(p.id, { status: 'draft' }))).toBe(POST_MESSAGES.postedLocked);
    expect((await u.api.del(p.id)).statusCode).toBe(200);
    expect((await u.api.get(p.id)).statusCode).toBe(404);
  });

  it('another user cannot see, change or delete your posts', async () => {
    const a = await creator({ premium: true });
    const b = await creator({ premium: true });
    const p = (
      await a.api.post({ title: 'Private', scheduledTime: inHours(2), platforms: ['twitter'] })
    ).json() as ScheduledPost;
    expect(await b.api.list()).toEqual([]);
    for (const res of [await b.api.get(p.id), await b.api.patch(p.id, { title: 'Mine now' }), await b.api.del(p.id)]) {
      expect(res.statusCode).toBe(404);
      expect(msg(res)).toBe(POST_MESSAGES.notFound);
    }
    expect((await b.api.get('not-a-uuid')).statusCode).toBe(404);
    expect((await a.api.get(p.id)).json()).toMatchObject({ title: 'Private' });
  });

  it('no response carried a token', () => {
    expect(secrets.length).toBeGreaterThan(2);
    const all = rec.bodies.join('\n');
    for (const s of secrets) expect(all).not.toContain(s);
  });
});
