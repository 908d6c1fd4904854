import { BILLING_MESSAGES } from '@reelforge/contracts';
import type { Logger } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The parts of Stripe's objects billing reads (Stripe sends many more). */
export interface StripeCheckoutSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: string;
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
}

export interface StripeSubscription {
  id: string;
  customer: string;
  status: string;
  metadata?: Record<string, string>;
}

export interface StripeInvoice {
  id: string;
  customer: string | null;
  subscription?: string | null;
}

type Params = Record<string, string | number | undefined>;

/**
 * Stripe's form encoding: nested keys are written `a[b][0][c]`, as its API reference shows them
 * (callers pass them already flattened).
 */
export const formEncode = (params: Params) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]]))).toString();

export interface StripeApiOptions {
  secretKey: string;
  apiUrl: string;
  logger: Logger;
  timeoutMs?: number;
}

/** Stripe's REST API over fetch: Bearer key, form-encoded bodies, JSON answers. */
export function stripeApi({ secretKey, apiUrl, logger, timeoutMs = 20_000 }: StripeApiOptions) {
  const base = apiUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params = {}, idempotencyKey?: string): Promise<T> {
    const body = method === 'POST' ? formEncode(params) : undefined;
    const query = method === 'GET' && Object.keys(params).length ? `?${formEncode(params)}` : '';
    let res: Response;
    try {
      res = await fetch(`${base}${path}${query}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      logger.warn({ path, err: err instanceof Error ? err.message : String(err) }, 'stripe: request failed');
      throw new AppError(502, BILLING_MESSAGES.unavailable, 'stripe_unreachable');
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (!res.ok) {
      // Stripe's own words go to the log: they can name keys and prices the visitor shouldn't see.
      const error = (json as { error?: { message?: string; type?: string } }).error;
      logger.warn({ path, status: res.status, type: error?.type, message: error?.message }, 'stripe: request refused');
      throw new AppError(502, BILLING_MESSAGES.unavailable, 'stripe_error');
    }
    return json as T;
  }

  return {
    /** One customer per user; the idempotency key makes a double click create one, not two. */
    createCustomer: (userId: string, email: string) =>
      call<{ id: string }>('POST', '/v1/customers', { email, 'metadata[user_id]': userId }, `reelforge-customer-${userId}`),
    createCheckoutSession: (p: { customer: string; userId: string; priceId: string; successUrl: string; cancelUrl: string }) =>
      call<StripeCheckoutSession>('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        customer: p.customer,
        client_reference_id: p.userId,
        'line_items[0][price]': p.priceId,
        'line_items[0][quantity]': 1,
        success_url: p.successUrl,
        cancel_url: p.cancelUrl,
        'metadata[user_id]': p.userId,
        'subscription_data[metadata][user_id]': p.userId,
      }),
    retrieveCheckoutSession: (id: string) =>
      call<StripeCheckoutSession>('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`),
    /** Ends the subscription now (no further invoices). */
    cancelSubscription: (id: string) => call<StripeSubscription>('DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`),
    createPortalSession: (customer: string, returnUrl: string) =>
      call<{ id: string; url: string }>('POST', '/v1/billing_portal/sessions', { customer, return_url: returnUrl }),
  };
}

export type StripeApi = ReturnType<typeof stripeApi>;
