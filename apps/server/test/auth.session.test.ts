import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// The app asks who is signed in on every page load: signed out is an answer (200, user null),
// not an error, so a visitor's console shows no 401 (issue 27 item 23).
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

describe('GET /api/auth/session', () => {
  it('answers a signed-out visitor 200 with no user', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers an unknown or expired cookie 200 with no user', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/auth/session', ...as('rf_session=not-a-session') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in user with the same user GET /api/auth/user gives, and no secrets', async () => {
    const u = await signedInUser(env.app);
    const res = await env.app.inject({ method: 'GET', url: '/api/auth/session', ...as(u) });
    expect(res.statusCode).toBe(200);
    const me = await env.app.inject({ method: 'GET', url: '/api/auth/user', ...as(u) });
    expect(res.json()).toEqual({ user: me.json() });
    expect(res.json().user).not.toHaveProperty('passwordHash');
  });

  it('leaves GET /api/auth/user a 401 for a signed-out caller', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});
