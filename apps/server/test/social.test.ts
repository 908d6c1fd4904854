import fs from 'node:fs';
import { MSG, SOCIAL_MESSAGES, type Platform } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { socialConnections } from '../src/db/schema.ts';
import { createTokenCipher, loadTokenKey, tokenKeyPath } from '../src/lib/token-crypto.ts';
import { connectionTokens } from '../src/modules/social/social.service.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { recordingApp } from './fakes/scheduling.ts';
import { closedPort } from './fakes/closed-port.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;
let rec: ReturnType<typeof recordingApp<TestEnv['app']>>;
const secrets: string[] = [];

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({
    env: {
      ...fakes.env,
      // The consent pages are never loaded in tests: the test plays the platform's part.
      TIKTOK_AUTH_URL: fakes.tiktok.url,
      GOOGLE_ACCOUNTS_URL: fakes.youtube.url,
      META_WEB_URL: fakes.meta.url,
      X_WEB_URL: fakes.x.url,
    },
  });
  rec = recordingApp(env.app);
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const connect = (cookie: string, payload: object) =>
  rec.app.inject({ method: 'POST', url: '/api/social-media/connect', ...as(cookie), payload });

describe('connections', () => {
  it('validates with the spec messages', async () => {
    const u = await signedInUser(env.app);
    for (const payload of [
      {},
      { platform: 'tiktok' },
      { accessToken: 'x' },
      { platform: 'tiktok', accessToken: '   ' },
    ]) {
      const res = await connect(u.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe(MSG.connectRequired);
    }
    const noPage = await connect(u.cookie, { platform: 'facebook', accessToken: 'page-token' });
    expect(noPage.statusCode).toBe(400);
    expect((noPage.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.accountIdRequired.facebook);
    const signedOut = await env.app.inject({
      method: 'POST',
      url: '/api/social-media/connect',
      payload: { platform: 'tiktok', accessToken: 'a' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('connects one account per platform, keeps the refresh token on reconnect, stores tokens encrypted', async () => {
    const u = await signedInUser(env.app);
    secrets.push('tt-secret-access-1', 'tt-secret-refresh-1', 'tt-secret-access-2');
    fakes.tiktok.tokens.accept('tt-secret-access-1');
    fakes.tiktok.tokens.accept('tt-secret-access-2');
    const first = await connect(u.cookie, {
      platform: 'tiktok',
      accessToken: 'tt-secret-access-1',
      refreshToken: 'tt-secret-refresh-1',
      expiresIn: 86400,
      platformUsername: 'creator',
      platformUserId: 'open-1',
    });
    expect(first.statusCode).toBe(201);
    const conn = first.json() as Record<string, unknown>;
    // What TikTok says about the token wins over what was typed.
    expect(conn).toMatchObject({
      platform: 'tiktok',
      platformUsername: fakes.tiktok.opts.username,
      platformUserId: 'tt-open-id',
      isActive: true,
      lastError: null,
    });
    expect(Object.keys(conn).sort()).toEqual(
      [
        'avatarUrl',
        'canRefresh',
        'checkedAt',
        'missingScopes',
        'scopes',
        'tokenExpiresAt',
        'createdAt',
        'id',
        'isActive',
        'lastError',
        'platform',
        'platformUserId',
        'platformUsername',
        'serverUrl',
        'updatedAt',
      ].sort(),
    );

    // Connecting again updates the same row; no refresh token in the request keeps the stored one.
    await env.ctx.db
      .update(socialConnections)
      .set({ isActive: false, lastError: 'revoked' })
      .where(eq(socialConnections.id, conn.id as string));
    const again = await connect(u.cookie, { platform: 'tiktok', accessToken: 'tt-secret-access-2' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: conn.id,
      isActive: true,
      lastError: null,
      platformUsername: fakes.tiktok.opts.username,
    });

    const rows = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id));
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows[0]);
    expect(raw).not.toContain('tt-secret');
    expect(rows[0]!.accessTokenEnc).toMatch(/^v1\.[\w-]{8}\./);
    const creds = connectionTokens(env.ctx).credentials(rows[0]!);
    expect(creds).toMatchObject({
      accessToken: 'tt-secret-access-2',
      refreshToken: 'tt-secret-refresh-1',
      platformUserId: 'tt-open-id',
    });

    const list = await rec.app.inject({ url: '/api/social-media/connections', ...as(u.cookie) });
    expect(list.json()).toEqual([expect.objectContaining({ id: conn.id, platform: 'tiktok', isActive: true })]);
  });

  it('another user cannot see or delete your connections; delete removes yours', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    secrets.push('x-secret-a');
    fakes.x.tokens.accept('x-secret-a');
    const made = (await connect(a.cookie, { platform: 'twitter', accessToken: 'x-secret-a' })).json() as { id: string };
    expect((await rec.app.inject({ url: '/api/social-media/connections', ...as(b.cookie) })).json()).toEqual([]);
    const theirs = await rec.app.inject({
      method: 'DELETE',
      url: `/api/social-media/connections/${made.id}`,
      ...as(b.cookie),
    });
    expect(theirs.statusCode).toBe(404);
    expect((theirs.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.notFound);
    expect(
      (
        await rec.app.inject({
          method: 'DELETE',
          url: '/api/social-media/connections/not-a-uuid',
          ...as(b.cookie),
        })
      ).statusCode,
    ).toBe(404);
    const mine = await rec.app.inject({
      method: 'DELETE',
      url: `/api/social-media/connections/${made.id}`,
      ...as(a.cookie),
    });
    expect(mine.statusCode).toBe(200);
    expect((await rec.app.inject({ url: '/api/social-media/connections', ...as(a.cookie) })).json()).toEqual([]);
  });

  it('reports each connection as connected, syncing or disconnected', async () => {
    const u = await signedInUser(env.app);
    const tt = (
      await connect(u.cookie, { platform: 'tiktok', accessToken: fakes.tiktok.tokens.issue().accessToken })
    ).json() as {
      id: string;
    };
    const yt = (
      await connect(u.cookie, { platform: 'youtube', accessToken: fakes.youtube.tokens.issue().accessToken })
    ).json() as { id: string };
    await env.ctx.db
      .update(socialConnections)
      .set({ isActive: false, lastError: 'Token revoked' })
      .where(eq(socialConnections.id, yt.id));
    const status = (await rec.app.inject({ url: '/api/social-media/status', ...as(u.cookie) })).json();
    expect(status).toEqual([
      {
        platform: 'tiktok',
        state: 'connected',
        connectionId: tt.id,
        platformUsername: fakes.tiktok.opts.username,
        lastError: null,
      },
      {
        platform: 'youtube',
        state: 'disconnected',
        connectionId: yt.id,
        platformUsername: '@fakechannel',
        lastError: 'Token revoked',
      },
    ]);
  });
});

describe('verified connections', () => {
  it("a token the platform refuses is not saved: 400 with the platform's words", async () => {
    const u = await signedInUser(env.app);
    const before = fakes.tiktok.count('user.info');
    const res = await connect(u.cookie, { platform: 'tiktok', accessToken: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(
      'TikTok refused this token: The access token is invalid or not found in the request.',
    );
    expect(fakes.tiktok.count('user.info')).toBe(before + 1);
    const rows = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id));
    expect(rows).toEqual([]);
    // Meta: a Page token for a Page it can't see is refused in Graph's words.
    const fb = await connect(u.cookie, { platform: 'facebook', accessToken: 'nope', platformUserId: '42' });
    expect(fb.statusCode).toBe(400);
    expect((fb.json() as { message: string }).message).toMatch(/^Facebook refused this token: .+/);
  });

  it('a good token stores the account name, picture, expiry and scopes the platform reports', async () => {
    const u = await signedInUser(env.app);
    const granted = fakes.youtube.opts.grantedScopes;
    fakes.youtube.opts.grantedScopes = ['https://www.googleapis.com/auth/youtube.readonly'];
    const yt = await connect(u.cookie, { platform: 'youtube', accessToken: fakes.youtube.tokens.issue().accessToken });
    expect(yt.statusCode).toBe(201);
    const conn = yt.json() as Record<string, unknown>;
    expect(conn).toMatchObject({
      platformUsername: '@fakechannel',
      platformUserId: 'UCfakechannel0000000001',
      avatarUrl: expect.stringMatching(/^https:\/\//),
      scopes: ['https://www.googleapis.com/auth/youtube.readonly'],
      missingScopes: ['https://www.googleapis.com/auth/youtube.upload'],
    });
    expect(Date.parse(String(conn.tokenExpiresAt))).toBeGreaterThan(Date.now());
    fakes.youtube.opts.grantedScopes = granted;
    const ig = await connect(u.cookie, {
      platform: 'instagram',
      accessToken: fakes.meta.tokens.issue().accessToken,
      platformUserId: fakes.meta.opts.igUserId,
    });
    expect(ig.statusCode).toBe(201);
    expect(ig.json()).toMatchObject({ platformUsername: 'fake.ig', avatarUrl: expect.any(String), missingScopes: [] });
  });

  it('an unreachable platform is a 502 saying so, and nothing is saved', async () => {
    const down = await startTestServer({ env: { ...fakes.env, X_API_URL: await closedPort() } });
    try {
      const u = await signedInUser(down.app);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/social-media/connect',
        ...as(u.cookie),
        payload: { platform: 'twitter', accessToken: fakes.x.tokens.issue().accessToken },
      });
      expect(res.statusCode).toBe(502);
      expect((res.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.unreachable('twitter'));
      expect(await down.ctx.db.select().from(socialConnections)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('token encryption key', () => {
  it('is generated once under DATA_DIR with mode 0600 and reused', () => {
    const config = loadConfig({ DATA_DIR: env.dataDir, NODE_ENV: 'test' });
    const file = tokenKeyPath(config.dataDir);
    expect(fs.existsSync(file)).toBe(true); // the server above created it on first use
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = loadTokenKey(config);
    expect(key.length).toBe(32);
    expect(loadTokenKey(config).equals(key)).toBe(true);
  });

  it('comes from TOKEN_ENCRYPTION_KEY when set, and a value sealed for one row does not open for another', () => {
    const hex = 'a'.repeat(64);
    const config = loadConfig({ DATA_DIR: env.dataDir, TOKEN_ENCRYPTION_KEY: hex });
    const cipher = createTokenCipher(loadTokenKey(config));
    const sealed = cipher.encrypt('secret', 'u1:tiktok:access');
    expect(cipher.decrypt(sealed, 'u1:tiktok:access')).toBe('secret');
    expect(() => cipher.decrypt(sealed, 'u2:tiktok:access')).toThrow(/could not be decrypted/);
    const other = createTokenCipher(Buffer.alloc(32, 7));
    expect(() => other.decrypt(sealed, 'u1:tiktok:access')).toThrow(/different key/);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'short' })).toThrow(/TOKEN_ENCRYPTION_KEY/);
  });
});

describe('OAuth connect', () => {
  it('lists the platforms with an OAuth app configured', async () => {
    const res = await rec.app.inject({ url: '/api/social-media/oauth/providers' });
    expect(res.json()).toEqual({
      platforms: ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin', 'threads', 'pinterest'],
    });
  });

  const cases: { platform: Platform; pkce: boolean; userId: () => string; username: string }[] = [
    { platform: 'tiktok', pkce: false, userId: () => 'tt-open-id', username: 'reelforge.creator' },
    { platform: 'youtube', pkce: true, userId: () => 'UCfakechannel0000000001', username: '@fakechannel' },
    { platform: 'instagram', pkce: false, userId: () => fakes.meta.opts.igUserId, username: 'fake.ig' },
    { platform: 'facebook', pkce: false, userId: () => fakes.meta.opts.pageId, username: 'Fake Page' },
    { platform: 'twitter', pkce: true, userId: () => '1500000000000000001', username: 'fakecreator' },
    { platform: 'linkedin', pkce: false, userId: () => fakes.linkedin.opts.memberId, username: 'Fake Member' },
    { platform: 'threads', pkce: false, userId: () => fakes.threads.opts.userId, username: 'fake.threads' },
    { platform: 'pinterest', pkce: false, userId: () => fakes.pinterest.opts.userId, username: 'fakepinner' },
  ];

  for (const c of cases) {
    it(`${c.platform}: authorize -> callback -> tokens stored (incl. refresh) -> back to the studio`, async () => {
      const u = await signedInUser(env.app);
      const start = await rec.app.inject({ url: `/api/social-media/oauth/${c.platform}/start`, ...as(u.cookie) });
      expect(start.statusCode).toBe(302);
      const to = new URL(String(start.headers.location));
      const q = to.searchParams;
      expect(q.get('client_id') ?? q.get('client_key')).toBeTruthy();
      const redirectUri = q.get('redirect_uri')!;
      expect(redirectUri).toMatch(new RegExp(`/api/social-media/oauth/${c.platform}/callback$`));
      expect(q.get('state')).toBeTruthy();
      expect(Boolean(q.get('code_challenge'))).toBe(c.pkce);
      if (c.pkce) expect(q.get('code_challenge_method')).toBe('S256');
      const stateCookie = String(start.headers['set-cookie']).match(/(rf_oauth_\w+=[^;]+)/)![1]!;

      // The platform's consent page: a code bound to the redirect URI (and the PKCE challenge).
      const tokensOf = {
        tiktok: fakes.tiktok,
        youtube: fakes.youtube,
        instagram: fakes.meta,
        facebook: fakes.meta,
        twitter: fakes.x,
        linkedin: fakes.linkedin,
        threads: fakes.threads,
        pinterest: fakes.pinterest,
      }[c.platform as 'tiktok' | 'youtube' | 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'threads' | 'pinterest'].tokens;
      const code = tokensOf.issueCode(redirectUri, q.get('code_challenge') ?? undefined);
      const back = await rec.app.inject({
        url: `/api/social-media/oauth/${c.platform}/callback?code=${encodeURIComponent(code)}&state=${q.get('state')}`,
        headers: { cookie: `${u.cookie}; ${stateCookie}` },
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe(`/video-studio?connected=${c.platform}`);

      const [row] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id));
      expect(row).toMatchObject({
        platform: c.platform,
        platformUserId: c.userId(),
        platformUsername: c.username,
        isActive: true,
      });
      const creds = connectionTokens(env.ctx).credentials(row!);
      expect(tokensOf.check(creds.accessToken)).toBe('ok');
      secrets.push(creds.accessToken);
      if (creds.refreshToken) secrets.push(creds.refreshToken);
      if (['tiktok', 'youtube', 'twitter', 'pinterest'].includes(c.platform)) expect(creds.refreshToken).toBeTruthy();
      if (c.platform !== 'facebook') expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    });
  }

  it('refuses a callback whose state does not match, or without the cookie, and says why on the studio page', async () => {
    const u = await signedInUser(env.app);
    const start = await rec.app.inject({ url: '/api/social-media/oauth/twitter/start', ...as(u.cookie) });
    const q = new URL(String(start.headers.location)).searchParams;
    const stateCookie = String(start.headers['set-cookie']).match(/(rf_oauth_\w+=[^;]+)/)![1]!;
    const code = fakes.x.tokens.issueCode(q.get('redirect_uri')!, q.get('code_challenge')!);
    const forged = await rec.app.inject({
      url: `/api/social-media/oauth/twitter/callback?code=${code}&state=forged`,
      headers: { cookie: `${u.cookie}; ${stateCookie}` },
    });
    expect(forged.statusCode).toBe(302);
    const loc = new URL(String(forged.headers.location), 'http://x');
    expect(loc.pathname).toBe('/video-studio');
    expect(loc.searchParams.get('connectError')).toBe('state_mismatch');
    const noCookie = await rec.app.inject({
      url: `/api/social-media/oauth/twitter/callback?code=${code}&state=${q.get('state')}`,
      ...as(u.cookie),
    });
    expect(new URL(String(noCookie.headers.location), 'http://x').searchParams.get('connectError')).toBe('expired');
    const denied = await rec.app.inject({
      url: `/api/social-media/oauth/twitter/callback?error=access_denied&state=${q.get('state')}`,
      headers: { cookie: `${u.cookie}; ${stateCookie}` },
    });
    expect(new URL(String(denied.headers.location), 'http://x').searchParams.get('connectError')).toBe('refused');
    expect(await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).toHaveLength(0);
  });

  it('says so when a platform has no OAuth app on this server', async () => {
    const bare = await startTestServer();
    try {
      const u = await signedInUser(bare.app);
      expect((await bare.app.inject({ url: '/api/social-media/oauth/providers' })).json()).toEqual({ platforms: [] });
      const res = await bare.app.inject({ url: '/api/social-media/oauth/tiktok/start', ...as(u.cookie) });
      expect(res.statusCode).toBe(404);
      expect((res.json() as { message: string }).message).toBe(SOCIAL_MESSAGES.oauthNotConfigured('tiktok'));
    } finally {
      await bare.close();
    }
  });
});

describe('no call returns a token', () => {
  it('no response body or header carried any token', () => {
    expect(secrets.length).toBeGreaterThan(5);
    const all = rec.bodies.join('\n');
    for (const s of secrets) expect(all).not.toContain(s);
  });
});
