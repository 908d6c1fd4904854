import { confirmPaymentSchema, subscriptionChangeSchema, subscriptionIntentSchema } from '@reelforge/contracts';
import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../auth/session.ts';
import { billingService } from './billing.service.ts';

const tags = ['billing'];

export function billingRoutes(app: App, ctx: AppContext) {
  const billing = billingService(ctx);
  // Card attempts are limited per user, as a processor would, so numbers can't be tried in bulk.
  const rateLimit = { max: 20, timeWindow: 60_000, keyGenerator: (req: { user: { id: string } | null; ip: string }) => req.user?.id ?? req.ip };

  app.post(
    '/api/get-or-create-subscription',
    { schema: { tags, response: { 200: subscriptionIntentSchema } } },
    (req) => billing.getOrCreate(requireUser(req)),
  );
  app.post(
    '/api/billing/confirm',
    { config: { rateLimit }, schema: { tags, body: confirmPaymentSchema, response: { 200: subscriptionChangeSchema } } },
    (req) => billing.confirm(requireUser(req), req.body),
  );
  app.post('/api/billing/cancel', { schema: { tags, response: { 200: subscriptionChangeSchema } } }, (req) =>
    billing.cancel(requireUser(req)),
  );
}
