import { signStripePayload } from '../../src/modules/billing/stripe-signature.ts';
import { FakeServer, json, nextId, type FakeReq, type FakeRes } from './base.ts';

interface Session {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  mode: string;
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  created: number;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

const stripeError = (status: number, message: string, type = 'invalid_request_error'): FakeRes => json(status, { error: { type, message } });

/** Nested form keys as Stripe reads them: `metadata[user_id]` -> { user_id }. */
function nested(params: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (k.startsWith(`${prefix}[`) && k.endsWith(']')) out[k.slice(prefix.length + 1, -1)] = v;
  return out;
}

/**
 * Stripe's API as Reelforge uses it (customers, Checkout sessions, billing portal sessions), with
 * Stripe's auth, form encoding and error shape; tests drive what a customer would do on Stripe's
 * pages (pay, cancel, fail a renewal) and deliver the signed webhooks Stripe would send.
 */
export class StripeFake extends FakeServer {
  readonly secretKey = 'sk_test_fake_reelforge';
  readonly webhookSecret = 'whsec_fake_reelforge';
  readonly priceId = 'price_fake_premium';
  readonly customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  readonly sessions = new Map<string, Session>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly portalSessions: { id: string; customer: string; return_url: string }[] = [];
  /** Where the hosted pages deliver their webhooks (browser tests set the server's endpoint). */
  webhookEndpoint: string | null = null;
  /** Idempotency-Key -> the first answer, replayed as Stripe does. */
  private idempotent = new Map<string, FakeRes>();
  /** Seconds; tests move it to make stale signatures. */
  now = () => Math.floor(Date.now() / 1000);

  constructor() {
    super();
    this.route('POST', /^\/v1\/customers$/, 'customers.create', (req) =>
      this.authed(req, async (p) => {
        const email = p.get('email');
        if (!email) return stripeError(400, 'Missing required param: email.');
        const c = { id: nextId('cus_'), email, metadata: nested(p, 'metadata') };
        this.customers.set(c.id, c);
        return json(200, { object: 'customer', ...c });
      }),
    );
    this.route('POST', /^\/v1\/checkout\/sessions$/, 'checkout.sessions.create', (req) =>
      this.authed(req, async (p) => {
        if (p.get('mode') !== 'subscription') return stripeError(400, 'This fake only makes subscription-mode sessions.');
        if (p.get('line_items[0][price]') !== this.priceId) return stripeError(400, `No such price: '${p.get('line_items[0][price]')}'`);
        const customer = p.get('customer') ?? '';
        if (!this.customers.has(customer)) return stripeError(400, `No such customer: '${customer}'`);
        const success = p.get('success_url');
        const cancel = p.get('cancel_url');
        if (!success || !cancel) return stripeError(400, 'Missing required param: success_url.');
        const id = nextId('cs_test_');
        const s: Session = {
          id,
          object: 'checkout.session',
          url: `${this.url}/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: 'subscription',
          customer,
          client_reference_id: p.get('client_reference_id'),
          subscription: null,
          success_url: success,
          cancel_url: cancel,
          metadata: { ...nested(p, 'metadata'), ...this.prefixed(p, 'subscription_data[metadata]') },
          created: this.now(),
        };
        this.sessions.set(id, s);
        return json(200, s);
      }),
    );
    this.route('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, 'checkout.sessions.retrieve', (req, m) =>
      this.authed(req, async () => {
        const s = this.sessions.get(decodeURIComponent(m[1]!));
        return s ? json(200, s) : stripeError(404, `No such checkout.session: '${m[1]}'`);
      }),
    );
    this.route('POST', /^\/v1\/billing_portal\/sessions$/, 'billing_portal.sessions.create', (req) =>
      this.authed(req, async (p) => {
        const customer = p.get('customer') ?? '';
        if (!this.customers.has(customer)) return stripeError(400, `No such customer: '${customer}'`);
        const returnUrl = p.get('return_url') ?? '';
        const id = nextId('bps_');
        this.portalSessions.push({ id, customer, return_url: returnUrl });
        return json(200, { id, object: 'billing_portal.session', customer, return_url: returnUrl, url: `${this.url}/p/session/${id}` });
      }),
    );
    this.route('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, 'subscriptions.cancel', (req, m) =>
      this.authed(req, async () => {
        const sub = this.subscriptions.get(decodeURIComponent(m[1]!));
        if (!sub) return stripeError(404, `No such subscription: '${m[1]}'`);
        sub.status = 'canceled';
        return json(200, sub);
      }),
    );
    this.hostedPages();
  }

  /**
   * Stripe's hosted pages, reduced to the one choice a browser test makes: pay on Checkout, cancel
   * in the portal. Each sends its signed webhook to webhookEndpoint, then redirects back as Stripe does.
   */
  private hostedPages() {
    const page = (title: string, body: string): FakeRes => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html><head><title>${title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><p>Stripe (local fake)</p><h1>${title}</h1>${body}</body></html>`,
    });
    const redirect = (location: string): FakeRes => ({ status: 303, headers: { location } });
    const notify = async (event: StripeEvent) => {
      if (this.webhookEndpoint) await this.deliver(this.webhookEndpoint, event);
    };
    this.route('GET', /^\/c\/pay\/([^/]+)$/, 'hosted.checkout', async (_req, m) => {
      const s = this.sessions.get(m[1]!);
      if (!s || s.status !== 'open') return page('This checkout is over', '');
      return page('Subscribe to Reelforge Premium', `<form method="post"><button type="submit">Pay and subscribe</button></form><p><a href="${s.cancel_url}">Back</a></p>`);
    });
    this.route('POST', /^\/c\/pay\/([^/]+)$/, 'hosted.checkout.pay', async (req, m) => {
      await req.body();
      const s = this.sessions.get(m[1]!);
      if (!s || s.status !== 'open') return page('This checkout is over', '');
      await notify(this.pay(s.id));
      return redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id));
    });
    this.route('GET', /^\/p\/session\/([^/]+)$/, 'hosted.portal', async (_req, m) => {
      const p = this.portalSessions.find((x) => x.id === m[1]);
      if (!p) return page('This link has expired', '');
      return page('Manage your subscription', `<form method="post"><button type="submit">Cancel plan</button></form><p><a href="${p.return_url}">Return to Reelforge</a></p>`);
    });
    this.route('POST', /^\/p\/session\/([^/]+)$/, 'hosted.portal.cancel', async (req, m) => {
      await req.body();
      const p = this.portalSessions.find((x) => x.id === m[1]);
      if (!p) return page('This link has expired', '');
      for (const sub of this.subscriptions.values()) {
        if (sub.customer === p.customer && sub.status !== 'canceled') await notify(this.cancel(sub.id));
      }
      return redirect(p.return_url);
    });
  }

