import { API_TOKEN_MESSAGES } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  // A small per-token limit so the 429 is reachable; the session cache on, so revocation must evict it.
  env = await startTestServer({ env: { API_TOKEN_RATE_LIMIT_MAX: '30', SESSION_CACHE_MS: '60000' } });
});
afterAll(() => env.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(cookie: string, name: string, scope: 'read' | 'write') {
  const res = await env.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name, scope } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; token: string; prefix: string; name: string; scope: string; lastUsedAt: string | null };
}

describe('personal API tokens', () => {
  it('is created once, stored only as a hash, listed without the secret, and revoked', async () => {
    const u = await signedInUser(env.app);
    const created = await createToken(u.cookie, 'Zapier', 'write');
    expect(created.token).toMatch(/^rf_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Zapier', scope: 'write', lastUsedAt: null });

    const [row] = await env.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await env.app.inject({ url: '/api/tokens', headers: { cookie: u.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, name: 'Zapier', scope: 'write', prefix: created.prefix })]);

    // Bearer on the same REST API, as the token's user.
    const me = await env.app.inject({ url: '/api/auth/user', headers: bearer(created.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(u.email);
    const made = await env.app.inject({ method: 'POST', url: '/api/videos', headers: { ...bearer(created.token), origin: 'https://elsewhere.example' }, payload: { title: 'From a script' } });
    expect(made.statusCode).toBe(201);

    // Use is noted (once a minute at most), without the caller waiting for it.
    await expect.poll(async () => (await env.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.lastUsedAt).not.toBeNull();

    const revoked = await env.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: { cookie: u.cookie } });
    expect(revoked.json()).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    // The cached copy (SESSION_CACHE_MS is on) went with the row.
    const after = await env.app.inject({ url: '/api/auth/user', headers: bearer(created.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(API_TOKEN_MESSAGES.invalid);
    expect(after.headers['www-authenticate']).toContain('Bearer');
    expect((await env.app.inject({ url: '/api/tokens', headers: { cookie: u.cookie } })).json()).toEqual([]);
  });

  it('refuses unknown tokens and names the field on bad input', async () => {
    const u = await signedInUser(env.app);
    const unknown = await env.app.inject({ url: '/api/videos', headers: bearer('rf_not-a-real-token') });
    expect(unknown.statusCode).toBe(401);
    const other = await env.app.inject({ url: '/api/videos', headers: bearer('abc') });
    expect(other.statusCode).toBe(401);
    const bad = await env.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: u.cookie }, payload: { name: ' ', scope: 'admin' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('a read token reads but cannot write (403 with why)', async () => {
    const u = await signedInUser(env.app);
    const { token } = await createToken(u.cookie, 'Dashboard', 'read');
    expect((await env.app.inject({ url: '/api/videos', headers: bearer(token) })).statusCode).toBe(200);
    const write = await env.app.inject({ method: 'POST', url: '/api/videos', headers: bearer(token), payload: { title: 'No' } });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_TOKEN_MESSAGES.readOnly);
  });

  it('a token cannot manage tokens, the password or the account', async () => {
    const u = await signedInUser(env.app);
    const { token } = await createToken(u.cookie, 'CI', 'write');
    const hook = '00000000-0000-4000-8000-000000000000';
    const cases = [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'more', scope: 'write' } },
      { method: 'POST', url: '/api/user/password', payload: { currentPassword: u.password, newPassword: 'another long password' } },
      { method: 'DELETE', url: '/api/user', payload: { password: u.password } },
      { method: 'DELETE', url: '/api/tokens/00000000-0000-4000-8000-000000000000' },
      // Money, and the places that take credentials.
      { method: 'POST', url: '/api/get-or-create-subscription' },
      { method: 'POST', url: '/api/billing/confirm', payload: {} },
      { method: 'POST', url: '/api/billing/cancel' },
      { method: 'POST', url: '/api/billing/checkout' },
      { method: 'POST', url: '/api/billing/checkout/return', payload: {} },
      { method: 'POST', url: '/api/billing/portal' },
      { method: 'PUT', url: '/api/settings/llm', payload: {} },
      { method: 'DELETE', url: '/api/settings/llm' },
      { method: 'POST', url: '/api/settings/llm/test', payload: {} },
      { method: 'POST', url: '/api/social-media/connect', payload: {} },
      { method: 'DELETE', url: '/api/social-media/connections/00000000-0000-4000-8000-000000000000' },
      { method: 'GET', url: '/api/social-media/oauth/tiktok/start' },
      // Webhooks: where the account's events go, and the secret that signs them (issue 27).
      { method: 'GET', url: '/api/settings/webhooks' },
      { method: 'POST', url: '/api/settings/webhooks', payload: { url: 'https://example.com/hook', events: ['video.ready'] } },
      { method: 'PATCH', url: `/api/settings/webhooks/${hook}`, payload: { url: 'https://attacker.example/hook' } },
      { method: 'DELETE', url: `/api/settings/webhooks/${hook}` },
      { method: 'POST', url: `/api/settings/webhooks/${hook}/rotate-secret` },
      { method: 'GET', url: `/api/settings/webhooks/${hook}/deliveries` },
      { method: 'POST', url: `/api/settings/webhooks/${hook}/test` },
    ] as const;
    for (const c of cases) {
      const res = await env.app.inject({ ...c, headers: bearer(token) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().message).toBe(API_TOKEN_MESSAGES.sessionOnly);
    }
    // Still signed in, same password: nothing above happened.
    expect((await env.app.inject({ url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(200);
    // Reading the same places is allowed; an unknown route is a plain 404.
    expect((await env.app.inject({ url: '/api/settings/llm', headers: bearer(token) })).statusCode).toBe(200);
    expect((await env.app.inject({ url: '/api/no-such-route', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('a second user can neither see, revoke nor act through the first user’s tokens', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const tokenA = await createToken(a.cookie, 'A', 'write');
    const video = await env.app.inject({ method: 'POST', url: '/api/videos', headers: bearer(tokenA.token), payload: { title: 'Mine' } });
    const tokenB = await createToken(b.cookie, 'B', 'write');

    expect((await env.app.inject({ url: '/api/tokens', headers: { cookie: b.cookie } })).json()).toEqual([expect.objectContaining({ id: tokenB.id })]);
    const revoke = await env.app.inject({ method: 'DELETE', url: `/api/tokens/${tokenA.id}`, headers: { cookie: b.cookie } });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().message).toBe(API_TOKEN_MESSAGES.notFound);
    expect((await env.app.inject({ url: `/api/videos/${video.json().id}`, headers: bearer(tokenB.token) })).statusCode).toBe(404);
    expect((await env.app.inject({ url: `/api/videos/${video.json().id}`, headers: bearer(tokenA.token) })).statusCode).toBe(200);
  });

  it('limits each token per minute (429), separately from other tokens', async () => {
    const u = await signedInUser(env.app);
    const busy = await createToken(u.cookie, 'Busy', 'read');
    const calm = await createToken(u.cookie, 'Calm', 'read');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await env.app.inject({ url: '/api/videos', headers: bearer(busy.token) })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    const limited = await env.app.inject({ url: '/api/videos', headers: bearer(busy.token) });
    expect(limited.json()).toEqual({ message: API_TOKEN_MESSAGES.rateLimited, code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await env.app.inject({ url: '/api/videos', headers: bearer(calm.token) })).statusCode).toBe(200);
    // The browser session of the same user is not counted against the token.
    expect((await env.app.inject({ url: '/api/videos', headers: { cookie: u.cookie } })).statusCode).toBe(200);
  });

  it('documents the bearer scheme and the error shape in OpenAPI', async () => {
    const doc = (await env.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/tokens'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/videos/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
  });
});
