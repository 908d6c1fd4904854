import { BILLING_MESSAGES, type BillingRedirect, type SubscriptionChange } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { billingRepository, type StripeStatusChange } from './billing.repository.ts';
import type { StripeApi, StripeCheckoutSession, StripeInvoice, StripeSubscription } from './stripe-api.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

const ACTIVE = 'active';
/** Stripe statuses of a subscription that still exists and can be paid again in the portal. */
const FIXABLE = new Set(['past_due', 'unpaid', 'incomplete', 'paused']);

interface StripeEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

function parseEvent(raw: Buffer): StripeEvent | null {
  try {
    const e = JSON.parse(raw.toString('utf8')) as Partial<StripeEvent>;
    const ok = typeof e.id === 'string' && typeof e.type === 'string' && typeof e.created === 'number';
    return ok && e.data && typeof e.data.object === 'object' && e.data.object !== null ? (e as StripeEvent) : null;
  } catch {
    return null;
  }
}

/** A Checkout session that has really paid for a subscription (or needed no payment: a 100% coupon). */
const paidSubscription = (s: StripeCheckoutSession) =>
  s.mode === 'subscription' && s.status === 'complete' && s.payment_status !== 'unpaid' && Boolean(s.customer);

/** Premium bought with Stripe Checkout, kept in step by Stripe's webhooks, managed in Stripe's portal. */
export function stripeBilling(ctx: AppContext, api: StripeApi, priceId: string, webhookSecret: string) {
  const repo = billingRepository(ctx);
  const notifications = notificationsService(ctx.db);

  /** Where Stripe sends the browser back: PUBLIC_URL, or (outside production) this request's origin. */
  function site(origin: string) {
    if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
    if (ctx.config.isProduction) throw new AppError(503, BILLING_MESSAGES.unavailable, 'public_url_required');
    return origin;
  }

  async function announce(userId: string, change: { before: string; after: string } | null) {
    if (change?.after === ACTIVE && change.before !== ACTIVE) {
      await notifications.notify(userId, 'Premium is active', 'Your Premium plan is active. Thank you for upgrading!', '/subscribe');
    }
  }

  /** The status change an event asks for, or null for events (and users) this server doesn't know. */
  async function changeFor(event: StripeEvent): Promise<StripeStatusChange | null> {
    const at = new Date(event.created * 1000);
    if (event.type === 'checkout.session.completed') {
      const s = event.data.object as unknown as StripeCheckoutSession;
      if (!paidSubscription(s) || !s.client_reference_id) return null;
      return { userId: s.client_reference_id, customerId: s.customer!, subscriptionId: s.subscription, status: ACTIVE, at };
    }
    if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      const sub = event.data.object as unknown as StripeSubscription;
      const userId = await repo.userOfCustomer(sub.customer);
      if (!userId) return null;
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status;
      return { userId, customerId: sub.customer, subscriptionId: sub.id, status, at };
    }
    return null;
  }

  return {
    async checkout(user: UserRow, origin: string): Promise<BillingRedirect> {
      if (user.subscriptionStatus === ACTIVE) throw conflict(BILLING_MESSAGES.alreadyPremium, 'already_premium');
      const base = site(origin);
      const known = await repo.customerOf(user.id);
      // A second subscription would charge twice: the existing one is fixed in the portal.
      if (known?.status && FIXABLE.has(known.status)) throw conflict(BILLING_MESSAGES.needsAttention, 'subscription_needs_attention');
      const customer = known ?? (await repo.saveCustomer(user.id, (await api.createCustomer(user.id, user.email)).id));
      const session = await api.createCheckoutSession({
        customer: customer.stripeCustomerId,
        userId: user.id,
        priceId,
        // Stripe fills {CHECKOUT_SESSION_ID} in itself.
        successUrl: `${base}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/subscribe?checkout=canceled`,
      });
      if (!session.url) throw new AppError(502, BILLING_MESSAGES.unavailable, 'stripe_no_url');
      return { url: session.url };
    },

    /**
     * Back from Checkout: asks Stripe about the session, so the plan shows at once even if the
     * webhook is late. It only fills in a status never recorded; the webhooks stay the record.
     */
    async checkoutReturn(user: UserRow, sessionId: string): Promise<SubscriptionChange> {
      const session = await api.retrieveCheckoutSession(sessionId);
      if (session.client_reference_id !== user.id) throw notFound(BILLING_MESSAGES.checkoutInvalid);
      if (paidSubscription(session)) {
        const change = await repo.applyStatus({
          userId: user.id,
          customerId: session.customer!,
          subscriptionId: session.subscription,
          status: ACTIVE,
          at: ctx.clock.now(),
          onlyIfUnset: true,
        });
        await announce(user.id, change);
      }
      const me = await repo.statusOf(user.id);
      if (me !== ACTIVE) throw conflict(BILLING_MESSAGES.checkoutUnpaid, 'checkout_unpaid');
      return { message: BILLING_MESSAGES.paymentSucceeded, subscriptionStatus: ACTIVE };
    },

    async portal(user: UserRow, origin: string): Promise<BillingRedirect> {
      const customer = await repo.customerOf(user.id);
      if (!customer?.statusAt) throw conflict(BILLING_MESSAGES.nothingToManage, 'no_subscription');
      const session = await api.createPortalSession(customer.stripeCustomerId, `${site(origin)}/subscribe`);
      return { url: session.url };
    },

    /**
     * Before an account is deleted: a live subscription is canceled at Stripe first, so nobody is
     * charged for an account that no longer exists. A Stripe failure stops the deletion (502).
     */
    async cancelForDeletion(userId: string) {
      const customer = await repo.customerOf(userId);
      if (!customer?.stripeSubscriptionId || customer.status === 'canceled') return;
      await api.cancelSubscription(customer.stripeSubscriptionId);
    },

    async webhook(raw: Buffer, signature: string | undefined) {
      if (!verifyStripeSignature(raw, signature, webhookSecret, Math.floor(ctx.clock.now().getTime() / 1000))) {
        throw badRequest(BILLING_MESSAGES.webhookUnsigned, 'bad_signature');
      }
      const event = parseEvent(raw);
      if (!event) throw badRequest('The event is not a Stripe event.', 'bad_event');
      const outcome = await repo.once(event.id, event.type, async (apply) => {
        const change = await changeFor(event);
        return { change, applied: change ? await apply(change) : null };
      });
      if (outcome.duplicate) return { received: true, duplicate: true };
      const { change, applied } = outcome.result;
      if (change) await announce(change.userId, applied);
      if (event.type === 'invoice.payment_failed') {
        const invoice = event.data.object as unknown as StripeInvoice;
        const userId = invoice.customer ? await repo.userOfCustomer(invoice.customer) : null;
        if (userId) await notifications.notify(userId, 'Payment failed', BILLING_MESSAGES.paymentFailedNotice, '/subscribe');
      }
      return { received: true, duplicate: false };
    },
  };
}

export type StripeBilling = ReturnType<typeof stripeBilling>;
