import { BILLING_MESSAGES, SANDBOX_TEST_CARDS } from '@reelforge/contracts';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../lib/crypto.ts';
import type { Card, ConfirmOutcome, PaymentProvider } from './billing.provider.ts';

const PREFIX = 'pi_sandbox_';
/** How long a payment session stays good, like a checkout page left open. */
export const SANDBOX_INTENT_TTL_MS = 60 * 60 * 1000;

interface IntentPayload {
  id: string;
  userId: string;
  amount: number;
  currency: string;
  expiresAt: number;
}

/** What each test card does; any other number is refused, as a processor in test mode refuses real cards. */
function outcomeFor(card: Card): { ok: true } | { ok: false; message: string } {
  switch (card.number) {
    case SANDBOX_TEST_CARDS.success:
      return { ok: true };
    case SANDBOX_TEST_CARDS.declined:
      return { ok: false, message: BILLING_MESSAGES.declined };
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return { ok: false, message: BILLING_MESSAGES.insufficientFunds };
    case SANDBOX_TEST_CARDS.expired:
      return { ok: false, message: BILLING_MESSAGES.expiredCard };
    case SANDBOX_TEST_CARDS.incorrectCvc:
      return { ok: false, message: BILLING_MESSAGES.incorrectCvc };
    default:
      return { ok: false, message: BILLING_MESSAGES.sandboxOnlyTestCards };
  }
}

/**
 * The built-in provider used when no payment processor is configured. Nothing is charged.
 * Its client secrets are signed, self-contained payment sessions (user, amount, expiry), so any
 * server process sharing the key can confirm them and nothing needs storing.
 */
export function sandboxProvider(secretKey: Buffer, now: () => number = Date.now): PaymentProvider {
  const key = createHash('sha256').update(secretKey).update('reelforge/billing-sandbox/v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function open(clientSecret: string): IntentPayload | null {
    if (!clientSecret.startsWith(PREFIX)) return null;
    const [payload, signature] = clientSecret.slice(PREFIX.length).split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IntentPayload;
    } catch {
      return null;
    }
  }

  return {
    name: 'sandbox',
    async createIntent(userId, amount, currency) {
      const intent: IntentPayload = { id: `pi_${randomToken(12)}`, userId, amount, currency, expiresAt: now() + SANDBOX_INTENT_TTL_MS };
      const payload = Buffer.from(JSON.stringify(intent)).toString('base64url');
      return { clientSecret: `${PREFIX}${payload}.${sign(payload)}`, amount, currency };
    },
    async confirm(userId, clientSecret, card): Promise<ConfirmOutcome> {
      const intent = open(clientSecret);
      // Another user's session is as invalid for this user as a forged one.
      if (!intent || intent.userId !== userId) {
        return { ok: false, code: 'intent_invalid', message: BILLING_MESSAGES.intentInvalid };
      }
      if (intent.expiresAt < now()) return { ok: false, code: 'intent_expired', message: BILLING_MESSAGES.intentExpired };
      const outcome = outcomeFor(card);
      return outcome.ok ? { ok: true, paymentId: intent.id } : { ok: false, code: 'card_declined', message: outcome.message };
    },
  };
}
