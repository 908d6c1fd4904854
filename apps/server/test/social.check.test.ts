import { SOCIAL_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConnections } from '../src/modules/social/connection-check.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ env: fakes.env });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

type Conn = { id: string; platform: string; isActive: boolean; lastError: string | null; checkedAt: string | null };
type Notes = { items: { title: string; body: string }[] };

describe('the daily token check', () => {
  it('marks a token the platform revoked inactive, warns before an unrefreshable token expires, leaves good ones', async () => {
    const u = await signedInUser(env.app);
    const connect = (payload: object) =>
      env.app.inject({ method: 'POST', url: '/api/social-media/connect', headers: { cookie: u.cookie }, payload });
    const tiktok = fakes.tiktok.tokens.issue();
    const x = fakes.x.tokens.issue();
    const li = fakes.linkedin.tokens.issue();
    expect((await connect({ platform: 'tiktok', accessToken: tiktok.accessToken, expiresIn: 86400 })).statusCode).toBe(
      201,
    );
    expect((await connect({ platform: 'twitter', accessToken: x.accessToken })).statusCode).toBe(201);
    const linkedin = await connect({
      platform: 'linkedin',
      accessToken: li.accessToken,
      platformUserId: fakes.linkedin.opts.memberId,
      expiresIn: 2 * 86400 + 3600, // LinkedIn tokens can't be refreshed by most apps
    });
    expect(linkedin.statusCode).toBe(201);

    // The creator removed Reelforge's access on TikTok.
    fakes.tiktok.tokens.revoke(tiktok.accessToken);
    const stats = await checkConnections(env.ctx, new Date(Date.now() + 21 * 3600_000));
    expect(stats).toMatchObject({ revoked: 1, expiring: 1, unreachable: 0 });

    const list = (
      await env.app.inject({ url: '/api/social-media/connections', headers: { cookie: u.cookie } })
    ).json() as Conn[];
    const by = (p: string) => list.find((c) => c.platform === p)!;
    expect(by('tiktok')).toMatchObject({
      isActive: false,
      lastError: 'The access token is invalid or not found in the request.',
    });
    expect(by('twitter')).toMatchObject({ isActive: true, lastError: null });
    expect(by('linkedin')).toMatchObject({ isActive: true });
    expect(by('twitter').checkedAt).not.toBeNull();

    const notes = (await env.app.inject({ url: '/api/notifications', headers: { cookie: u.cookie } })).json() as Notes;
    expect(notes.items.map((n) => n.title).sort()).toEqual(['Reconnect LinkedIn', 'Reconnect TikTok']);
    expect(notes.items.find((n) => n.title === 'Reconnect LinkedIn')!.body).toBe(
      SOCIAL_MESSAGES.expiringSoon('linkedin', 1),
    );

    // Checked a moment ago: the next run leaves them alone.
    const again = await checkConnections(env.ctx, new Date(Date.now() + 22 * 3600_000));
    expect(again.checked).toBe(0);
  });
});