  /** `subscription_data[metadata][k]` -> { subscription_metadata_k } kept on the session for the test's eyes. */
  private prefixed(p: URLSearchParams, prefix: string) {
    const out: Record<string, string> = {};
    for (const [k, v] of p) if (k.startsWith(`${prefix}[`)) out[`subscription_${k.slice(prefix.length + 1, -1)}`] = v;
    return out;
  }

  private async authed(req: FakeReq, handle: (p: URLSearchParams) => Promise<FakeRes>): Promise<FakeRes> {
    if (req.token() !== this.secretKey) return stripeError(401, 'Invalid API Key provided.');
    if (req.method === 'POST' && !(req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return stripeError(400, 'Stripe takes application/x-www-form-urlencoded bodies.');
    }
    const key = req.header('idempotency-key');
    const seen = key ? this.idempotent.get(key) : undefined;
    if (seen) return seen;
    const res = await handle(await req.params());
    if (key) this.idempotent.set(key, res);
    return res;
  }

  private event(type: string, object: unknown): StripeEvent {
    return { id: nextId('evt_'), object: 'event', type, created: this.now(), data: { object } };
  }

  /** The customer pays on Checkout: the session completes and a subscription starts. */
  pay(sessionId: string): StripeEvent {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    const sub: Subscription = { id: nextId('sub_'), object: 'subscription', customer: s.customer, status: 'active', metadata: {} };
    this.subscriptions.set(sub.id, sub);
    Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id, url: null });
    return this.event('checkout.session.completed', s);
  }

  /** A renewal fails: the invoice event, then the subscription goes past_due. */
  failRenewal(subscriptionId: string): StripeEvent[] {
    const sub = this.subscriptions.get(subscriptionId)!;
    sub.status = 'past_due';
    const invoice = { id: nextId('in_'), object: 'invoice', customer: sub.customer, subscription: sub.id, status: 'open' };
    return [this.event('invoice.payment_failed', invoice), this.event('customer.subscription.updated', { ...sub })];
  }

  /** Canceled in the portal (or by Stripe after failed retries). */
  cancel(subscriptionId: string): StripeEvent {
    const sub = this.subscriptions.get(subscriptionId)!;
    sub.status = 'canceled';
    return this.event('customer.subscription.deleted', { ...sub });
  }

  /** Posts an event to the server the way Stripe does: the JSON body and its Stripe-Signature. */
  async deliver(endpoint: string, event: StripeEvent, opts: { secret?: string; signature?: string; at?: number } = {}) {
    const body = JSON.stringify(event);
    const signature = opts.signature ?? signStripePayload(body, opts.secret ?? this.webhookSecret, opts.at ?? this.now());
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** The env a Reelforge server needs to bill through this fake. */
  get env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_PRICE_ID: this.priceId, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.url };
  }
}
