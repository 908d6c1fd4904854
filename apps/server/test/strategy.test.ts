import { STRATEGY_MESSAGES, type WeeklyPlan } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMetricSnapshots, postResults, scheduledPosts, videos } from '../src/db/schema.ts';
import { lastStrategyRun } from '../src/modules/strategy/last-run.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const DAY = 86_400_000;

/** The last moment before now that falls on `weekday` (0 = Sunday) at `hour`:00 UTC, `weeksAgo` weeks back. */
function pastUtc(weekday: number, hour: number, weeksAgo: number): Date {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() - weekday + 7) % 7) - 7 * (weeksAgo + 1));
  return d;
}

/** A published post on `platform` at `at` whose platform reported `views`. */
async function publishedPost(userId: string, platform: string, at: Date, views: number) {
  const [post] = await env.ctx.db
    .insert(scheduledPosts)
    .values({ userId, title: `${platform} post`, scheduledTime: at, platforms: [platform], status: 'posted' })
    .returning();
  const [result] = await env.ctx.db
    .insert(postResults)
    .values({ postId: post!.id, platform, status: 'posted', remoteId: `r-${post!.id}`, publishedAt: at })
    .returning();
  await env.ctx.db.insert(postMetricSnapshots).values({ userId, postResultId: result!.id, platform, views, at: new Date(at.getTime() + DAY) });
}

const plan = (cookie: string, payload: Record<string, unknown>) =>
  env.app.inject({ method: 'POST', url: '/api/strategy/plan', payload, ...as(cookie) });

/** The weekday and hour an instant shows in a zone. */
function wall(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(iso));
  return `${parts.find((p) => p.type === 'weekday')?.value} ${Number(parts.find((p) => p.type === 'hour')?.value)}`;
}

