import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videos } from '../src/db/schema.ts';
import { createBoss } from '../src/adapters/queue/pg-boss.ts';
import { fairShareOf, RENDER_LONG_QUEUE, RENDER_QUEUE } from '../src/job-contracts/index.ts';
import { allJobs } from '../src/jobs/index.ts';

const renderVideo = allJobs.find((j) => j.name === RENDER_QUEUE)!;
import { claimRenderSlot } from '../src/modules/videos/render-slot.repository.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());


async function start(cookie: string, duration: number) {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/deepagent/complete-video',
    payload: { topic: `A ${duration} s video`, platform: 'youtube', duration, script: 'A few words to say.' },
    ...as(cookie),
  });
  expect(res.statusCode).toBe(202);
  return res.json().videoId as string;
}

async function jobOf(videoId: string) {
  const [video] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
  const { rows } = await env.ctx.db.$client.query<{ name: string; priority: number; start_after: Date; state: string }>(
    'select name, priority, start_after, state from pgboss.job where id = $1',
    [video!.jobId],
  );
  return { video: video!, job: rows[0]! };
}

describe('render fairness', () => {
  it('long videos go to their own lane; shorter videos get a higher priority', async () => {
    const u = await signedInUser(env.app);
    await env.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, u.id));
    const [short, medium, long] = [await start(u.cookie, 30), await start(u.cookie, 180), await start(u.cookie, 90 * 60)];
    const jobs = [await jobOf(short), await jobOf(medium), await jobOf(long)].map((j) => j.job);
    expect(jobs.map((j) => j.name)).toEqual([RENDER_QUEUE, RENDER_QUEUE, RENDER_LONG_QUEUE]);
    // The length part of the priority: each job's place in its user's queue (fair share) aside.
    const byLength = jobs.map((j) => j.priority - fairShareOf(j.priority));
    expect(byLength[0]).toBeGreaterThan(byLength[1]!);
    expect(byLength[1]).toBeGreaterThan(byLength[2]!);
  });

  it("a user's renders take one slot at a time, across connections; other users are not held", async () => {
    const [a, b] = [await signedInUser(env.app), await signedInUser(env.app)];
    const first = await claimRenderSlot(env.ctx.db, a.id);
    expect(first).not.toBeNull();
    expect(await claimRenderSlot(env.ctx.db, a.id)).toBeNull();
    const other = await claimRenderSlot(env.ctx.db, b.id);
    expect(other).not.toBeNull();
    await first!();
    const again = await claimRenderSlot(env.ctx.db, a.id);
    expect(again).not.toBeNull();
    await again!();
    await other!();
  });

  it('a slot whose connection the database drops does not crash the worker, and releases cleanly', async () => {
    const u = await signedInUser(env.app);
    const lost: Error[] = [];
    const release = await claimRenderSlot(env.ctx.db, u.id, 1, (err) => lost.push(err));
    expect(release).not.toBeNull();
    // What a database restart does to the held connection.
    const { rows } = await env.ctx.db.$client.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_locks
        where locktype = 'advisory' and objsubid = 1 and granted
          and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
      [`render-user:${u.id}`],
    );
    expect(rows).toEqual([{ ok: true }]);
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    await release!();
    // The lock went with the connection: the user's next render gets the slot.
    const next = await claimRenderSlot(env.ctx.db, u.id);
    expect(next).not.toBeNull();
    await next!();
  });

  it("round-robin between users: another user's first render is taken before the second of one who queued many", async () => {
    const [busy, other] = [await signedInUser(env.app), await signedInUser(env.app)];
    const queued = [];
    for (let i = 0; i < 4; i++) queued.push(await start(busy.cookie, 30));
    const first = await start(other.cookie, 30);
    const mine = new Set([...queued, first]);
    // pg-boss itself hands the jobs out, one fetch at a time, as workers take them.
    const boss = createBoss(env.databaseUrl);
    boss.on('error', () => {});
    await boss.start();
    const order: string[] = [];
    try {
      for (let i = 0; i < 30 && order.length < mine.size; i++) {
        const [job] = (await boss.fetch<{ videoId: string }>(RENDER_QUEUE)) ?? [];
        if (!job) break;
        if (mine.has(job.data.videoId)) order.push(job.data.videoId);
      }
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
    expect(order).toEqual([queued[0], first, ...queued.slice(1)]);
  });

  it("while one of a user's renders runs, their next one goes back to the queue and frees the worker", async () => {
    const u = await signedInUser(env.app);
    const videoId = await start(u.cookie, 30);
    const before = await jobOf(videoId);
    const running = await claimRenderSlot(env.ctx.db, u.id); // their other render, on another worker
    try {
      await renderVideo.handler(env.ctx, { videoId }, { id: before.video.jobId!, retryCount: 0, retryLimit: 2 });
    } finally {
      await running!();
    }
    const after = await jobOf(videoId);
    expect(after.video).toMatchObject({ status: 'generating', stage: 'queued' });
    expect(after.video.jobId).not.toBe(before.video.jobId);
    expect(after.job).toMatchObject({ name: RENDER_QUEUE, priority: before.job.priority, state: 'created' });
    const { rows } = await env.ctx.db.$client.query<{ later: boolean }>('select $1::timestamptz > now() as later', [after.job.start_after]);
    expect(rows[0]!.later).toBe(true);
  });

  it("a worker that dies mid-render gives its user's slot back (its connection closes)", async () => {
    const u = await signedInUser(env.app);
    // A separate process takes the slot the way a worker does, then is killed without cleanup.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import pg from 'pg';
         const c = new pg.Client({ connectionString: process.env.DB });
         await c.connect();
         await c.query("select pg_advisory_lock(hashtextextended($1, 0))", ['render-user:' + process.env.USER_ID]);
         process.stdout.write('locked\\n');
         setInterval(() => {}, 1000);`,
      ],
      { env: { ...process.env, DB: env.databaseUrl, USER_ID: u.id }, stdio: ['ignore', 'pipe', 'inherit'], cwd: process.cwd() },
    );
    await once(child.stdout!, 'data');
    expect(await claimRenderSlot(env.ctx.db, u.id)).toBeNull();
    child.kill('SIGKILL');
    await once(child, 'exit');
    let slot: Awaited<ReturnType<typeof claimRenderSlot>> = null;
    for (let i = 0; i < 200 && !slot; i++) {
      slot = await claimRenderSlot(env.ctx.db, u.id);
      if (!slot) await new Promise((r) => setTimeout(r, 50));
    }
    expect(slot).not.toBeNull();
    await slot!();
  });
});
