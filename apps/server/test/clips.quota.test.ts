import { LIMITS, VIDEO_MESSAGES } from '@reelforge/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// Clips count against the plan like any video (issue 28): all of a request's clips fit the
// month's Free videos, or none is made. No workers: the accepted job is only queued.

let env: TestEnv;
beforeAll(async () => {
  // A transcription service is configured (never reached here: nothing runs the job).
  env = await startTestServer({ env: { TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9/v1' } });
});
afterAll(() => env.close());

describe('POST /api/clips and the plan', () => {
  it('refuses a Free creator whose month has no room for every clip, writes none, and the clips it makes say what they are of', async () => {
    const free = await signedInUser(env.app);
    const [source] = await env.ctx.db
      .insert(libraryItems)
      .values({ userId: free.id, name: 'talk.mp4', type: 'video', mimeType: 'video/mp4', extension: 'mp4', storageKey: `library/${free.id}/talk.mp4`, size: 1000, durationSec: 90, width: 1280, height: 720 })
      .returning();
    const now = new Date();
    // Eight of the month's ten videos used.
    await env.ctx.db.insert(videos).values(
      Array.from({ length: LIMITS.freeVideosPerMonth - 2 }, (_, i) => ({ userId: free.id, title: `Used ${i}`, status: 'ready' as const, renderRequestedAt: now })),
    );
    const clips = (count: number) =>
      env.app.inject({ method: 'POST', url: '/api/clips', payload: { sourceItemId: source!.id, count, minSeconds: 15, maxSeconds: 40, aspect: '9:16' }, ...as(free) });
    const clipRows = async () => env.ctx.db.select().from(videos).where(and(eq(videos.userId, free.id), isNotNull(videos.clipOf)));

    const three = await clips(3);
    expect(three.statusCode).toBe(403);
    expect(three.json()).toMatchObject({ code: 'plan_limit', message: VIDEO_MESSAGES.freeLimit });
    expect(await clipRows()).toHaveLength(0);

    const two = await clips(2);
    expect(two.statusCode, two.body).toBe(202);
    expect(await clipRows()).toHaveLength(2);
    // The videos API says what each clip is of; other videos are clips of nothing.
    for (const id of (two.json() as { videoIds: string[] }).videoIds) {
      const video = (await env.app.inject({ url: `/api/videos/${id}`, ...as(free) })).json();
      expect(video).toMatchObject({ clipOf: source!.id, clipOfName: 'talk.mp4', translationOf: null });
    }
    const [used] = await env.ctx.db.select().from(videos).where(eq(videos.title, 'Used 0'));
    expect((await env.app.inject({ url: `/api/videos/${used!.id}`, ...as(free) })).json()).toMatchObject({ clipOf: null, clipOfName: null });

    const full = await clips(1);
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ code: 'plan_limit', message: VIDEO_MESSAGES.freeLimit });
    expect(await clipRows()).toHaveLength(2);
  });
});
