import { SOCIAL_MESSAGES } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections } from '../src/db/schema.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// Threads and Pinterest as products offer them: OAuth through the social routes, pasted tokens
// checked with the platform, and Pinterest's boards for the scheduler's board picker.
let env: TestEnv;
let fakes: FakePlatforms;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ env: { ...fakes.env, THREADS_WEB_URL: fakes.threads.url, PINTEREST_WEB_URL: fakes.pinterest.url } });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

/** The consent page's part: start, take a code for the redirect URI, come back through the callback. */
async function oauthConnect(cookie: string, platform: 'threads' | 'pinterest', code?: string) {
  const start = await env.app.inject({ url: `/api/social-media/oauth/${platform}/start`, ...as(cookie) });
  expect(start.statusCode).toBe(302);
  const to = new URL(String(start.headers.location));
  expect(to.origin).toBe(fakes[platform].url);
  expect(to.searchParams.get('client_id')).toBe(fakes[platform].opts.clientId);
  const redirectUri = to.searchParams.get('redirect_uri')!;
  const stateCookie = String(start.headers['set-cookie']).match(/(rf_oauth_\w+=[^;]+)/)![1]!;
  const issued = code ?? fakes[platform].tokens.issueCode(redirectUri);
  return env.app.inject({
    url: `/api/social-media/oauth/${platform}/callback?code=${encodeURIComponent(issued)}&state=${to.searchParams.get('state')}`,
    headers: { cookie: `${cookie}; ${stateCookie}` },
  });
}

describe('connecting Threads and Pinterest', () => {
  it('signs in through each platform and stores the account it names', async () => {
    const u = await signedInUser(env.app);
    for (const platform of ['threads', 'pinterest'] as const) {
      const back = await oauthConnect(u.cookie, platform);
      expect(back.headers.location).toBe(`/video-studio?connected=${platform}`);
    }
    const list = (await env.app.inject({ url: '/api/social-media/connections', ...as(u.cookie) })).json() as {
      platform: string;
      platformUsername: string;
    }[];
    expect(list.map((c) => [c.platform, c.platformUsername]).sort()).toEqual([
      ['pinterest', fakes.pinterest.opts.username],
      ['threads', fakes.threads.opts.username],
    ]);
  });

  it('a code the platform refuses connects nothing and the studio says why', async () => {
    const u = await signedInUser(env.app);
    const back = await oauthConnect(u.cookie, 'pinterest', 'not-a-code');
    expect(back.headers.location).toBe('/video-studio?connectError=exchange_failed&platform=pinterest');
    expect(await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).toEqual([]);
  });

  it("a wrong token is refused in the platform's words and not saved", async () => {
    const u = await signedInUser(env.app);
    const connect = (platform: string) =>
      env.app.inject({ method: 'POST', url: '/api/social-media/connect', ...as(u.cookie), payload: { platform, accessToken: 'made-up' } });
    const th = await connect('threads');
    expect(th.statusCode).toBe(400);
    expect(message(th)).toBe('Threads refused this token: Invalid OAuth access token - Cannot parse access token');
    const pin = await connect('pinterest');
    expect(pin.statusCode).toBe(400);
    expect(message(pin)).toBe('Pinterest refused this token: Authentication failed.');
    expect(await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).toEqual([]);
  });
});

describe('GET /api/social-media/pinterest/boards', () => {
  it("lists the owner's boards; another user without Pinterest is told to connect, not shown them", async () => {
    const owner = await signedInUser(env.app);
    await connectFake(env.app, owner.cookie, fakes, 'pinterest');
    const res = await env.app.inject({ url: '/api/social-media/pinterest/boards', ...as(owner.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: fakes.pinterest.boards.map((b) => ({ id: b.id, name: b.name, privacy: b.privacy })),
    });

    const other = await signedInUser(env.app);
    const theirs = await env.app.inject({ url: '/api/social-media/pinterest/boards', ...as(other.cookie) });
    expect(theirs.statusCode).toBe(400);
    expect(message(theirs)).toBe(SOCIAL_MESSAGES.pinterestNotConnected);
    expect(theirs.body).not.toContain(fakes.pinterest.boards[0]!.name);
  });

  it('a second user sees their own account only, and a revoked token is answered in Pinterest\'s words', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const ta = await connectFake(env.app, a.cookie, fakes, 'pinterest');
    await connectFake(env.app, b.cookie, fakes, 'pinterest');
    fakes.pinterest.tokens.revoke(ta.accessToken);
    fakes.pinterest.tokens.revokeRefresh(ta.refreshToken);
    const refused = await env.app.inject({ url: '/api/social-media/pinterest/boards', ...as(a.cookie) });
    expect(refused.statusCode).toBe(502);
    expect(message(refused)).toMatch(/^Pinterest: token refresh failed: \S+/);
    // B's own connection still lists boards: A's token was never used for B.
    const fine = await env.app.inject({ url: '/api/social-media/pinterest/boards', ...as(b.cookie) });
    expect(fine.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await env.app.inject({ url: '/api/social-media/pinterest/boards' });
    expect(res.statusCode).toBe(401);
  });
});
