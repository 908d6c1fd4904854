import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInfo } from '@reelforge/contracts';
import { createBoss } from '../src/adapters/queue/pg-boss.ts';
import { heartbeatRepository } from '../src/modules/workers/heartbeat.repository.ts';
import { WORKER_ONLINE_WINDOW_MS } from '../src/modules/workers/index.ts';
import { allJobs } from '../src/jobs/index.ts';
import { RENDER_QUEUE } from '../src/job-contracts/index.ts';
import { claimRenderSlot } from '../src/modules/videos/render-slot.repository.ts';
import { metricsRepository } from '../src/modules/metrics/metrics.repository.ts';
import { socialConnections } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium } from './fakes/scheduling.ts';

// The API runs without workers here; a worker's presence is its heartbeat row, written directly,
// and its absence is the clock moving past the online window (no waiting).
let env: TestEnv;
let fakes: FakePlatforms;
const SCRIPT = 'Water your plants in the morning.\n\nFeed them once a month in spring.';

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ env: fakes.env });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

async function agents(cookie: string) {
  const res = await env.app.inject({ url: '/api/agents', ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json().agents as AgentInfo[];
}
const agent = async (cookie: string, key: AgentInfo['key']) => (await agents(cookie)).find((a) => a.key === key)!;
const workerBeats = () =>
  heartbeatRepository(env.ctx.db).beat({ id: 'test-worker', host: 'test', pid: 1, queues: allJobs.map((j) => j.name) }, new Date());

async function queueRender(cookie: string, title: string) {
  const draft = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title, script: SCRIPT, platforms: ['tiktok'] }, ...as(cookie) });
  const res = await env.app.inject({ method: 'POST', url: `/api/videos/${draft.json().id}/render`, ...as(cookie) });
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
}

describe('GET /api/agents', () => {
  it('answers only signed-in users, with the eight agents', async () => {
    expect((await env.app.inject({ url: '/api/agents' })).statusCode).toBe(401);
    const u = await signedInUser(env.app);
    const list = await agents(u.cookie);
    expect(list.map((a) => a.key)).toEqual([
      'video_creation', 'avatar_synthesis', 'multi_channel_posting', 'analytics',
      'monetization', 'strategy', 'starter_pack', 'support',
    ]);
    expect(list.find((a) => a.key === 'strategy')).toMatchObject({ status: 'active', lastRun: null });
    expect(list.find((a) => a.key === 'support')!.note).toMatch(/no language model configured/);
    // No platform connected: posting cannot work, and says how to enable it.
    expect(list.find((a) => a.key === 'multi_channel_posting')).toMatchObject({ status: 'inactive', reason: expect.stringMatching(/No worker|No platform/) });
  });

  it('turns the video agent inactive when the worker stops beating, and active when it returns', async () => {
    const u = await signedInUser(env.app);
    expect(await agent(u.cookie, 'video_creation')).toMatchObject({ status: 'inactive', enable: expect.stringMatching(/npm run worker/) });
    await workerBeats();
    expect(await agent(u.cookie, 'video_creation')).toMatchObject({ status: 'active', reason: null, inFlight: 0 });

    const clock = env.ctx.clock;
    env.ctx.clock = { now: () => new Date(Date.now() + WORKER_ONLINE_WINDOW_MS + 1000) };
    try {
      const stopped = await agent(u.cookie, 'video_creation');
      expect(stopped.status).toBe('inactive');
      expect(stopped.reason).toMatch(/No worker is serving render-video/);
    } finally {
      env.ctx.clock = clock;
    }
    await workerBeats();
    expect((await agent(u.cookie, 'video_creation')).status).toBe('active');
  });

  it("shows processing while the user's render is in flight, with the queue depth", async () => {
    await workerBeats();
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    await queueRender(u.cookie, 'In flight');
    const video = await agent(u.cookie, 'video_creation');
    expect(video).toMatchObject({ status: 'processing', inFlight: 1, lastRun: { outcome: 'running', detail: 'In flight' } });
    expect(video.queueDepth).toBeGreaterThanOrEqual(1);
    // Someone else's render is not this user's work.
    expect(await agent(other.cookie, 'video_creation')).toMatchObject({ status: 'active', inFlight: 0, lastRun: null });
  });
});

