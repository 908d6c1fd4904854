import { durationProblem, type PlatformRule } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { makePremium, readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(async () => {
  await env.close();
});

describe("the platforms' video rules before scheduling", () => {
  it("lists each platform's length limits, and a post whose video breaks one is refused before it is saved", async () => {
    const u = await signedInUser(env.app);
    await makePremium(env.ctx, u.id);
    const signedOut = await env.app.inject({ url: '/api/scheduled-posts/platform-rules' });
    expect(signedOut.statusCode).toBe(401);
    const rules = (
      await env.app.inject({ url: '/api/scheduled-posts/platform-rules', headers: { cookie: u.cookie } })
    ).json() as PlatformRule[];
    const tiktok = rules.find((r) => r.platform === 'tiktok')!;
    expect(tiktok).toMatchObject({ minDurationSec: 3, maxDurationSec: 600 });
    expect(rules.find((r) => r.platform === 'instagram')).toMatchObject({ maxDurationSec: 900, aspects: ['9:16'] });

    const long = await readyVideo(env.ctx, u.id);
    await env.ctx.db.update(videos).set({ duration: 720 }).where(eq(videos.id, long));
    const post = (platforms: string[]) =>
      env.app.inject({
        method: 'POST',
        url: '/api/scheduled-posts',
        headers: { cookie: u.cookie },
        payload: {
          title: 'Long one',
          scheduledTime: new Date(Date.now() + 3600_000).toISOString(),
          platforms,
          videoId: long,
        },
      });
    const refused = await post(['youtube', 'tiktok']);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(
      'TikTok takes videos up to 10 min; this one is 12 min.',
    );
    expect((refused.json() as { message: string }).message).toBe(durationProblem(tiktok, 720));
    const list = (
      await env.app.inject({ url: '/api/scheduled-posts', headers: { cookie: u.cookie } })
    ).json() as { items: unknown[] };
    expect(list.items).toEqual([]);
    // Instagram takes up to 15 minutes: the same video is fine there.
    expect((await post(['instagram'])).statusCode).toBe(201);
  });
});
