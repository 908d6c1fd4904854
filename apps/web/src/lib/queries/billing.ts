import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionIntent } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const billingKeys = { intent: ['/api/get-or-create-subscription'] as const };

/** The payment the card form confirms. Fresh on every visit (a session expires). */
export const subscriptionIntentQueryOptions = queryOptions<SubscriptionIntent>({
  queryKey: billingKeys.intent,
  queryFn: () => apiJson<SubscriptionIntent>('POST', billingKeys.intent[0]),
  staleTime: 0,
  gcTime: 0,
});
