// video_totals (migration 0024): triggers keep per-user, per-status totals that analytics and the
// stats routes read instead of every video; after any mix of writes they equal a fresh count.
import { type Analytics, type UserStats } from '@reelforge/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const STATUSES = ['draft', 'ready', 'published', 'failed'] as const;

async function kept(userId: string) {
  const r = await env.ctx.db.execute<Record<string, string>>(
    sql`select status, videos, rendered, views, likes, revenue_cents, bytes from video_totals where user_id = ${userId} and videos <> 0 order by status`,
  );
  return r.rows.map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, k === 'status' ? v : Number(v)])));
}
async function counted(userId: string) {
  const r = await env.ctx.db.execute<Record<string, string>>(
    sql`select status, count(*) as videos, count(video_key) as rendered, sum(views) as views, sum(likes) as likes, sum(revenue_cents) as revenue_cents, coalesce(sum(size_bytes), 0) as bytes
        from videos where user_id = ${userId} group by status order by status`,
  );
  return r.rows.map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, k === 'status' ? v : Number(v)])));
}

describe('video totals kept by triggers', () => {
  it('equal a fresh count after inserts, updates and deletes, bulk and single, per user', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const rows = await env.ctx.db
      .insert(videos)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          userId: i % 5 === 0 ? b.id : a.id,
          title: `V${i}`,
          status: STATUSES[i % 4],
          views: i * 3,
          likes: i,
          revenueCents: i * 10,
          videoKey: i % 4 === 1 || i % 4 === 2 ? `videos/x/${i}.mp4` : null,
          sizeBytes: i % 4 === 1 || i % 4 === 2 ? 1000 + i : null,
        })),
      )
      .returning({ id: videos.id, userId: videos.userId });
    const ofA = rows.filter((r) => r.userId === a.id).map((r) => r.id);
    expect(await kept(a.id)).toEqual(await counted(a.id));

    // A status change moves a video between rows; views and likes add up; a render adds its file.
    await env.ctx.db.update(videos).set({ status: 'published' }).where(inArray(videos.id, ofA.slice(0, 10)));
    await env.ctx.db.update(videos).set({ views: sql`${videos.views} + 7`, likes: 1 }).where(eq(videos.userId, a.id));
    await env.ctx.db.update(videos).set({ videoKey: 'videos/x/new.mp4', sizeBytes: 5000, status: 'ready' }).where(eq(videos.id, ofA[20]!));
    await env.ctx.db.update(videos).set({ progress: 50 }).where(eq(videos.userId, a.id)); // changes nothing counted
    await env.ctx.db.delete(videos).where(and(eq(videos.userId, a.id), inArray(videos.id, ofA.slice(30, 40))));
    // Through the API too.
    const made = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Via API' }, ...as(a.cookie) });
    expect(made.statusCode).toBe(201);
    expect(await kept(a.id)).toEqual(await counted(a.id));
    expect(await kept(b.id)).toEqual(await counted(b.id));

    // The routes read them.
    const fresh = await counted(a.id);
    const total = (k: string) => fresh.reduce((sum, r) => sum + Number(r[k]), 0);
    const analytics = (await env.app.inject({ url: '/api/analytics', ...as(a.cookie) })).json() as Analytics;
    expect(analytics.videos.total).toBe(total('videos'));
    for (const r of fresh) expect(analytics.videos.byStatus[r.status as keyof Analytics['videos']['byStatus']]).toBe(r.videos);
    const stats = (await env.app.inject({ url: '/api/user/stats', ...as(a.cookie) })).json() as UserStats;
    expect(stats).toMatchObject({ videosCreated: total('rendered'), totalViews: total('views'), totalLikes: total('likes') });
  });
});
