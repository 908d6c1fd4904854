import { BILLING_MESSAGES, type BillingOverview, type User } from '@reelforge/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signStripePayload } from '../src/modules/billing/stripe-signature.ts';
import { StripeFake } from './fakes/stripe.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let stripe: StripeFake;
let webhook: string;

beforeAll(async () => {
  stripe = await new StripeFake().start();
  env = await startTestServer({ env: { ...stripe.env, PUBLIC_URL: 'http://app.example' } });
  // Stripe calls the server over HTTP, so this server listens (the rest of the tests inject).
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  webhook = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/api/billing/webhook`;
});
afterAll(async () => {
  await env.close();
  await stripe.stop();
  expect(stripe.errors).toEqual([]);
});

const me = async (cookie: string) => ((await env.app.inject({ url: '/api/auth/user', ...as(cookie) })).json() as User).subscriptionStatus;
const overview = async (cookie: string) => (await env.app.inject({ url: '/api/billing', ...as(cookie) })).json() as BillingOverview;

/** Signs up, starts Checkout, and returns the session the browser would be sent to. */
async function startCheckout() {
  const u = await signedInUser(env.app);
  const res = await env.app.inject({ method: 'POST', url: '/api/billing/checkout', ...as(u.cookie) });
  expect(res.statusCode).toBe(200);
  const { url } = res.json() as { url: string };
  const id = url.split('/').at(-1)!;
  expect(url).toBe(`${stripe.url}/c/pay/${id}`);
  return { u, session: stripe.sessions.get(id)! };
}

/** A paid Premium user with their subscription id. */
async function premiumUser() {
  const { u, session } = await startCheckout();
  expect((await stripe.deliver(webhook, stripe.pay(session.id))).status).toBe(200);
  return { u, subscription: stripe.sessions.get(session.id)!.subscription! };
}

describe('Stripe Checkout', () => {
  it('makes a user Premium once Stripe says the checkout is paid, and not before', async () => {
    const { u, session } = await startCheckout();
    expect(await overview(u.cookie)).toEqual({ provider: 'stripe', subscriptionStatus: 'inactive', canManage: false });
    expect(session.client_reference_id).toBe(u.id);
    expect(session.success_url).toBe('http://app.example/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}');
    expect(stripe.customers.get(session.customer)?.email).toBe(u.email);
    expect(await me(u.cookie)).toBe('inactive');

    const event = stripe.pay(session.id);
    expect(await stripe.deliver(webhook, event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await me(u.cookie)).toBe('active');
    expect(await overview(u.cookie)).toMatchObject({ canManage: true });
    const again = await env.app.inject({ method: 'POST', url: '/api/billing/checkout', ...as(u.cookie) });
    expect(again.statusCode).toBe(409);
  });

  it('a second checkout by the same user reuses their Stripe customer', async () => {
    const { u, session } = await startCheckout();
    const res = await env.app.inject({ method: 'POST', url: '/api/billing/checkout', ...as(u.cookie) });
    const second = stripe.sessions.get((res.json() as { url: string }).url.split('/').at(-1)!)!;
    expect(second.customer).toBe(session.customer);
  });

  it('the return from Checkout shows Premium at once, even before the webhook', async () => {
    const { u, session } = await startCheckout();
    const early = await env.app.inject({ method: 'POST', url: '/api/billing/checkout/return', payload: { sessionId: session.id }, ...as(u.cookie) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BILLING_MESSAGES.checkoutUnpaid);
    const event = stripe.pay(session.id);
    const back = await env.app.inject({ method: 'POST', url: '/api/billing/checkout/return', payload: { sessionId: session.id }, ...as(u.cookie) });
    expect(back.statusCode).toBe(200);
    expect(await me(u.cookie)).toBe('active');
    // The late webhook agrees and changes nothing.
    expect((await stripe.deliver(webhook, event)).status).toBe(200);
    expect(await me(u.cookie)).toBe('active');
  });

  it("another user's checkout session is not theirs to claim", async () => {
    const { session } = await startCheckout();
    stripe.pay(session.id);
    const other = await signedInUser(env.app);
    const res = await env.app.inject({ method: 'POST', url: '/api/billing/checkout/return', payload: { sessionId: session.id }, ...as(other.cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(BILLING_MESSAGES.checkoutInvalid);
    expect(await me(other.cookie)).toBe('inactive');
    const bad = await env.app.inject({ method: 'POST', url: '/api/billing/checkout/return', payload: { sessionId: "x' or 1=1" }, ...as(other.cookie) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Stripe webhooks', () => {
  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const { u, session } = await startCheckout();
    const event = stripe.pay(session.id);
    const forged = await stripe.deliver(webhook, event, { secret: 'whsec_someone_else' });
    expect(forged).toMatchObject({ status: 400, body: { message: BILLING_MESSAGES.webhookUnsigned } });
    const stale = await stripe.deliver(webhook, event, { at: stripe.now() - 3600 });
    expect(stale.status).toBe(400);
    expect((await stripe.deliver(webhook, event, { signature: 'garbage' })).status).toBe(400);
    expect(await me(u.cookie)).toBe('inactive');
    // The same event, signed properly afterwards, still counts: refusals recorded nothing.
    expect((await stripe.deliver(webhook, event)).status).toBe(200);
    expect(await me(u.cookie)).toBe('active');
  });

  it('a signature over other bytes than the body is refused', async () => {
    const { u, session } = await startCheckout();
    const event = stripe.pay(session.id);
    const signature = signStripePayload(JSON.stringify({ ...event, id: 'evt_other' }), stripe.webhookSecret, stripe.now());
    expect((await stripe.deliver(webhook, event, { signature })).status).toBe(400);
    expect(await me(u.cookie)).toBe('inactive');
  });

  it('handles a redelivered event once', async () => {
    const { u, subscription } = await premiumUser();
    const [failed] = stripe.failRenewal(subscription);
    const notes = async () => ((await env.app.inject({ url: '/api/notifications', ...as(u.cookie) })).json() as { items: { title: string }[] }).items;
    expect((await stripe.deliver(webhook, failed!)).body).toEqual({ received: true, duplicate: false });
    expect((await stripe.deliver(webhook, failed!)).body).toEqual({ received: true, duplicate: true });
    expect((await notes()).filter((n) => n.title === 'Payment failed')).toHaveLength(1);
    expect((await notes()).filter((n) => n.title === 'Premium is active')).toHaveLength(1);
  });

  it('a failed renewal makes the plan past_due (Free), and deletion makes it Free', async () => {
    const { u, subscription } = await premiumUser();
    const [, updated] = stripe.failRenewal(subscription);
    await stripe.deliver(webhook, updated!);
    expect(await me(u.cookie)).toBe('past_due');
    // A second subscription would charge twice: the existing one is fixed in the portal.
    const again = await env.app.inject({ method: 'POST', url: '/api/billing/checkout', ...as(u.cookie) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.needsAttention);
    expect((await overview(u.cookie)).canManage).toBe(true);
    await stripe.deliver(webhook, stripe.cancel(subscription));
    expect(await me(u.cookie)).toBe('canceled');
  });

  it('subscription deleted -> Free, and an older event arriving late does not bring Premium back', async () => {
    const { u, session } = await startCheckout();
    const paid = stripe.pay(session.id);
    await stripe.deliver(webhook, paid);
    const deleted = stripe.cancel(stripe.sessions.get(session.id)!.subscription!);
    deleted.created = paid.created + 10;
    expect((await stripe.deliver(webhook, deleted)).status).toBe(200);
    expect(await me(u.cookie)).toBe('canceled');
    const lateUpdate = { ...deleted, id: 'evt_late_update', type: 'customer.subscription.updated', created: paid.created + 5 };
    lateUpdate.data = { object: { ...(deleted.data.object as object), status: 'active' } };
    expect((await stripe.deliver(webhook, lateUpdate)).status).toBe(200);
    expect(await me(u.cookie)).toBe('canceled');
  });

  it("one user's events never touch another user", async () => {
    const a = await premiumUser();
    const b = await premiumUser();
    await stripe.deliver(webhook, stripe.cancel(a.subscription));
    expect(await me(a.u.cookie)).toBe('canceled');
    expect(await me(b.u.cookie)).toBe('active');
  });

  it('ignores events for customers it does not know, and refuses a body that is not an event', async () => {
    const unknown = { id: 'evt_unknown', object: 'event' as const, type: 'customer.subscription.deleted', created: stripe.now(), data: { object: { id: 'sub_x', customer: 'cus_nobody', status: 'canceled' } } };
    expect((await stripe.deliver(webhook, unknown)).status).toBe(200);
    const body = 'not json';
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, stripe.webhookSecret, stripe.now()) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the customer portal', () => {
  it('returns a portal URL for a subscriber and refuses users with nothing to manage', async () => {
    const { u } = await premiumUser();
    const res = await env.app.inject({ method: 'POST', url: '/api/billing/portal', ...as(u.cookie) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { url: string }).url).toMatch(new RegExp(`^${stripe.url}/p/session/`));
    expect(stripe.portalSessions.at(-1)?.return_url).toBe('http://app.example/subscribe');

    const fresh = await signedInUser(env.app);
    const none = await env.app.inject({ method: 'POST', url: '/api/billing/portal', ...as(fresh.cookie) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(BILLING_MESSAGES.nothingToManage);
  });

  it('with Stripe, the sandbox card flow and local cancel are closed', async () => {
    const { u } = await premiumUser();
    const cancel = await env.app.inject({ method: 'POST', url: '/api/billing/cancel', ...as(u.cookie) });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(BILLING_MESSAGES.manageWithStripe);
    const fresh = await signedInUser(env.app);
    const intent = await env.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', ...as(fresh.cookie) });
    expect(intent.statusCode).toBe(409);
  });
});

describe('account deletion', () => {
  it("cancels the user's live Stripe subscription before the account goes", async () => {
    const { u, subscription } = await premiumUser();
    const other = await premiumUser();
    const res = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: u.password }, ...as(u.cookie) });
    expect(res.statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscription)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(other.subscription)?.status).toBe('active');
  });

  it('keeps the account when Stripe cannot cancel (no charges for a deleted account)', async () => {
    const { u, subscription } = await premiumUser();
    stripe.fail('subscriptions.cancel', { status: 500, body: { error: { type: 'api_error', message: 'down' } } });
    const res = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: u.password }, ...as(u.cookie) });
    expect(res.statusCode).toBe(502);
    expect(await me(u.cookie)).toBe('active');
    expect(stripe.subscriptions.get(subscription)?.status).toBe('active');
  });
});

describe('Stripe configuration', () => {
  it('config wants the price and webhook secret with the key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PRICE_ID[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({}).STRIPE_API_URL).toBe('https://api.stripe.com');
  });

  it('answers 502 with words when Stripe refuses (a wrong key), and makes nobody Premium', async () => {
    const broken = await startTestServer({ env: { ...stripe.env, STRIPE_SECRET_KEY: 'sk_test_wrong' } });
    try {
      const u = await signedInUser(broken.app);
      const res = await broken.app.inject({ method: 'POST', url: '/api/billing/checkout', ...as(u.cookie) });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(BILLING_MESSAGES.unavailable);
    } finally {
      await broken.close();
    }
  });
});
