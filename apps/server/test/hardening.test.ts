import { safeReturnPath } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_FAILURES } from '../src/modules/auth/login-throttle.ts';
import { attachmentHeader, safeFileName } from '../src/lib/download-name.ts';
import { NUL_MESSAGE } from '../src/http/request-guards.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { newUser, signedInUser } from './support/users.ts';

// Findings of the attack on the running product (issue 13), each reproduced here.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const login = (app: TestEnv['app'], email: string, password: string, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers });

describe('sign-in throttling per account', () => {
  it('locks an account after repeated failures from ever-new IPs: even the right password waits', async () => {
    const u = newUser();
    await env.app.inject({ method: 'POST', url: '/api/auth/signup', payload: u });
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      expect((await login(env.app, u.email, 'wrong password', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login(env.app, u.email, u.password, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts for this account\. Try again in 1 minute\./);
    // Every 429 has the one code clients branch on (issue 27 item 7).
    expect(locked.json().code).toBe('rate_limited');
    // Another account is not affected.
    const other = newUser();
    await env.app.inject({ method: 'POST', url: '/api/auth/signup', payload: other });
    expect((await login(env.app, other.email, other.password)).statusCode).toBe(200);
  });

  it('does not trust X-Forwarded-For unless TRUST_PROXY says so: rotating it does not dodge the per-IP limit', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '3', NODE_ENV: 'production' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await login(limited.app, `nobody${i}@example.com`, 'nope-nope', '127.0.0.1', { 'x-forwarded-for': `203.0.113.${i}` });
        codes.push(res.statusCode);
      }
      expect(codes.slice(3)).toEqual([429, 429]);
      const again = await login(limited.app, 'nobody@example.com', 'nope-nope');
      expect(again.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY=1 the nearest proxy is trusted: each forwarded client has its own limit', async () => {
    const proxied = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await login(proxied.app, `nobody${i}@example.com`, 'nope-nope', '127.0.0.1', { 'x-forwarded-for': `203.0.113.${i}` });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});

describe('input the database cannot store', () => {
  it('answers a NUL character in any text field with 400 and words, not 500', async () => {
    const u = await signedInUser(env.app);
    const cases = [
      { method: 'PATCH' as const, url: '/api/user/profile', payload: { bio: 'a\u0000b' } },
      { method: 'POST' as const, url: '/api/videos', payload: { title: 'x\u0000' } },
      { method: 'POST' as const, url: '/api/scheduled-posts', payload: { title: 'p\u0000', scheduledTime: new Date(Date.now() + 7_200_000).toISOString(), platforms: ['tiktok'] } },
      { method: 'POST' as const, url: '/api/auth/signup', payload: { ...newUser(), firstName: 'Ad\u0000a' } },
    ];
    for (const c of cases) {
      const res = await env.app.inject({ ...c, headers: { cookie: u.cookie } });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
  });
});

describe('signed-out callers', () => {
  it('get 401 before any validation, so an invalid body teaches them nothing', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/videos', { title: '' }],
      ['POST', '/api/scheduled-posts', { nonsense: true }],
      ['PATCH', '/api/videos/not-a-uuid', { status: 'nope' }],
      ['POST', '/api/ai/generate-script', {}],
    ] as const) {
      const res = await env.app.inject({ method, url, payload });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('still reach the public routes', async () => {
    expect((await env.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    expect((await env.app.inject({ url: '/api/deepagent/health' })).statusCode).toBe(200);
    expect((await env.app.inject({ method: 'POST', url: '/api/events', payload: { name: 'page_view', path: '/' } })).statusCode).toBe(204);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin, and a text/plain body', async () => {
    const u = await signedInUser(env.app);
    const foreign = await env.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const same = await env.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: u.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
    const plain = await env.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: u.cookie, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(415);
  });
});

describe('open redirects', () => {
  it.each(['/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/api/videos', '/login'])(
    'refuses %j as a return path',
    (p) => {
      expect(safeReturnPath(p)).toBeNull();
    },
  );

  it('keeps same-origin paths, and the server redirect drops a tab-smuggled one', async () => {
    expect(safeReturnPath('/library?tab=images')).toBe('/library?tab=images');
    const res = await env.app.inject({ url: '/api/login?returnTo=%2F%09%2Fevil.example' });
    expect(res.headers.location).toBe('/login');
  });
});

describe('production', () => {
  it('hides the API docs unless API_DOCS=true, and health details from signed-out callers', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      // Signed out, health says whether the service is up, not what it runs on.
      expect(Object.keys((await prod.app.inject({ url: '/api/deepagent/health' })).json())).toEqual(['healthy']);
    } finally {
      await prod.close();
    }
    expect((await env.app.inject({ url: '/api/docs' })).statusCode).not.toBe(404);
  });
});

describe('download names', () => {
  it('drop quotes, control and bidirectional-override characters, and carry UTF-8 in filename*', () => {
    expect(safeFileName('My "best" video\u202Egpj.exe', 'video')).toBe("My best video gpj.exe");
    expect(safeFileName('\u0000\u200F  ', 'video')).toBe('video');
    const header = attachmentHeader('Café (part 1).mp4');
    expect(header).toBe(`attachment; filename="Caf_ (part 1).mp4"; filename*=UTF-8''Caf%C3%A9%20%28part%201%29.mp4`);
  });
});
