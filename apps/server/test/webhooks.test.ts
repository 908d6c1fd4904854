import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookWithSecret } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '../src/db/schema.ts';
import { verifySignature } from '../src/modules/webhooks/webhook-signature.ts';
import { closedPort } from './fakes/closed-port.ts';
import { waitFor } from './support/wait.ts';
import { startReceiver, type ReceivedHook } from './fakes/webhook-receiver.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// Small retry waits (0.2 s, 0.8 s, 3.2 s, 12.8 s) so retries run without long sleeps.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({
    workers: true,
    env: { WEBHOOK_PRIVATE_HOSTS: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0.2', WEBHOOK_MAX_ATTEMPTS: '5', WEBHOOK_TIMEOUT_MS: '2000' },
  });
});
afterAll(() => env.close());

const base = '/api/settings/webhooks';

async function addEndpoint(cookie: string, url: string, events: string[]) {
  const res = await env.app.inject({ method: 'POST', url: base, payload: { url, events }, ...as(cookie) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookWithSecret;
}
const deliveries = async (cookie: string, id: string) =>
  (await env.app.inject({ url: `${base}/${id}/deliveries`, ...as(cookie) })).json().items as WebhookDelivery[];
const nowSeconds = () => Math.floor(Date.now() / 1000);
const signedWith = (secret: string, hook: ReceivedHook) =>
  verifySignature(secret, String(hook.headers['reelforge-signature']), hook.body, nowSeconds());

describe('endpoints', () => {
  it('shows the secret once, lists, edits, rotates and deletes', async () => {
    const u = await signedInUser(env.app);
    const created = await addEndpoint(u.cookie, 'http://127.0.0.1:9/hooks', ['video.ready', 'video.ready', 'post.failed']);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.endpoint.events).toEqual(['video.ready', 'post.failed']);
    const list = (await env.app.inject({ url: base, ...as(u.cookie) })).json();
    expect(list.items).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const patched = await env.app.inject({ method: 'PATCH', url: `${base}/${created.endpoint.id}`, payload: { events: ['post.posted'] }, ...as(u.cookie) });
    expect(patched.json()).toMatchObject({ id: created.endpoint.id, events: ['post.posted'] });

    const rotated = await env.app.inject({ method: 'POST', url: `${base}/${created.endpoint.id}/rotate-secret`, ...as(u.cookie) });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);

    expect((await env.app.inject({ method: 'DELETE', url: `${base}/${created.endpoint.id}`, ...as(u.cookie) })).statusCode).toBe(204);
    expect((await env.app.inject({ url: base, ...as(u.cookie) })).json().items).toEqual([]);
  });

  it('refuses bad addresses and events with a message', async () => {
    const u = await signedInUser(env.app);
    const post = (payload: object) => env.app.inject({ method: 'POST', url: base, payload, ...as(u.cookie) });
    const cases: [object, number, string][] = [
      [{ url: 'not a url', events: ['video.ready'] }, 400, WEBHOOK_MESSAGES.url],
      [{ url: 'ftp://example.com/x', events: ['video.ready'] }, 400, WEBHOOK_MESSAGES.url],
      [{ url: 'https://me:pw@203.0.113.5/x', events: ['video.ready'] }, 400, WEBHOOK_MESSAGES.credentials],
      // A public address over plain http: https is required.
      [{ url: 'http://203.0.113.5/hooks', events: ['video.ready'] }, 400, WEBHOOK_MESSAGES.https],
      [{ url: 'https://203.0.113.5/hooks', events: [] }, 400, WEBHOOK_MESSAGES.events],
      [{ url: 'https://203.0.113.5/hooks', events: ['video.deleted'] }, 400, WEBHOOK_MESSAGES.events],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await addEndpoint(u.cookie, 'https://203.0.113.5/hooks', ['video.ready']);
    const again = await post({ url: 'https://203.0.113.5/hooks', events: ['post.failed'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WEBHOOK_MESSAGES.duplicate);
  });

  it(`allows at most ${WEBHOOK_ENDPOINTS_MAX} per user`, async () => {
    const u = await signedInUser(env.app);
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) await addEndpoint(u.cookie, `https://203.0.113.5/hooks/${i}`, ['video.ready']);
    const res = await env.app.inject({ method: 'POST', url: base, payload: { url: 'https://203.0.113.5/one-more', events: ['video.ready'] }, ...as(u.cookie) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.limit);
  });

  it("keeps one user's endpoints and deliveries from another", async () => {
    const owner = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const receiver = await startReceiver();
    const { endpoint } = await addEndpoint(owner.cookie, receiver.url, ['video.ready']);
    const test = await env.app.inject({ method: 'POST', url: `${base}/${endpoint.id}/test`, ...as(owner.cookie) });
    expect(test.statusCode).toBe(202);
    const delivery = test.json() as WebhookDelivery;

    expect((await env.app.inject({ url: base, ...as(other.cookie) })).json().items).toEqual([]);
    const attempts = [
      { method: 'PATCH' as const, url: `${base}/${endpoint.id}`, payload: { events: ['post.failed'] } },
      { method: 'DELETE' as const, url: `${base}/${endpoint.id}` },
      { method: 'POST' as const, url: `${base}/${endpoint.id}/rotate-secret` },
      { method: 'POST' as const, url: `${base}/${endpoint.id}/test` },
      { method: 'GET' as const, url: `${base}/${endpoint.id}/deliveries` },
      { method: 'POST' as const, url: `${base}/${endpoint.id}/deliveries/${delivery.id}/redeliver` },
    ];
    for (const a of attempts) {
      const res = await env.app.inject({ ...a, ...as(other.cookie) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
      expect(res.json().message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    // The owner's endpoint is untouched and still delivers (to the owner's receiver only).
    await waitFor(async () => receiver.received.length === 1, 'the test event');
    expect((await env.app.inject({ url: base, ...as(owner.cookie) })).json().items[0].events).toEqual(['video.ready']);
    expect((await env.app.inject({ url: base })).statusCode).toBe(401);
    await receiver.stop();
  });
});

describe('a private address', () => {
  it('is refused unless the server allows private hosts', async () => {
    const strict = await startTestServer();
    try {
      const u = await signedInUser(strict.app);
      for (const url of ['http://127.0.0.1:8080/hooks', 'https://localhost/hooks', 'https://10.1.2.3/hooks', 'https://[::1]/hooks']) {
        const res = await strict.app.inject({ method: 'POST', url: base, payload: { url, events: ['video.ready'] }, ...as(u.cookie) });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(WEBHOOK_MESSAGES.privateAddress(new URL(url).host));
      }
    } finally {
      await strict.close();
    }
  });
});

describe('deliveries', () => {
  it('sends a signed test event; Redeliver sends the same event id again', async () => {
    const u = await signedInUser(env.app);
    const receiver = await startReceiver();
    const { endpoint, secret } = await addEndpoint(u.cookie, receiver.url, ['post.posted']);
    const res = await env.app.inject({ method: 'POST', url: `${base}/${endpoint.id}/test`, ...as(u.cookie) });
    const first = res.json() as WebhookDelivery;
    expect(first).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    const done = await waitFor(async () => (await deliveries(u.cookie, endpoint.id)).find((d) => d.id === first.id && d.status !== 'pending'), 'the delivery');
    expect(done).toMatchObject({ status: 'delivered', statusCode: 200, attempts: 1, error: null });
    const hook = receiver.received[0]!;
    expect(signedWith(secret, hook)).toBe(true);
    expect(signedWith(`${secret}x`, hook)).toBe(false);
    expect(hook.json).toMatchObject({ id: first.eventId, type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(hook.headers['idempotency-key']).toBe(first.eventId);
    expect(hook.headers['content-type']).toBe('application/json');

    const again = await env.app.inject({ method: 'POST', url: `${base}/${endpoint.id}/deliveries/${first.id}/redeliver`, ...as(u.cookie) });
    expect(again.statusCode).toBe(202);
    await waitFor(async () => receiver.received.length === 2, 'the redelivery');
    expect(receiver.received[1]!.headers['idempotency-key']).toBe(first.eventId);
    expect(receiver.received[1]!.headers['reelforge-delivery-id']).toBe(again.json().id);
    expect((await deliveries(u.cookie, endpoint.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    await receiver.stop();
  });

  it('retries a receiver that is down and delivers once it is back', async () => {
    const u = await signedInUser(env.app);
    const url = `${await closedPort()}/hooks`;
    const { endpoint, secret } = await addEndpoint(u.cookie, url, ['video.ready']);
    const sent = (await env.app.inject({ method: 'POST', url: `${base}/${endpoint.id}/test`, ...as(u.cookie) })).json() as WebhookDelivery;
    const failing = await waitFor(async () => (await deliveries(u.cookie, endpoint.id)).find((d) => d.attempts >= 2), 'two failed attempts');
    expect(failing).toMatchObject({ status: 'pending', statusCode: null });
    expect(failing.error).toMatch(/ECONNREFUSED/);
    expect(failing.nextAttemptAt).not.toBeNull();

    const receiver = await startReceiver({ port: Number(new URL(url).port) });
    const done = await waitFor(async () => (await deliveries(u.cookie, endpoint.id)).find((d) => d.status !== 'pending'), 'the delivery');
    expect(done).toMatchObject({ id: sent.id, status: 'delivered', statusCode: 200, error: null });
    expect(done.attempts).toBeGreaterThanOrEqual(3);
    expect(receiver.received).toHaveLength(1);
    expect(signedWith(secret, receiver.received[0]!)).toBe(true);
    await receiver.stop();
  });

  it('marks a delivery failed after the last attempt, with the answer it got', async () => {
    const u = await signedInUser(env.app);
    const receiver = await startReceiver({ status: 500 });
    const { endpoint } = await addEndpoint(u.cookie, receiver.url, ['video.ready']);
    await env.app.inject({ method: 'POST', url: `${base}/${endpoint.id}/test`, ...as(u.cookie) });
    const done = await waitFor(async () => (await deliveries(u.cookie, endpoint.id)).find((d) => d.status !== 'pending'), 'the last attempt');
    expect(done).toMatchObject({ status: 'failed', statusCode: 500, attempts: 5, error: 'HTTP 500: receiver says no', nextAttemptAt: null });
    expect(receiver.received).toHaveLength(5);
    // Every attempt carries the same event id: a receiver can drop repeats.
    expect(new Set(receiver.received.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    await receiver.stop();
  });
});

describe('the outbox', () => {
  it('writes no event for a change that rolled back', async () => {
    const u = await signedInUser(env.app);
    const receiver = await startReceiver();
    await addEndpoint(u.cookie, receiver.url, ['video.failed']);
    const { videosRepository } = await import('../src/modules/videos/videos.repository.ts');
    const video = await videosRepository(env.ctx.db).insert({ userId: u.id, title: 'Rolled back', status: 'generating' });
    await expect(
      env.ctx.db.transaction(async (tx) => {
        await videosRepository(tx as unknown as typeof env.ctx.db).updateWhileGenerating(video.id, { status: 'failed', stage: 'failed', error: 'x' }, 'video.failed');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await env.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.userId, u.id))).toEqual([]);

    // Committed, but nobody queued it (the process died right after the commit): the sweep sends it.
    await videosRepository(env.ctx.db).updateWhileGenerating(video.id, { status: 'failed', stage: 'failed', error: 'Out of disk' }, 'video.failed');
    const { flushOutbox } = await import('../src/modules/webhooks/webhook-delivery.ts');
    await flushOutbox(env.ctx);
    await waitFor(async () => receiver.received.length === 1, 'the video.failed event');
    expect(receiver.received[0]!.json).toMatchObject({ type: 'video.failed', data: { videoId: video.id, title: 'Rolled back', status: 'failed', error: 'Out of disk' } });
    await receiver.stop();

    // Retention: once its deliveries settled, an old event goes (a pending one would stay).
    const { webhookOutboxRepository } = await import('../src/modules/webhooks/webhook-outbox.repository.ts');
    const mine = eq(webhookEvents.userId, u.id);
    const [event] = await env.ctx.db.select().from(webhookEvents).where(mine);
    await waitFor(async () => {
      const rows = await env.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event!.id));
      return rows.every((d) => d.status !== 'pending');
    }, 'the delivery to settle');
    await env.ctx.db.update(webhookEvents).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(mine);
    await webhookOutboxRepository(env.ctx.db).pruneSettled(new Date(Date.now() - 30 * 86_400_000));
    expect(await env.ctx.db.select().from(webhookEvents).where(mine)).toEqual([]);
  });
});

describe('the sender', () => {
  it('gives up on a receiver that never answers, and never connects to a name that resolves privately unless allowed', async () => {
    const { postWebhook } = await import('../src/modules/webhooks/webhook-sender.ts');
    const http = await import('node:http');
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const hung = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { timeoutMs: 300, allowPrivate: true });
      expect(hung).toEqual({ statusCode: null, error: 'no answer within 0.3 s' });
      // "localhost" passes no IP check by itself: the connection's own lookup refuses it.
      const blocked = await postWebhook(`http://localhost:${port}/`, '{}', {}, { timeoutMs: 2000, allowPrivate: false });
      expect(blocked).toEqual({ statusCode: null, error: 'localhost resolves to a private address' });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