describe('weekly plan', () => {
  it('takes best days, hours and platforms from the user’s own published posts, and the niche from their best video', async () => {
    const a = await signedInUser(env.app);
    await env.ctx.db.insert(videos).values([
      { userId: a.id, title: 'Latte art basics', views: 9000 },
      { userId: a.id, title: 'Cleaning a grinder', views: 40 },
    ]);
    // Wednesdays 08:00 UTC on YouTube did best, Saturdays 18:00 on TikTok next, Mondays on Instagram barely.
    for (const w of [0, 1, 2]) await publishedPost(a.id, 'youtube', pastUtc(3, 8, w), 5000 + w);
    for (const w of [0, 1]) await publishedPost(a.id, 'tiktok', pastUtc(6, 18, w), 3000);
    for (const w of [0, 1]) await publishedPost(a.id, 'instagram', pastUtc(1, 12, w), 10);

    const res = await plan(a.cookie, { ideas: 5, timeZone: 'UTC' });
    expect(res.statusCode).toBe(201);
    const body = res.json<WeeklyPlan>();
    expect(body.niche).toBe('Latte art basics');
    expect(body.nicheSource).toBe('videos');
    expect(body.history.posts).toBe(7);
    expect(body.history.bestPlatform).toBe('youtube');
    expect(body.history.note).toBe('Times come from your 7 measured posts; YouTube did best.');
    expect(body.history.topVideos[0]).toEqual({ title: 'Latte art basics', views: 9000 });
    expect(body.ideas).toHaveLength(5);
    expect(body.ideas.every((i) => i.timeSource === 'history')).toBe(true);
    const slots = body.ideas.map((i) => `${wall(i.postAt, 'UTC')} ${i.format.platform}`);
    expect(slots).toContain('Wed 8 youtube');
    expect(slots).toContain('Sat 18 tiktok');
    expect(slots).toContain('Mon 12 instagram');
    // Days without results are posted at the best hour overall, on the best platform.
    const rest = slots.filter((s) => !/^(Wed|Sat|Mon) /.test(s));
    expect(rest).toHaveLength(2);
    for (const s of rest) expect(s).toMatch(/^\w{3} 8 youtube$/);
    // Every idea is in the coming week, in order, and about the niche (built-in writer).
    const times = body.ideas.map((i) => Date.parse(i.postAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(times.every((t) => t > Date.now() && t < Date.now() + 8 * DAY)).toBe(true);
    expect(body.writer.kind).toBe('builtin');
    // The niche's framing ("basics") is not its subject: ideas are about latte art itself.
    for (const idea of body.ideas) expect(idea.topic.toLowerCase()).toContain('latte art');
    expect(new Set(body.ideas.map((i) => i.format.structure)).size).toBeGreaterThanOrEqual(3);

    // The same history read in Tokyo: Wednesday 08:00 UTC is Wednesday 17:00 there.
    const tokyo = (await plan(a.cookie, { ideas: 5, timeZone: 'Asia/Tokyo' })).json<WeeklyPlan>();
    expect(tokyo.ideas.map((i) => wall(i.postAt, 'Asia/Tokyo'))).toContain('Wed 17');

    expect(await lastStrategyRun(env.ctx, a.id)).toMatchObject({ outcome: 'succeeded', error: null });
  });

  it('says so honestly when there is no history, and asks for a niche when there are no videos', async () => {
    const b = await signedInUser(env.app);
    const refused = await plan(b.cookie, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(STRATEGY_MESSAGES.noNiche);
    expect(await lastStrategyRun(env.ctx, b.id)).toBeNull();

    const res = await plan(b.cookie, { niche: 'home coffee brewing', ideas: 7 });
    expect(res.statusCode).toBe(201);
    const body = res.json<WeeklyPlan>();
    expect(body.history).toEqual({ posts: 0, note: STRATEGY_MESSAGES.historyFallback, bestPlatform: null, topVideos: [] });
    expect(body.nicheSource).toBe('typed');
    expect(body.ideas).toHaveLength(7);
    expect(body.ideas.every((i) => i.timeSource === 'guidance')).toBe(true);
    expect(body.ideas.map((i) => i.topic)).toContain('5 home coffee brewing mistakes to avoid');
  });

  it('turns an idea into a draft video once, and keeps plans to their owner', async () => {
    const a = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const made = (await plan(a.cookie, { niche: 'sourdough baking' })).json<WeeklyPlan>();

    const write = (cookie: string, id: string, index: number | string) =>
      env.app.inject({ method: 'POST', url: `/api/strategy/plan/${id}/ideas/${index}/script`, ...as(cookie) });
    const first = await write(a.cookie, made.id, 1);
    expect(first.statusCode).toBe(201);
    const { videoId } = first.json<{ videoId: string }>();
    const video = (await env.app.inject({ method: 'GET', url: `/api/videos/${videoId}`, ...as(a.cookie) })).json();
    expect(video.status).toBe('draft');
    expect(video.script.length).toBeGreaterThan(50);
    expect(video.platforms).toEqual([made.ideas[1]!.format.platform]);
    // Pressing it again opens the same draft instead of writing another.
    expect((await write(a.cookie, made.id, 1)).json().videoId).toBe(videoId);
    const latest = (await env.app.inject({ method: 'GET', url: '/api/strategy/plan', ...as(a.cookie) })).json<{ plan: WeeklyPlan }>();
    expect(latest.plan.id).toBe(made.id);
    expect(latest.plan.ideas[1]!.videoId).toBe(videoId);

    // Another user neither sees the plan nor writes from it.
    expect((await env.app.inject({ method: 'GET', url: '/api/strategy/plan', ...as(other.cookie) })).json()).toEqual({ plan: null });
    const foreign = await write(other.cookie, made.id, 0);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(STRATEGY_MESSAGES.planNotFound);
    expect((await write(a.cookie, made.id, 6)).json().message).toBe(STRATEGY_MESSAGES.ideaNotFound);
    expect((await write(a.cookie, made.id, 'x')).statusCode).toBe(400);
    expect((await write(a.cookie, 'not-a-uuid', 0)).statusCode).toBe(404);
  });

  it('validates its input with clear 4xx messages', async () => {
    const a = await signedInUser(env.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ niche: 'a' }, STRATEGY_MESSAGES.niche],
      [{ niche: 'x'.repeat(81) }, STRATEGY_MESSAGES.niche],
      [{ niche: 'coffee', ideas: 9 }, STRATEGY_MESSAGES.ideas],
      [{ niche: 'coffee', timeZone: 'Mars/Olympus' }, STRATEGY_MESSAGES.timeZone],
    ];
    for (const [payload, message] of cases) {
      const res = await plan(a.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await env.app.inject({ method: 'POST', url: '/api/strategy/plan', payload: { niche: 'coffee' } })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url: '/api/strategy/plan' })).statusCode).toBe(401);
  });
});
