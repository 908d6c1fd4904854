import { CONNECT_ERROR_FALLBACK, CONNECT_ERRORS, OAUTH_NEEDS_PUBLIC_URL, connectErrorText } from '@reelforge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePlatforms } from './fakes/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const opened: TestEnv[] = [];
let fakes: Awaited<ReturnType<typeof startFakePlatforms>> | null = null;
afterAll(async () => {
  for (const e of opened) await e.close();
  await fakes?.stop();
});

async function server(env: Record<string, string>) {
  fakes ??= await startFakePlatforms();
  const e = await startTestServer({ env: { ...fakes.env, ...env } });
  opened.push(e);
  return e;
}

describe('OAuth redirect URIs', () => {
  it('in production without PUBLIC_URL, refuses to build one from the Host header', async () => {
    const prod = await server({ NODE_ENV: 'production' });
    const u = await signedInUser(prod.app);
    const res = await prod.app.inject({
      url: '/api/social-media/oauth/twitter/start',
      headers: { cookie: u.cookie, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(OAUTH_NEEDS_PUBLIC_URL);
  });

  it('with PUBLIC_URL, the redirect URI is PUBLIC_URL whatever the Host says', async () => {
    const prod = await server({ NODE_ENV: 'production', PUBLIC_URL: 'https://reelforge.example' });
    const u = await signedInUser(prod.app);
    const res = await prod.app.inject({
      url: '/api/social-media/oauth/twitter/start',
      headers: { cookie: u.cookie, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(302);
    const redirect = new URL(String(res.headers.location)).searchParams.get('redirect_uri');
    expect(redirect).toBe('https://reelforge.example/api/social-media/oauth/twitter/callback');
  });
});

describe('connectError words', () => {
  it('come from the table for known codes, and never from the address', () => {
    expect(connectErrorText('state_mismatch', 'twitter')).toBe(`Twitter/X: ${CONNECT_ERRORS.state_mismatch}`);
    expect(connectErrorText('Your account is suspended, call +1 555 0100', 'twitter')).toBe(`Twitter/X: ${CONNECT_ERROR_FALLBACK}`);
    expect(connectErrorText('toString', 'nope')).toMatch(/^The connection could not be completed/);
  });
});
