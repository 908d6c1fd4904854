import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LINK_PATH, signMediaLink } from '../src/lib/media-link.ts';
import { readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { videos } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

describe('GET /api/media-links/:token (what a platform fetches a video from)', () => {
  it('serves the signed file, with ranges, to anyone holding the link; forged links get 403 and old ones 410, in words', async () => {
    const u = await signedInUser(env.app);
    const videoId = await readyVideo(env.ctx, u.id, 64 * 1024);
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, videoId));
    const key = row!.videoKey!;
    const now = env.ctx.clock.now().getTime();
    const token = signMediaLink(env.ctx.tokenKey(), key, now);

    const whole = await env.app.inject({ method: 'GET', url: `${MEDIA_LINK_PATH}${token}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(64 * 1024);
    const part = await env.app.inject({ method: 'GET', url: `${MEDIA_LINK_PATH}${token}`, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const forged = await env.app.inject({ method: 'GET', url: `${MEDIA_LINK_PATH}${token}x` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'This media link is not valid.', code: 'media_link_invalid' });
    const old = signMediaLink(env.ctx.tokenKey(), key, now - 3 * 3600_000);
    const expired = await env.app.inject({ method: 'GET', url: `${MEDIA_LINK_PATH}${old}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: 'This media link has expired.', code: 'media_link_expired' });
  });
});
