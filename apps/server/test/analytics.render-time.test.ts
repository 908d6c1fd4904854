import type { Analytics } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoRenders, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 27 item 10: Analytics said "8m 14s over 1 render" for a video rendered twice (67 s and
// 105 s): it took the video's creation to the newest file's mtime, once per video. A render's
// time is its worker's start to its stored file, and every render counts.

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true });
});
afterAll(() => env.close());

const SCRIPT = 'Bees dance to tell the hive where the flowers are.';

describe('average render time', () => {
  it('averages each render’s start-to-file time, re-renders counted, not the video’s age', async () => {
    const u = await signedInUser(env.app);
    const testStarted = Date.now();
    const draft = await env.app.inject({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Bees', script: SCRIPT, platforms: ['tiktok'] },
      ...as(u.cookie),
    });
    const id = draft.json().id as string;
    // Written eight minutes before anyone pressed Render: none of that is render time.
    const eightMinutesAgo = new Date(testStarted - 8 * 60_000);
    await env.ctx.db.update(videos).set({ createdAt: eightMinutesAgo }).where(eq(videos.id, id));

    expect((await env.app.inject({ method: 'POST', url: `/api/videos/${id}/render`, ...as(u.cookie) })).statusCode).toBe(202);
    expect(await untilRendered(env.app, id, as(u.cookie).headers)).toMatchObject({ status: 'ready' });
    await env.app.inject({ method: 'PATCH', url: `/api/videos/${id}`, payload: { script: `${SCRIPT} They dance again.` }, ...as(u.cookie) });
    expect((await env.app.inject({ method: 'POST', url: `/api/videos/${id}/render`, ...as(u.cookie) })).statusCode).toBe(202);
    expect(await untilRendered(env.app, id, as(u.cookie).headers)).toMatchObject({ status: 'ready' });
    const testEnded = Date.now();

    const rows = await env.ctx.db.select().from(videoRenders).where(eq(videoRenders.videoId, id));
    expect(rows).toHaveLength(2);
    const seconds = rows.map((r) => (r.finishedAt.getTime() - r.startedAt.getTime()) / 1000);
    for (const [i, r] of rows.entries()) {
      expect(r.userId).toBe(u.id);
      // Each render happened within this test, after the video was made, and took real time.
      expect(r.startedAt.getTime()).toBeGreaterThanOrEqual(testStarted);
      expect(r.finishedAt.getTime()).toBeLessThanOrEqual(testEnded);
      expect(seconds[i]).toBeGreaterThan(0);
    }

    const res = await env.app.inject({ url: '/api/analytics', ...as(u.cookie) });
    const renders = (res.json() as Analytics).renders;
    expect(renders.sampleSize).toBe(2);
    expect(renders.averageSeconds).toBeCloseTo((seconds[0]! + seconds[1]!) / 2, 1);
    // The old figure was at least the eight minutes since the video was written.
    expect(renders.averageSeconds!).toBeLessThan((testEnded - testStarted) / 1000);

    // Another creator's analytics do not see these renders.
    const other = await signedInUser(env.app);
    const theirs = (await env.app.inject({ url: '/api/analytics', ...as(other.cookie) })).json() as Analytics;
    expect(theirs.renders).toMatchObject({ averageSeconds: null, sampleSize: 0 });
  }, 400_000);
});
