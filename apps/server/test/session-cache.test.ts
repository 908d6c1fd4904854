import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { SessionCache } from '../src/lib/session-cache.ts';
import { billingRepository } from '../src/modules/billing/billing.repository.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// A minute, so nothing in this file expires by itself: every change seen here is an invalidation.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ env: { SESSION_CACHE_MS: '60000' } });
});
afterAll(() => env.close());

const me = (cookie: string) => env.app.inject({ url: '/api/auth/user', ...as(cookie) });
const tokenHash = (cookie: string) => sha256(cookie.replace('rf_session=', ''));

describe('session cache (ADR 0026)', () => {
  it('answers from memory: a session row removed behind the API is still honoured within the TTL', async () => {
    const u = await signedInUser(env.app);
    expect((await me(u.cookie)).statusCode).toBe(200);
    await env.ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(u.cookie)));
    expect((await me(u.cookie)).statusCode).toBe(200);
  });

  it('forgets a session at sign-out at once', async () => {
    const u = await signedInUser(env.app);
    expect((await me(u.cookie)).statusCode).toBe(200);
    await env.app.inject({ method: 'POST', url: '/api/auth/logout', ...as(u.cookie) });
    expect((await me(u.cookie)).statusCode).toBe(401);
  });

  it('shows a profile change on the very next request', async () => {
    const u = await signedInUser(env.app);
    expect((await me(u.cookie)).json().bio).toBeNull();
    const patch = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { bio: 'Cooking in 60 seconds' }, ...as(u.cookie) });
    expect(patch.statusCode).toBe(200);
    expect((await me(u.cookie)).json().bio).toBe('Cooking in 60 seconds');
  });

  it('shows a plan change from billing on the very next request', async () => {
    const u = await signedInUser(env.app);
    expect((await me(u.cookie)).json().subscriptionStatus).toBe('inactive');
    await billingRepository(env.ctx).setSubscriptionStatus(u.id, 'premium');
    expect((await me(u.cookie)).json().subscriptionStatus).toBe('premium');
  });

  it('signs other sessions out at once on a password change, keeping the one that asked', async () => {
    const u = await signedInUser(env.app);
    const login = await env.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    const other = `rf_session=${login.cookies.find((c) => c.name === 'rf_session')!.value}`;
    expect((await me(other)).statusCode).toBe(200);
    const change = await env.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: { currentPassword: u.password, newPassword: 'another good passphrase' },
      ...as(u.cookie),
    });
    expect(change.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.cookie)).statusCode).toBe(200);
  });

  it('drops a deleted account at once', async () => {
    const u = await signedInUser(env.app);
    expect((await me(u.cookie)).statusCode).toBe(200);
    const del = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: u.password }, ...as(u.cookie) });
    expect(del.statusCode).toBe(200);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect(await env.ctx.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
  });

  it('never keeps another user’s copy: two users, two answers', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    expect((await me(a.cookie)).json().id).toBe(a.id);
    expect((await me(b.cookie)).json().id).toBe(b.id);
    expect((await me(a.cookie)).json().email).toBe(a.email);
  });
});

describe('SessionCache', () => {
  const user = (id: string) => ({ id });

  it('keeps an entry for the TTL and no longer', () => {
    const cache = new SessionCache<{ id: string }>(1000);
    cache.set('t', user('u1'), 10_000_000, 0);
    expect(cache.get('t', 999)?.id).toBe('u1');
    expect(cache.get('t', 1000)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const cache = new SessionCache<{ id: string }>(60_000);
    cache.set('t', user('u1'), 500, 0);
    expect(cache.get('t', 499)?.id).toBe('u1');
    expect(cache.get('t', 500)).toBeUndefined();
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SessionCache<{ id: string }>(0);
    cache.set('t', user('u1'), 10_000, 0);
    expect(cache.get('t', 1)).toBeUndefined();
  });

  it('drops the oldest entry when full, and forgets every session of a user', () => {
    const cache = new SessionCache<{ id: string }>(60_000, 2);
    cache.set('a', user('u1'), 1e9, 0);
    cache.set('b', user('u1'), 1e9, 0);
    cache.set('c', user('u2'), 1e9, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.id).toBe('u1');
    cache.forgetUser('u1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u2');
  });
});
