import { LIMITS, VIDEO_MESSAGES, errorResponseSchema } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/lib/clock.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

// The Free plan's month runs on the injected clock (modules/plans), the same clock that stamps a
// render's request time: moving the clock into the next month frees the allowance, whatever the
// wall clock says.
let env: TestEnv;
let at = new Date('2026-01-31T23:50:00Z');
const fake: Clock = { now: () => new Date(at) };
let real: Clock;
beforeAll(async () => {
  env = await startTestServer();
  real = env.ctx.clock;
  env.ctx.clock = fake;
});
afterAll(async () => {
  env.ctx.clock = real;
  await env.close();
});

const video = (cookie: string, i: number) =>
  env.app.inject({
    method: 'POST',
    url: '/api/deepagent/complete-video',
    payload: { topic: `Video ${i}`, platform: 'tiktok', duration: 15, script: `Words for video ${i}.` },
    headers: { cookie },
  });

describe('the Free plan allowance follows the injected clock', () => {
  it("a full month refuses with code plan_limit; the clock's next month renders again", async () => {
    const free = await signedInUser(env.app);
    for (let i = 0; i < LIMITS.freeVideosPerMonth; i++) expect((await video(free.cookie, i)).statusCode).toBe(202);

    const refused = await video(free.cookie, 99);
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json())).toMatchObject({ code: 'plan_limit', message: VIDEO_MESSAGES.freeLimit });

    // Still January on the clock, minutes before its end: still refused.
    at = new Date('2026-01-31T23:59:00Z');
    expect((await video(free.cookie, 100)).json()).toMatchObject({ code: 'plan_limit' });

    at = new Date('2026-02-01T00:01:00Z');
    expect((await video(free.cookie, 101)).statusCode).toBe(202);
  });
});
