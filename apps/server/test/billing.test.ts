import { BILLING_MESSAGES, PREMIUM_AMOUNT_CENTS, SANDBOX_TEST_CARDS, type SubscriptionIntent, type User } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProvider, SANDBOX_INTENT_TTL_MS } from '../src/modules/billing/sandbox-provider.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ env: { BILLING_SANDBOX: 'true' } });
});
afterAll(() => env.close());

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, over: object = {}) => ({ number, expMonth: 12, expYear: nextYear, cvc: '123', ...over });

async function intent(cookie: string) {
  const res = await env.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json() as SubscriptionIntent;
}
const confirm = (cookie: string, payload: object) =>
  env.app.inject({ method: 'POST', url: '/api/billing/confirm', payload, ...as(cookie) });
const me = async (cookie: string) => (await env.app.inject({ url: '/api/auth/user', ...as(cookie) })).json() as User;

describe('subscription (sandbox provider)', () => {
  it('creates a Premium payment of 49.99 USD', async () => {
    const u = await signedInUser(env.app);
    const pi = await intent(u.cookie);
    expect(pi).toMatchObject({ provider: 'sandbox', amount: 4999, currency: 'usd', plan: 'premium' });
    expect(PREMIUM_AMOUNT_CENTS).toBe(4999);
    expect(pi.clientSecret).toMatch(/^pi_sandbox_/);
    expect((await env.app.inject({ method: 'POST', url: '/api/get-or-create-subscription' })).statusCode).toBe(401);
  });

  it('the 4242 test card makes the user Premium, and only that user', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    expect((await me(u.cookie)).subscriptionStatus).not.toBe('active');
    const pi = await intent(u.cookie);

    const ok = await confirm(u.cookie, { clientSecret: pi.clientSecret, card: card('4242 4242 4242 4242') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: BILLING_MESSAGES.paymentSucceeded, subscriptionStatus: 'active' });
    expect((await me(u.cookie)).subscriptionStatus).toBe('active');
    expect((await me(other.cookie)).subscriptionStatus).toBe('inactive');

    // Premium users are told so instead of being charged twice.
    const again = await env.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', ...as(u.cookie) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadyPremium);

    // A notification tells them the plan is active and that nothing was charged.
    const notes = (await env.app.inject({ url: '/api/notifications', ...as(u.cookie) })).json() as { items: { title: string; body: string }[] };
    expect(notes.items[0]).toMatchObject({ title: 'Premium is active' });
    expect(notes.items[0]!.body).toContain('nothing was charged');
  });

  it('declines 4000 0000 0000 0002 and other cards, keeping the user Free', async () => {
    const u = await signedInUser(env.app);
    const pi = await intent(u.cookie);
    const declined = await confirm(u.cookie, { clientSecret: pi.clientSecret, card: card(SANDBOX_TEST_CARDS.declined) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    const funds = await confirm(u.cookie, { clientSecret: pi.clientSecret, card: card(SANDBOX_TEST_CARDS.insufficientFunds) });
    expect(funds.json().message).toBe(BILLING_MESSAGES.insufficientFunds);
    // A valid-looking non-test number (Luhn-valid) is refused too: the sandbox never takes real cards.
    const real = await confirm(u.cookie, { clientSecret: pi.clientSecret, card: card('5555555555554444') });
    expect(real.statusCode).toBe(402);
    expect(real.json().message).toBe(BILLING_MESSAGES.sandboxOnlyTestCards);
    expect((await me(u.cookie)).subscriptionStatus).toBe('inactive');
  });

  it('validates card details with 400s', async () => {
    const u = await signedInUser(env.app);
    const { clientSecret } = await intent(u.cookie);
    const cases: [object, string][] = [
      [card('4242 4242 4242 4241'), BILLING_MESSAGES.cardNumberInvalid],
      [card('4242'), BILLING_MESSAGES.cardNumberInvalid],
      [card(SANDBOX_TEST_CARDS.success, { cvc: '12' }), BILLING_MESSAGES.cvcInvalid],
      [card(SANDBOX_TEST_CARDS.success, { expMonth: 13 }), BILLING_MESSAGES.expiryInvalid],
      [card(SANDBOX_TEST_CARDS.success, { expMonth: 1, expYear: 2020 }), BILLING_MESSAGES.expiryPast],
    ];
    for (const [c, message] of cases) {
      const res = await confirm(u.cookie, { clientSecret, card: c });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await confirm(u.cookie, { card: card(SANDBOX_TEST_CARDS.success) })).statusCode).toBe(400);
    expect((await me(u.cookie)).subscriptionStatus).toBe('inactive');
  });

  it("refuses forged and other users' payment sessions", async () => {
    const u = await signedInUser(env.app);
    const thief = await signedInUser(env.app);
    const { clientSecret } = await intent(u.cookie);
    const stolen = await confirm(thief.cookie, { clientSecret, card: card(SANDBOX_TEST_CARDS.success) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(BILLING_MESSAGES.intentInvalid);
    const tampered = clientSecret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await confirm(u.cookie, { clientSecret: tampered, card: card(SANDBOX_TEST_CARDS.success) })).statusCode).toBe(400);
    expect((await confirm(u.cookie, { clientSecret: 'pi_123_secret_456', card: card(SANDBOX_TEST_CARDS.success) })).statusCode).toBe(400);
    expect((await me(thief.cookie)).subscriptionStatus).toBe('inactive');
    expect((await env.app.inject({ method: 'POST', url: '/api/billing/confirm', payload: { clientSecret, card: card('4242424242424242') } })).statusCode).toBe(401);
  });

  it('cancel returns a Premium user to Free', async () => {
    const u = await signedInUser(env.app);
    const notPremium = await env.app.inject({ method: 'POST', url: '/api/billing/cancel', ...as(u.cookie) });
    expect(notPremium.statusCode).toBe(409);
    const { clientSecret } = await intent(u.cookie);
    await confirm(u.cookie, { clientSecret, card: card(SANDBOX_TEST_CARDS.success) });
    const cancel = await env.app.inject({ method: 'POST', url: '/api/billing/cancel', ...as(u.cookie) });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: BILLING_MESSAGES.canceled, subscriptionStatus: 'canceled' });
    expect((await me(u.cookie)).subscriptionStatus).toBe('canceled');
    // Free again: a new payment can be started.
    expect((await intent(u.cookie)).provider).toBe('sandbox');
  });
});

describe('sandboxProvider', () => {
  it('expires payment sessions after an hour', async () => {
    let now = 1_000_000;
    const provider = sandboxProvider(Buffer.alloc(32, 7), () => now);
    const { clientSecret } = await provider.createIntent('user-1', 4999, 'usd');
    const good = card(SANDBOX_TEST_CARDS.success);
    expect(await provider.confirm('user-1', clientSecret, good)).toMatchObject({ ok: true });
    now += SANDBOX_INTENT_TTL_MS + 1;
    expect(await provider.confirm('user-1', clientSecret, good)).toEqual({
      ok: false,
      code: 'intent_expired',
      message: BILLING_MESSAGES.intentExpired,
    });
    // A session signed with another key is not accepted.
    const otherKey = sandboxProvider(Buffer.alloc(32, 8), () => 1_000_000);
    expect(await otherKey.confirm('user-1', clientSecret, good)).toMatchObject({ ok: false, code: 'intent_invalid' });
  });
});
