import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingRedirect, CheckoutReturn, ConfirmPaymentInput, SubscriptionChange } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { billingKeys, billingOverviewQueryOptions, subscriptionIntentQueryOptions } from '@/lib/queries/billing';
import { userKeys } from '@/lib/queries/user';
import { pageNavigation } from '@/lib/page-navigation';

export const useBillingOverview = () => useQuery(billingOverviewQueryOptions);

/** The payment the card form confirms; Free users only. */
export function useSubscriptionIntent(enabled: boolean) {
  return useQuery({ ...subscriptionIntentQueryOptions, enabled });
}

/** A change of plan shows everywhere the user is read (shell, profile, plan limits). */
function usePlanChange<T>(fn: (input: T) => Promise<SubscriptionChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.me }),
        queryClient.invalidateQueries({ queryKey: billingKeys.overview }),
      ]),
  });
}

export const useConfirmPayment = () =>
  usePlanChange((input: ConfirmPaymentInput) => apiJson<SubscriptionChange>('POST', '/api/billing/confirm', input));

export const useCancelSubscription = () =>
  usePlanChange(() => apiJson<SubscriptionChange>('POST', '/api/billing/cancel'));

/** Back from Stripe Checkout: the server asks Stripe whether the session was paid. */
export const useCheckoutReturn = () =>
  usePlanChange((input: CheckoutReturn) => apiJson<SubscriptionChange>('POST', '/api/billing/checkout/return', input));

/** Stripe's pages (Checkout, the customer portal) are full page loads on Stripe's site. */
function useRedirect(path: string) {
  return useMutation({
    mutationFn: () => apiJson<BillingRedirect>('POST', path),
    onSuccess: ({ url }) => pageNavigation.go(url),
  });
}

export const useStartCheckout = () => useRedirect('/api/billing/checkout');
export const useOpenPortal = () => useRedirect('/api/billing/portal');
