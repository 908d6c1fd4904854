import { queryOptions } from '@tanstack/react-query';
import type { BillingOverview, SubscriptionIntent } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const billingKeys = { overview: ['/api/billing'] as const, intent: ['/api/get-or-create-subscription'] as const };

/** Which way of paying this server offers (Stripe, the sandbox, or none) and whether the portal opens. */
export const billingOverviewQueryOptions = queryOptions<BillingOverview>({
  queryKey: billingKeys.overview,
  queryFn: () => apiJson<BillingOverview>('GET', billingKeys.overview[0]),
});

/** The payment the card form confirms. Fresh on every visit (a session expires). */
export const subscriptionIntentQueryOptions = queryOptions<SubscriptionIntent>({
  queryKey: billingKeys.intent,
  queryFn: () => apiJson<SubscriptionIntent>('POST', billingKeys.intent[0]),
  staleTime: 0,
  gcTime: 0,
});
