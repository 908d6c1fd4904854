import { MSG } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { newUser, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ env: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => env.close());

const post = (url: string, payload?: unknown, cookie?: string) =>
  env.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('signup', () => {
  it('creates the account, trims and lowercases the email, and signs the new user in', async () => {
    const u = newUser({ email: '  Grace.Hopper@Example.com ' });
    const res = await post('/api/auth/signup', u);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'grace.hopper@example.com', firstName: 'Ada', role: 'user' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'rf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await env.app.inject({ url: '/api/auth/user', headers: { cookie: `rf_session=${cookie?.value}` } });
    expect(me.json()).toMatchObject({ email: 'grace.hopper@example.com' });
  });

  it('ends the session the browser had before (another account) when it signs up', async () => {
    const before = await signedInUser(env.app);
    const res = await post('/api/auth/signup', newUser(), before.cookie);
    expect(res.statusCode).toBe(201);
    expect((await env.app.inject({ url: '/api/auth/user', headers: { cookie: before.cookie } })).statusCode).toBe(401);
  });

  it.each(['12345678', 'password', '1234567890', 'qwertyuiop', 'Password123', 'basketball'])(
    'refuses the password %s (too short or too common) with a message in the spec\'s style',
    async (password) => {
      const res = await post('/api/auth/signup', { ...newUser(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: password.length < 10 ? MSG.passwordMin : MSG.passwordCommon, field: 'password' });
    },
  );

  it.each([
    [{ firstName: 'A' }, MSG.firstNameMin],
    [{ lastName: 'B' }, MSG.lastNameMin],
    [{ email: 'not-an-email' }, MSG.emailInvalid],
    [{ password: 'short' }, MSG.passwordMin],
  ])('refuses %o with the spec message', async (bad, message) => {
    const res = await post('/api/auth/signup', { ...newUser(), ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers a duplicate email with 409 and a clear message', async () => {
    const u = newUser();
    expect((await post('/api/auth/signup', u)).statusCode).toBe(201);
    const again = await post('/api/auth/signup', { ...u, email: u.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.emailTaken);
  });

  it('gives admins their role from ADMIN_EMAILS', async () => {
    const res = await post('/api/auth/signup', newUser({ email: 'Boss@example.com' }));
    expect(res.json().user.role).toBe('admin');
  });
});

describe('login and sessions', () => {
  it('sets an httpOnly SameSite=Lax session cookie and returns the user', async () => {
    const u = newUser();
    await post('/api/auth/signup', u);
    const res = await post('/api/auth/login', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'rf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await env.app.inject({ url: '/api/auth/user', headers: { cookie: `rf_session=${cookie?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(u.email);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const u = newUser();
    await post('/api/auth/signup', u);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.invalidCredentials);
    }
  });

  it('validates the login payload with the spec messages', async () => {
    expect((await post('/api/auth/login', { email: 'x', password: 'y' })).json().message).toBe(MSG.emailInvalid);
    expect((await post('/api/auth/login', { email: 'a@b.co', password: '' })).json().message).toBe(MSG.passwordRequired);
  });

  it('rotates the session id at login and deletes it at logout', async () => {
    const u = await signedInUser(env.app);
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      headers: { cookie: u.cookie },
    });
    const rotated = `rf_session=${again.cookies.find((c) => c.name === 'rf_session')?.value}`;
    expect(rotated).not.toBe(u.cookie);
    expect((await env.app.inject({ url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);

    const out = await post('/api/auth/logout', undefined, rotated);
    expect(out.statusCode).toBe(200);
    expect((await env.app.inject({ url: '/api/auth/user', headers: { cookie: rotated } })).statusCode).toBe(401);
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const res = await env.app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const u = newUser();
      await prod.app.inject({ method: 'POST', url: '/api/auth/signup', payload: u });
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
      expect(res.cookies.find((c) => c.name === 'rf_session')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with a message after too many login attempts', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.co', password: 'nope-nope' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe(MSG.tooManyAttempts);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('/api/login', () => {
  it('redirects the browser to /login keeping a safe return path', async () => {
    const res = await env.app.inject({ url: '/api/login?returnTo=%2Fsubscribe' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Fsubscribe');
    const evil = await env.app.inject({ url: '/api/login?returnTo=%2F%2Fevil.example' });
    expect(evil.headers.location).toBe('/login');
  });
});

describe('malformed input', () => {
  it('answers malformed JSON, wrong types and oversized bodies with 4xx and a message', async () => {
    const bad = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const types = await post('/api/auth/signup', { firstName: 12, lastName: [], email: {}, password: true });
    expect(types.statusCode).toBe(400);
    expect(types.json().message).toBeTruthy();
    const huge = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(9 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });
});

describe('accounts (issue 27 item 7)', () => {
  it('a new password is refused when common, on the change-password and reset routes too', async () => {
    const u = await signedInUser(env.app);
    const change = await post('/api/user/password', { currentPassword: u.password, newPassword: 'QwertyUiop' }, u.cookie);
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ message: MSG.passwordCommon, field: 'newPassword' });
    const reset = await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: '1234567890' });
    expect(reset.json()).toMatchObject({ message: MSG.passwordCommon, field: 'password' });
  });

  it('malformed JSON from a signed-out caller is a 401 on every protected route that takes a body', async () => {
    const doc = env.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method !== 'get' && !(Array.isArray(op.security) && op.security.length === 0))
        .map(([method]) => [method.toUpperCase(), path.replace(/\{\w+\}/g, 'some-id')] as const),
    );
    expect(routes.length).toBeGreaterThan(60);
    const answers = new Map<string, number>();
    for (const [method, url] of routes) {
      const res = await env.app.inject({ method, url, payload: '{"title": ', headers: { 'content-type': 'application/json' } });
      answers.set(`${method} ${url}`, res.statusCode);
    }
    expect([...answers].filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('signed-out capabilities do not name the model provider; signed-in ones do', async () => {
    const out = (await env.app.inject({ url: '/api/deepagent/capabilities' })).json();
    expect(out.llm).toEqual({ configured: false });
    expect(JSON.stringify(out)).not.toMatch(/builtin|Built-in writer/);
    const u = await signedInUser(env.app);
    const mine = (await env.app.inject({ url: '/api/deepagent/capabilities', headers: { cookie: u.cookie } })).json();
    expect(mine.llm).toMatchObject({ provider: 'builtin', configured: false });
  });
});
