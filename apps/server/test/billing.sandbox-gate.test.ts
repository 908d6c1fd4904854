import { BILLING_MESSAGES, SANDBOX_TEST_CARDS, type User } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());


describe('the payment sandbox is opt-in', () => {
  it('without BILLING_SANDBOX=true the test card makes nobody Premium', async () => {
    const u = await signedInUser(env.app);
    const start = await env.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', ...as(u.cookie) });
    expect(start.statusCode).toBe(503);
    expect(start.json().message).toBe(BILLING_MESSAGES.notConfigured);
    const card = { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
    const pay = await env.app.inject({ method: 'POST', url: '/api/billing/confirm', payload: { clientSecret: 'sandbox_x', card }, ...as(u.cookie) });
    expect(pay.statusCode).toBe(503);
    const me = (await env.app.inject({ url: '/api/auth/user', ...as(u.cookie) })).json() as User;
    expect(me.subscriptionStatus).not.toBe('active');
  });

  it('without Stripe or the sandbox, the page learns nobody can pay and every way in says so', async () => {
    const u = await signedInUser(env.app);
    const overview = await env.app.inject({ url: '/api/billing', ...as(u.cookie) });
    expect(overview.json()).toEqual({ provider: null, subscriptionStatus: 'inactive', canManage: false });
    for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await env.app.inject({ method: 'POST', url, ...as(u.cookie) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(BILLING_MESSAGES.notConfigured);
    }
    const hook = await env.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(hook.statusCode).toBe(503);
    expect(hook.json().message).toBe(BILLING_MESSAGES.webhookNotConfigured);
  });

  it('config refuses the sandbox with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BILLING_SANDBOX: 'true' })).toThrow(/BILLING_SANDBOX/);
    expect(loadConfig({ NODE_ENV: 'development', BILLING_SANDBOX: 'true' }).BILLING_SANDBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).BILLING_SANDBOX).toBe(false);
  });
});
