import { BILLING_MESSAGES, type BillingOverview, type SubscriptionIntent } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, type Routes } from '../support/fake-api';
import { currentPath, renderApp, watchPageNavigation } from '../support/render';
import { signedIn } from '../support/routes';

// Spec /subscribe and section 8: the card form on the contract's card rules.

const intent: SubscriptionIntent = {
  clientSecret: 'pi_1_secret',
  provider: 'sandbox',
  amount: 4999,
  currency: 'usd',
  plan: 'premium',
};

const sandbox: BillingOverview = { provider: 'sandbox', subscriptionStatus: 'inactive', canManage: false };

function open(more: Routes = {}, path = '/subscribe', user = aUser()) {
  const api = fakeApi(signedIn(user, { 'GET /api/billing': sandbox, 'POST /api/get-or-create-subscription': intent, ...more }));
  return { api, ...renderApp(path) };
}

describe('Subscribe', () => {
  it('formats the card as typed and refuses bad details with the card rules', async () => {
    const { user, api } = open();
    const form = await screen.findByRole('form', { name: 'Card payment' });
    const number = within(form).getByLabelText('Card number');
    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    await user.type(within(form).getByLabelText('Expiry'), '1220');
    expect(within(form).getByLabelText('Expiry')).toHaveValue('12 / 20');
    await user.type(within(form).getByLabelText('CVC'), '1');
    await user.click(within(form).getByRole('button', { name: /Pay \$49.99/ }));
    expect(await within(form).findByText(BILLING_MESSAGES.cardNumberInvalid)).toBeVisible();
    expect(within(form).getByText(BILLING_MESSAGES.expiryPast)).toBeVisible();
    expect(within(form).getByText(BILLING_MESSAGES.cvcInvalid)).toBeVisible();
    expect(api.calls('POST', '/api/billing/confirm')).toHaveLength(0);
  });

  it('pays with a test card: Payment Successful, and the plan shows Premium', async () => {
    const { user, api } = open({
      'POST /api/billing/confirm': { message: BILLING_MESSAGES.paymentSucceeded, subscriptionStatus: 'active' },
    });
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry'), '12 / 40');
    await user.type(within(form).getByLabelText('CVC'), '123');
    api.on({ 'GET /api/auth/session': { user: aUser({ subscriptionStatus: 'active' }) } });
    await user.click(within(form).getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText(BILLING_MESSAGES.paymentSucceededTitle)).toBeVisible();
    expect(api.calls('POST', '/api/billing/confirm')[0]!.body).toEqual({
      clientSecret: 'pi_1_secret',
      card: { number: '4242424242424242', cvc: '123', expMonth: 12, expYear: 2040 },
    });
    expect(await screen.findByTestId('premium-status')).toBeVisible();
  });

  it('Cancel Premium? lists what Free keeps in the plan table\'s own words', async () => {
    const premium = aUser({ subscriptionStatus: 'active' });
    const { user } = open({ 'GET /api/billing': { ...sandbox, subscriptionStatus: 'active' } }, '/subscribe', premium);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium?' });
    // Not lower-cased: "TikTok" and "AI" keep their capitals.
    expect(within(dialog).getByText('1 platform (TikTok only)')).toBeVisible();
    expect(within(dialog).getByText('Basic AI generation')).toBeVisible();
    expect(within(dialog).getByText('10 videos per month')).toBeVisible();
  });

  it("a declined card shows 'Payment Failed' with the processor's words", async () => {
    const { user } = open({ 'POST /api/billing/confirm': reply(402, { message: BILLING_MESSAGES.declined }) });
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(form).getByLabelText('Expiry'), '1240');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.click(within(form).getByRole('button', { name: /Pay/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(BILLING_MESSAGES.paymentFailedTitle);
    expect(toast).toHaveTextContent(BILLING_MESSAGES.declined);
  });

  it('Retry reloads the page when the payment form cannot load', async () => {
    const nav = watchPageNavigation();
    const { user } = open({ 'POST /api/get-or-create-subscription': reply(503, { message: 'down' }) });
    expect(await screen.findByText(BILLING_MESSAGES.loadFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
  });
});

describe('Subscribe with Stripe', () => {
  const stripe: BillingOverview = { provider: 'stripe', subscriptionStatus: 'inactive', canManage: false };

  it('sends the browser to Stripe Checkout; no card form on our page', async () => {
    const nav = watchPageNavigation();
    const { user, api } = open({ 'GET /api/billing': stripe, 'POST /api/billing/checkout': { url: 'https://checkout.stripe.com/c/pay/cs_1' } });
    await user.click(await screen.findByRole('button', { name: /Upgrade for \$49.99\/month/ }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(api.calls('POST', '/api/get-or-create-subscription')).toHaveLength(0);
  });

  it('a Premium subscriber manages the plan in the customer portal', async () => {
    const nav = watchPageNavigation();
    const { user } = open(
      { 'GET /api/billing': { ...stripe, subscriptionStatus: 'active', canManage: true }, 'POST /api/billing/portal': { url: 'https://billing.stripe.com/p/session/1' } },
      '/subscribe',
      aUser({ subscriptionStatus: 'active' }),
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Manage subscription/ }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'));
  });

  it('back from Checkout: the server confirms the session, Payment Successful, and the query is dropped', async () => {
    const { api } = open(
      { 'GET /api/billing': stripe, 'POST /api/billing/checkout/return': { message: BILLING_MESSAGES.paymentSucceeded, subscriptionStatus: 'active' } },
      '/subscribe?checkout=success&session_id=cs_test_42',
    );
    expect(await screen.findByText(BILLING_MESSAGES.paymentSucceededTitle)).toBeVisible();
    expect(api.calls('POST', '/api/billing/checkout/return')).toHaveLength(1);
    expect(api.calls('POST', '/api/billing/checkout/return')[0]!.body).toEqual({ sessionId: 'cs_test_42' });
    expect(currentPath()).toBe('/subscribe');
  });

  it('says plainly when this server takes no payments', async () => {
    const { api } = open({ 'GET /api/billing': { provider: null, subscriptionStatus: 'inactive', canManage: false } });
    expect(await screen.findByText(BILLING_MESSAGES.notConfigured)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Upgrade|Pay/ })).toBeNull();
    expect(api.calls('POST', '/api/get-or-create-subscription')).toHaveLength(0);
  });
});
