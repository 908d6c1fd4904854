import { API_TOKEN_MESSAGES, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// ADR 0049: a write token subscribes, lists and deletes endpoints of its own, and nothing else.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ env: { WEBHOOK_PRIVATE_HOSTS: 'true' } });
});
afterAll(() => env.close());

const base = '/api/webhooks/subscriptions';
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function createToken(cookie: string, scope: 'read' | 'write') {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/tokens',
    ...as(cookie),
    payload: { name: `t ${scope}`, scope },
  });
  return res.json() as { id: string; token: string };
}
const subscribe = (token: string, url: string, events = ['video.ready']) =>
  env.app.inject({ method: 'POST', url: base, ...bearer(token), payload: { url, events } });

describe('webhook subscriptions', () => {
  it('belong to the token that made them: listed and deleted by it alone, shown in Settings, gone with the token', async () => {
    const u = await signedInUser(env.app);
    const a = await createToken(u.cookie, 'write');
    const b = await createToken(u.cookie, 'write');
    const made = await subscribe(a.token, 'http://127.0.0.1:9/a', ['video.ready', 'post.failed']);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      endpoint: { url: 'http://127.0.0.1:9/a', events: ['video.ready', 'post.failed'] },
      secret: expect.stringMatching(/^whsec_/),
    });
    const id = made.json().endpoint.id as string;
    // The owner's own endpoint, made in Settings.
    const own = await env.app.inject({
      method: 'POST',
      url: '/api/settings/webhooks',
      ...as(u.cookie),
      payload: { url: 'http://127.0.0.1:9/own', events: ['video.ready'] },
    });
    expect(own.statusCode).toBe(201);
    const ownId = own.json().endpoint.id as string;

    expect(
      (await env.app.inject({ url: base, ...bearer(a.token) })).json().items.map((e: { id: string }) => e.id),
    ).toEqual([id]);
    expect((await env.app.inject({ url: base, ...bearer(b.token) })).json().items).toEqual([]);
    const settings = await env.app.inject({ url: '/api/settings/webhooks', ...as(u.cookie) });
    expect(
      settings
        .json()
        .items.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual([id, ownId].sort());

    // Neither another token nor this one may delete what it did not subscribe.
    for (const [token, target] of [
      [b.token, id],
      [a.token, ownId],
    ] as const) {
      const res = await env.app.inject({ method: 'DELETE', url: `${base}/${target}`, ...bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    // The same address twice is refused as in Settings.
    expect((await subscribe(a.token, 'http://127.0.0.1:9/own')).json().message).toBe(WEBHOOK_MESSAGES.duplicate);

    expect((await env.app.inject({ method: 'DELETE', url: `${base}/${id}`, ...bearer(a.token) })).statusCode).toBe(204);
    expect((await env.app.inject({ url: base, ...bearer(a.token) })).json().items).toEqual([]);

    // Revoking a token removes its subscriptions, not the owner's endpoints.
    const again = await subscribe(a.token, 'http://127.0.0.1:9/again');
    expect(again.statusCode).toBe(201);
    expect(
      (await env.app.inject({ method: 'DELETE', url: `/api/tokens/${a.id}`, ...as(u.cookie) })).statusCode,
    ).toBeLessThan(300);
    const after = await env.app.inject({ url: '/api/settings/webhooks', ...as(u.cookie) });
    expect(after.json().items.map((e: { id: string }) => e.id)).toEqual([ownId]);
  });

  it('refuse sessions, read tokens on writes, and other users, in words', async () => {
    const u = await signedInUser(env.app);
    const session = await env.app.inject({
      method: 'POST',
      url: base,
      ...as(u.cookie),
      payload: { url: 'http://127.0.0.1:9/s', events: ['video.ready'] },
    });
    expect(session.statusCode).toBe(403);
    expect(session.json().message).toBe(WEBHOOK_MESSAGES.tokenOnly);
    // A session holds no token: it has no subscriptions (its endpoints are under Settings).
    expect((await env.app.inject({ url: base, ...as(u.cookie) })).json()).toEqual({ items: [] });

    const read = await createToken(u.cookie, 'read');
    expect((await env.app.inject({ url: base, ...bearer(read.token) })).json()).toEqual({ items: [] });
    const refused = await subscribe(read.token, 'http://127.0.0.1:9/r');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_TOKEN_MESSAGES.readOnly);

    const write = await createToken(u.cookie, 'write');
    const bad = await env.app.inject({
      method: 'POST',
      url: base,
      ...bearer(write.token),
      payload: { url: 'ftp://x', events: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();

    const other = await signedInUser(env.app);
    const otherToken = await createToken(other.cookie, 'write');
    const mine = (await subscribe(write.token, 'http://127.0.0.1:9/mine')).json().endpoint.id as string;
    expect(
      (await env.app.inject({ method: 'DELETE', url: `${base}/${mine}`, ...bearer(otherToken.token) })).statusCode,
    ).toBe(404);
    expect((await env.app.inject({ url: base, ...bearer(otherToken.token) })).json().items).toEqual([]);
  });

  it('count towards the endpoints a user may have', async () => {
    const u = await signedInUser(env.app);
    const t = await createToken(u.cookie, 'write');
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++)
      expect((await subscribe(t.token, `http://127.0.0.1:9/n${i}`)).statusCode).toBe(201);
    const over = await subscribe(t.token, 'http://127.0.0.1:9/over');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WEBHOOK_MESSAGES.limit);
  });
});
