import { PLATFORMS, PLATFORMS_NEEDING_VIDEO, type Platform, type ScheduledPost } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postResults, scheduledPosts } from '../src/db/schema.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, publishCounts, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const N = 200;
let api: TestEnv;
let workers: TestEnv[] = [];
let fakes: FakePlatforms;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  const env = { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20', PUBLISH_CONCURRENCY: '6' };
  api = await startTestServer({ env });
  // Two worker processes' worth of queue consumers on the same database and storage.
  workers = await Promise.all(
    [1, 2].map(() => startTestServer({ env, databaseUrl: api.databaseUrl, dataDir: api.dataDir, workers: true })),
  );
});
afterAll(async () => {
  for (const w of workers) await w.close();
  await api.close();
  await fakes.stop();
});

it(`${N} posts due in the same minute, two workers: each published exactly once`, async () => {
  const u = await signedInUser(api.app);
  await makePremium(api.ctx, u.id);
  for (const p of PLATFORMS) await connectFake(api.app, u.cookie, fakes, p);
  const video = await readyVideo(api.ctx, u.id, 64 * 1024);
  const due = new Date(Date.now() + 15_000);
  const markers: string[] = [];
  for (let i = 0; i < N; i++) {
    const platform: Platform = PLATFORMS[i % PLATFORMS.length]!;
    const m = `bulk${i}x${due.getTime().toString(36)}`;
    markers.push(m);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: u.cookie },
      payload: {
        title: `Post ${m}`,
        content: `Caption ${m}`,
        // Every post in the same minute (a few seconds apart at most).
        scheduledTime: new Date(due.getTime() + (i % 5) * 1000).toISOString(),
        platforms: [platform],
        videoId: PLATFORMS_NEEDING_VIDEO.includes(platform) ? video : null,
        status: 'ready',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  const settled = await waitFor(
    async () => {
      const rows = await api.ctx.db
        .select({ status: scheduledPosts.status })
        .from(scheduledPosts)
        .where(eq(scheduledPosts.userId, u.id));
      return rows.every((r) => r.status === 'posted' || r.status === 'failed') && rows;
    },
    `${N} posts to settle`,
    240_000,
    500,
  );
  expect(settled).toHaveLength(N);
  const posts: ScheduledPost[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/scheduled-posts?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await api.app.inject({ url, headers: { cookie: u.cookie } })).json() as { items: ScheduledPost[]; nextCursor: string | null };
    posts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  expect(posts).toHaveLength(N);
  const failures = posts.filter((p) => p.status !== 'posted').map((p) => p.results[0]?.error);
  expect(failures).toEqual([]);

  const { counts, total, duplicates } = publishCounts(fakes, markers);
  expect(duplicates).toBe(0);
  expect(total).toBe(N);
  expect(counts.size).toBe(N);
  const results = await api.ctx.db.select().from(postResults);
  expect(results.filter((r) => r.status === 'posted')).toHaveLength(N);
  for (const f of [fakes.tiktok, fakes.youtube, fakes.meta, fakes.x, fakes.linkedin]) expect(f.errors).toEqual([]);
}, 300_000);
