import {
  BILLING_MESSAGES,
  type BillingOverview,
  type BillingRedirect,
  PREMIUM_AMOUNT_CENTS,
  PREMIUM_CURRENCY,
  type ConfirmPayment,
  type SubscriptionChange,
  type SubscriptionIntent,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { loadTokenKey } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { billingRepository } from './billing.repository.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeApi } from './stripe-api.ts';
import { stripeBilling, type StripeBilling } from './stripe-billing.ts';

/** subscriptionStatus 'active' is Premium (spec section 6); a canceled plan is Free again. */
const ACTIVE = 'active';
const CANCELED = 'canceled';

/**
 * The sandbox (nothing charged; its key derives from the token key every server process shares)
 * only where BILLING_SANDBOX=true, which config refuses in production. Otherwise no provider:
 * paying answers 503 instead of letting the public test card make anyone Premium.
 */
export function defaultProvider(ctx: AppContext): PaymentProvider | null {
  return ctx.config.BILLING_SANDBOX ? sandboxProvider(loadTokenKey(ctx.config)) : null;
}

/** Stripe whenever its key is set (config then requires the price and webhook secret too). */
function defaultStripe(ctx: AppContext): StripeBilling | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_PRICE_ID: price, STRIPE_WEBHOOK_SECRET: secret } = ctx.config;
  if (!key || !price || !secret) return null;
  return stripeBilling(ctx, stripeApi({ secretKey: key, apiUrl: ctx.config.STRIPE_API_URL, logger: ctx.logger }), price, secret);
}

const notConfigured = () => new AppError(503, BILLING_MESSAGES.notConfigured, 'billing_not_configured');

export function billingService(ctx: AppContext, provider?: PaymentProvider) {
  const repo = billingRepository(ctx);
  const stripe = defaultStripe(ctx);
  // Made on first use, so starting the server never touches the key file.
  let chosen = provider;
  const payments = (): PaymentProvider => {
    if (stripe) throw conflict(BILLING_MESSAGES.useCheckout, 'use_checkout');
    chosen ??= defaultProvider(ctx) ?? undefined;
    if (!chosen) throw notConfigured();
    return chosen;
  };
  const checkoutWith = (): StripeBilling => {
    if (stripe) return stripe;
    if (ctx.config.BILLING_SANDBOX) throw conflict(BILLING_MESSAGES.useTestCard, 'use_sandbox');
    throw notConfigured();
  };
  const notifications = notificationsService(ctx.db);

  async function setStatus(user: UserRow, status: string) {
    const row = await repo.setSubscriptionStatus(user.id, status);
    if (!row) throw notFound('User not found');
    return row.subscriptionStatus;
  }

  return {
    /** Starts (or restarts) paying for Premium; the card form confirms it with the client secret. */
    async getOrCreate(user: UserRow): Promise<SubscriptionIntent> {
      if (user.subscriptionStatus === ACTIVE) throw conflict(BILLING_MESSAGES.alreadyPremium, 'already_premium');
      const intent = await payments().createIntent(user.id, PREMIUM_AMOUNT_CENTS, PREMIUM_CURRENCY);
      return { ...intent, provider: payments().name, plan: 'premium' };
    },

    async confirm(user: UserRow, input: ConfirmPayment): Promise<SubscriptionChange> {
      if (user.subscriptionStatus === ACTIVE) throw conflict(BILLING_MESSAGES.alreadyPremium, 'already_premium');
      const outcome = await payments().confirm(user.id, input.clientSecret, input.card);
      if (!outcome.ok) {
        if (outcome.code === 'card_declined') throw new AppError(402, outcome.message, outcome.code);
        throw badRequest(outcome.message, outcome.code);
      }
      const subscriptionStatus = await setStatus(user, ACTIVE);
      await notifications.notify(
        user.id,
        'Premium is active',
        payments().name === 'sandbox'
          ? 'Your Premium plan is active. This was a sandbox payment: nothing was charged.'
          : 'Your Premium plan is active. Thank you for upgrading!',
        '/subscribe',
      );
      return { message: BILLING_MESSAGES.paymentSucceeded, subscriptionStatus };
    },

    /** Which way of paying the subscribe page offers, and whether Stripe's portal can be opened. */
    async overview(user: UserRow): Promise<BillingOverview> {
      const customer = stripe ? await repo.customerOf(user.id) : null;
      return {
        provider: stripe ? 'stripe' : ctx.config.BILLING_SANDBOX || provider ? 'sandbox' : null,
        subscriptionStatus: user.subscriptionStatus,
        canManage: Boolean(customer?.statusAt),
      };
    },
    checkout: (user: UserRow, origin: string): Promise<BillingRedirect> => checkoutWith().checkout(user, origin),
    checkoutReturn: (user: UserRow, sessionId: string) => checkoutWith().checkoutReturn(user, sessionId),
    portal: (user: UserRow, origin: string) => checkoutWith().portal(user, origin),
    /** Account deletion's first step (nothing to do without Stripe). */
    cancelForDeletion: async (userId: string) => stripe?.cancelForDeletion(userId),
    webhook(raw: Buffer, signature: string | undefined) {
      if (!stripe) throw new AppError(503, BILLING_MESSAGES.webhookNotConfigured, 'billing_not_configured');
      return stripe.webhook(raw, signature);
    },

    /** Sandbox only: ends Premium now (there is no billing period on record to run out). */
    async cancel(user: UserRow): Promise<SubscriptionChange> {
      if (stripe) throw conflict(BILLING_MESSAGES.manageWithStripe, 'use_portal');
      if (user.subscriptionStatus !== ACTIVE) throw conflict(BILLING_MESSAGES.notPremium, 'not_premium');
      const subscriptionStatus = await setStatus(user, CANCELED);
      return { message: BILLING_MESSAGES.canceled, subscriptionStatus };
    },
  };
}
