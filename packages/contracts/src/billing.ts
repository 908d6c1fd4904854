import { z } from 'zod';
import { PLANS } from './pricing.ts';

// Premium checkout (spec /subscribe, sections 7 and 8). Stripe Checkout when the server has a Stripe
// key; otherwise, only where BILLING_SANDBOX=true, a built-in sandbox that behaves like a card
// processor in test mode (nothing is charged); otherwise no way to pay, said plainly.

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Premium's price in minor units (cents), as payment processors count it. */
export const PREMIUM_AMOUNT_CENTS = Math.round(PLANS.premium.priceUsd * 100);
export const PREMIUM_CURRENCY = 'usd';

/** Standard test cards the sandbox understands (the same numbers card processors use in test mode). */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

export const BILLING_MESSAGES = {
  loadFailed: 'Failed to load subscription details',
  paymentSucceededTitle: 'Payment Successful',
  paymentSucceeded: 'Welcome to Premium! Your plan is active now.',
  paymentFailedTitle: 'Payment Failed',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  sandboxOnlyTestCards: 'Your card was declined. The sandbox accepts test cards only, such as 4242 4242 4242 4242.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  intentInvalid: 'This payment session is not valid. Reload the page to start again.',
  intentExpired: 'This payment session has expired. Reload the page to start again.',
  alreadyPremium: 'You are already on Premium.',
  notPremium: 'You are not on Premium.',
  canceled: 'Your Premium subscription is canceled. You are on the Free plan now.',
  unavailable: 'Payments are not available right now. Please try again later.',
  notConfigured: 'Payments are not set up on this server, so Premium cannot be bought here yet. Nothing has been charged.',
  useCheckout: 'Payments on this server go through Stripe Checkout: use the Upgrade button on the subscribe page.',
  useTestCard: 'This server runs the payment sandbox: pay with a test card on the subscribe page.',
  manageWithStripe: 'Your subscription is managed with Stripe: use Manage subscription to change or cancel it.',
  needsAttention: 'Your subscription has a payment problem. Use Manage subscription to update your card.',
  nothingToManage: 'There is no subscription to manage yet.',
  checkoutInvalid: 'This checkout is not yours or does not exist. Start again from the subscribe page.',
  checkoutUnpaid: 'This checkout is not paid yet. If you paid, your plan updates in a moment.',
  checkoutCanceled: 'Checkout canceled. Nothing was charged.',
  webhookUnsigned: 'Missing or invalid Stripe-Signature header.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  paymentFailedNotice: 'Your last Premium payment failed. Update your card with Manage subscription to keep Premium.',
} as const;

export const subscriptionIntentSchema = z.object({
  /** Hand this to the card form; it identifies the payment being made. */
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Minor units (cents). */
  amount: z.number().int().positive(),
  currency: z.string(),
  plan: z.literal('premium'),
});
export type SubscriptionIntent = z.infer<typeof subscriptionIntentSchema>;

/** What the subscribe page needs to pick its form; provider null means nobody can pay here. */
export const billingOverviewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  subscriptionStatus: z.string(),
  /** A Stripe customer exists: the customer portal can manage or cancel the subscription. */
  canManage: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** A page on Stripe's site to send the browser to (Checkout, the customer portal). */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** Back from Checkout: `?session_id=` as Stripe fills it into the success URL. */
export const checkoutReturnSchema = z.object({
  sessionId: z.string({ error: BILLING_MESSAGES.checkoutInvalid }).regex(/^cs_[A-Za-z0-9_]{1,250}$/, BILLING_MESSAGES.checkoutInvalid),
});
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;

/** Luhn checksum: catches most mistyped card numbers before they go anywhere. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242 4242 4242 4242" -> "4242424242424242" (spaces and dashes are how people type them). */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '');

/** A card expiring this month is still good until the month ends. */
export function expiryInPast(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}

export const cardSchema = z
  .object({
    number: z
      .string({ error: BILLING_MESSAGES.cardNumberInvalid })
      .max(40, BILLING_MESSAGES.cardNumberInvalid)
      .transform(cardDigits)
      .refine((n) => /^\d{12,19}$/.test(n) && luhnValid(n), BILLING_MESSAGES.cardNumberInvalid),
    expMonth: z.coerce
      .number({ error: BILLING_MESSAGES.expiryInvalid })
      .int(BILLING_MESSAGES.expiryInvalid)
      .min(1, BILLING_MESSAGES.expiryInvalid)
      .max(12, BILLING_MESSAGES.expiryInvalid),
    /** Four digits; two-digit years are widened by the form. */
    expYear: z.coerce
      .number({ error: BILLING_MESSAGES.expiryInvalid })
      .int(BILLING_MESSAGES.expiryInvalid)
      .min(2000, BILLING_MESSAGES.expiryInvalid)
      .max(2100, BILLING_MESSAGES.expiryInvalid),
    cvc: z.string({ error: BILLING_MESSAGES.cvcInvalid }).trim().regex(/^\d{3,4}$/, BILLING_MESSAGES.cvcInvalid),
  })
  .refine((c) => !expiryInPast(c.expMonth, c.expYear), { message: BILLING_MESSAGES.expiryPast, path: ['expMonth'] });

export const confirmPaymentSchema = z.object({
  clientSecret: z.string({ error: BILLING_MESSAGES.intentInvalid }).min(1, BILLING_MESSAGES.intentInvalid).max(2000),
  card: cardSchema,
});
export type ConfirmPaymentInput = z.input<typeof confirmPaymentSchema>;
export type ConfirmPayment = z.output<typeof confirmPaymentSchema>;

export const subscriptionChangeSchema = z.object({
  message: z.string(),
  subscriptionStatus: z.string(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** "12 / 34", "12/2034" -> { expMonth: 12, expYear: 2034 }; null when it isn't an expiry date. */
export function parseExpiry(raw: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

/** The card form (number, MM / YY, CVC): the same rules as cardSchema, field by field. */
export const cardFormSchema = z
  .object({
    number: cardSchema.shape.number,
    expiry: z.string().refine((v) => parseExpiry(v) !== null, BILLING_MESSAGES.expiryInvalid),
    cvc: cardSchema.shape.cvc,
  })
  .refine(
    (v) => {
      const e = parseExpiry(v.expiry);
      return !e || !expiryInPast(e.expMonth, e.expYear);
    },
    { message: BILLING_MESSAGES.expiryPast, path: ['expiry'] },
  );
export type CardForm = z.input<typeof cardFormSchema>;

/** Spec section 6: Premium is subscriptionStatus active; anything else is the Free plan. */
export const isPremium = (user: { subscriptionStatus: string | null }) => user.subscriptionStatus === 'active';
