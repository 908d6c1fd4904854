import type { PaymentProvider as ProviderName } from '@reelforge/contracts';

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface PaymentIntent {
  clientSecret: string;
  amount: number;
  currency: string;
}

export type ConfirmOutcome =
  | { ok: true; paymentId: string }
  | { ok: false; code: 'card_declined' | 'intent_invalid' | 'intent_expired'; message: string };

/** A card processor as billing sees it: make a payment for a user, then confirm it with a card. */
export interface PaymentProvider {
  name: ProviderName;
  createIntent(userId: string, amount: number, currency: string): Promise<PaymentIntent>;
  confirm(userId: string, clientSecret: string, card: Card): Promise<ConfirmOutcome>;
}
