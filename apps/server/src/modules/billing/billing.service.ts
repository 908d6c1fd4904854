import {
  BILLING_MESSAGES,
  PREMIUM_AMOUNT_CENTS,
  PREMIUM_CURRENCY,
  type ConfirmPayment,
  type SubscriptionChange,
  type SubscriptionIntent,
} from '@reelforge/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { loadTokenKey } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { notificationsService } from '../notifications/notifications.service.ts';
import { billingRepository } from './billing.repository.ts';
import type { PaymentProvider } from './billing.provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

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

export function billingService(ctx: AppContext, provider?: PaymentProvider) {
  const repo = billingRepository(ctx.db);
  // Made on first use, so starting the server never touches the key file.
  let chosen = provider;
  const payments = (): PaymentProvider => {
    chosen ??= defaultProvider(ctx) ?? undefined;
    if (!chosen) throw new AppError(503, BILLING_MESSAGES.unavailable, 'billing_unavailable');
    return chosen;
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

    /** Ends Premium now (there is no billing period on record to run out). */
    async cancel(user: UserRow): Promise<SubscriptionChange> {
      if (user.subscriptionStatus !== ACTIVE) throw conflict(BILLING_MESSAGES.notPremium, 'not_premium');
      const subscriptionStatus = await setStatus(user, CANCELED);
      return { message: BILLING_MESSAGES.canceled, subscriptionStatus };
    },
  };
}
