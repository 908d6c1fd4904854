import {
  billingOverviewSchema,
  billingRedirectSchema,
  checkoutReturnSchema,
  confirmPaymentSchema,
  subscriptionChangeSchema,
  subscriptionIntentSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { billingService } from './billing.service.ts';

const tags = ['billing'];
const origin = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;

export function billingRoutes(app: App, ctx: AppContext) {
  const billing = billingService(ctx);
  // Card attempts are limited per user, as a processor would, so numbers can't be tried in bulk.
  const rateLimit = perUserRateLimit(20);

  app.get('/api/billing', { schema: { tags, response: { 200: billingOverviewSchema } } }, (req) =>
    billing.overview(requireUser(req)),
  );
  app.post(
    '/api/get-or-create-subscription',
    { config: { sessionOnly: true }, schema: { tags, response: { 200: subscriptionIntentSchema } } },
    (req) => billing.getOrCreate(requireUser(req)),
  );
  app.post(
    '/api/billing/confirm',
    { config: { sessionOnly: true, rateLimit }, schema: { tags, body: confirmPaymentSchema, response: { 200: subscriptionChangeSchema } } },
    (req) => billing.confirm(requireUser(req), req.body),
  );
  app.post('/api/billing/cancel', { config: { sessionOnly: true }, schema: { tags, response: { 200: subscriptionChangeSchema } } }, (req) =>
    billing.cancel(requireUser(req)),
  );
  app.post('/api/billing/checkout', { config: { sessionOnly: true, rateLimit }, schema: { tags, response: { 200: billingRedirectSchema } } }, (req) =>
    billing.checkout(requireUser(req), origin(req)),
  );
  app.post(
    '/api/billing/checkout/return',
    { config: { sessionOnly: true, rateLimit }, schema: { tags, body: checkoutReturnSchema, response: { 200: subscriptionChangeSchema } } },
    (req) => billing.checkoutReturn(requireUser(req), req.body.sessionId),
  );
  app.post('/api/billing/portal', { config: { sessionOnly: true, rateLimit }, schema: { tags, response: { 200: billingRedirectSchema } } }, (req) =>
    billing.portal(requireUser(req), origin(req)),
  );

  // Stripe signs the exact bytes it sent, so this route (alone, in its own scope) keeps the body raw.
  app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/api/billing/webhook',
      { config: { public: true }, schema: { tags, response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) } } },
      (req) => billing.webhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers['stripe-signature']?.toString()),
    );
  });
}