describe('agent settings', () => {
  it('default to the spec (normal, on, 75) and validate with messages', async () => {
    const u = await signedInUser(env.app);
    const res = await env.app.inject({ url: '/api/agents/analytics/settings', ...as(u.cookie) });
    expect(res.json()).toEqual({ priority: 'normal', autoScaling: true, resourceAllocation: 75 });
    const bad = await env.app.inject({
      method: 'PUT', url: '/api/agents/analytics/settings', payload: { priority: 'normal', autoScaling: true, resourceAllocation: 101 }, ...as(u.cookie),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/at most 100/);
    const unknown = await env.app.inject({ url: '/api/agents/nope/settings', ...as(u.cookie) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown agent/);
    expect((await env.app.inject({ method: 'PUT', url: '/api/agents/analytics/settings', payload: {} })).statusCode).toBe(401);
  });

  it("reorders the user's queued renders by their new priority, and only theirs", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const first = await queueRender(a.cookie, 'A first');
    const second = await queueRender(b.cookie, 'B second');
    const save = await env.app.inject({
      method: 'PUT', url: '/api/agents/video_creation/settings', payload: { priority: 'high', autoScaling: false, resourceAllocation: 40 }, ...as(b.cookie),
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ priority: 'high', requeued: 1 });
    // B's settings are B's: A still reads the defaults.
    expect((await env.app.inject({ url: '/api/agents/video_creation/settings', ...as(a.cookie) })).json()).toMatchObject({ priority: 'normal' });
    expect((await agent(b.cookie, 'video_creation')).settings).toEqual({ priority: 'high', autoScaling: false, resourceAllocation: 40 });

    // pg-boss itself hands out B's later job before A's earlier one (other files' jobs may be queued too).
    const boss = createBoss(env.databaseUrl);
    boss.on('error', () => {});
    await boss.start();
    try {
      const fetched: string[] = [];
      for (;;) {
        const [job] = (await boss.fetch<{ videoId: string }>(RENDER_QUEUE)) ?? [];
        if (!job) break;
        fetched.push(job.data.videoId);
      }
      expect(fetched.indexOf(second)).toBeGreaterThanOrEqual(0);
      expect(fetched.indexOf(second)).toBeLessThan(fetched.indexOf(first));
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });

  it('a new render of a low-priority user is queued below, with no automatic retry when auto-scaling is off', async () => {
    const u = await signedInUser(env.app);
    await env.app.inject({
      method: 'PUT', url: '/api/agents/video_creation/settings', payload: { priority: 'low', autoScaling: false, resourceAllocation: 75 }, ...as(u.cookie),
    });
    const id = await queueRender(u.cookie, 'Low');
    const { rows } = await env.ctx.db.$client.query<{ priority: number; retry_limit: number }>(
      "select priority, retry_limit from pgboss.job where data->>'videoId' = $1",
      [id],
    );
    expect(rows[0]).toEqual({ priority: 4 - 10, retry_limit: 0 });
  });
});

describe('the posting agent priority', () => {
  it("moves the user's waiting publish jobs, and the next ones are queued with it", async () => {
    const u = await signedInUser(env.app);
    await makePremium(env.ctx, u.id);
    await connectFake(env.app, u.cookie, fakes, 'twitter');
    const create = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/scheduled-posts',
        payload: { title: 'Soon', scheduledTime: new Date(Date.now() + 2 * 3600_000).toISOString(), platforms: ['twitter'], status: 'ready' },
        ...as(u.cookie),
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const priorities = async () =>
      (
        await env.ctx.db.$client.query<{ priority: number }>(
          "select j.priority from pgboss.job j join scheduled_posts p on p.id::text = j.data->>'postId' where p.user_id = $1 and j.state = 'created' order by j.created_on",
          [u.id],
        )
      ).rows.map((r) => r.priority);
    expect(await priorities()).toEqual([0]);
    const save = await env.app.inject({
      method: 'PUT', url: '/api/agents/multi_channel_posting/settings', payload: { priority: 'low', autoScaling: true, resourceAllocation: 75 }, ...as(u.cookie),
    });
    expect(save.json()).toMatchObject({ requeued: 1 });
    expect((await create()).statusCode).toBe(201);
    expect(await priorities()).toEqual([-10, -10]);
  });
});

describe('the analytics agent settings steer the periodic sync', () => {
  it('skips a user whose auto-scaling is off and takes a high-priority user first', async () => {
    const [plain, off, high] = await Promise.all([signedInUser(env.app), signedInUser(env.app), signedInUser(env.app)]);
    for (const u of [plain, off, high]) {
      await env.ctx.db.insert(socialConnections).values({ userId: u.id, platform: 'tiktok', accessTokenEnc: 'sealed' });
    }
    const put = (cookie: string, settings: object) =>
      env.app.inject({ method: 'PUT', url: '/api/agents/analytics/settings', payload: settings, ...as(cookie) });
    expect((await put(off.cookie, { priority: 'normal', autoScaling: false, resourceAllocation: 75 })).statusCode).toBe(200);
    expect((await put(high.cookie, { priority: 'high', autoScaling: true, resourceAllocation: 75 })).statusCode).toBe(200);
    const now = new Date();
    const due = await metricsRepository(env.ctx.db).dueUsers(now, now, 50);
    expect(due[0]).toBe(high.id);
    expect(due).toContain(plain.id);
    expect(due).not.toContain(off.id);
  });
});

describe('resource allocation as render slots', () => {
  it('lets a user hold as many renders at once as their slots, and no more', async () => {
    const u = await signedInUser(env.app);
    const one = await claimRenderSlot(env.ctx.db, u.id, 2);
    const two = await claimRenderSlot(env.ctx.db, u.id, 2);
    const three = await claimRenderSlot(env.ctx.db, u.id, 2);
    expect([!!one, !!two, three]).toEqual([true, true, null]);
    await one!();
    const again = await claimRenderSlot(env.ctx.db, u.id, 2);
    expect(again).not.toBeNull();
    await Promise.all([two!(), again!()]);
  });
});

describe('POST /api/agents/check', () => {
  it('checks each capability for real and says how to enable what is missing', async () => {
    const u = await signedInUser(env.app);
    await heartbeatRepository(env.ctx.db).remove('test-worker');
    const res = await env.app.inject({ method: 'POST', url: '/api/agents/check', ...as(u.cookie) });
    expect(res.statusCode).toBe(200);
    const checks = res.json().checks as { key: string; ok: boolean; enable: string | null }[];
    expect(checks.map((c) => c.key)).toEqual(['database', 'render_worker', 'ffmpeg', 'tts', 'script_writer', 'publish_worker', 'connections', 'metrics']);
    const byKey = Object.fromEntries(checks.map((c) => [c.key, c]));
    expect(byKey.database).toMatchObject({ ok: true, enable: null });
    expect(byKey.render_worker).toMatchObject({ ok: false, enable: expect.stringMatching(/npm run worker/) });
    expect(byKey.connections).toMatchObject({ ok: false });
    await workerBeats();
    const after = (await env.app.inject({ method: 'POST', url: '/api/agents/check', ...as(u.cookie) })).json();
    expect(after.checks.find((c: { key: string }) => c.key === 'render_worker').ok).toBe(true);
  });
});
