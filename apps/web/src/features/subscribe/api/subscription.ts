import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentInput, SubscriptionChange } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { subscriptionIntentQueryOptions } from '@/lib/queries/billing';
import { userKeys } from '@/lib/queries/user';

/** The payment the card form confirms; Free users only. */
export function useSubscriptionIntent(enabled: boolean) {
  return useQuery({ ...subscriptionIntentQueryOptions, enabled });
}

/** A change of plan shows everywhere the user is read (shell, profile, plan limits). */
function usePlanChange<T>(fn: (input: T) => Promise<SubscriptionChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me }),
  });
}

export const useConfirmPayment = () =>
  usePlanChange((input: ConfirmPaymentInput) => apiJson<SubscriptionChange>('POST', '/api/billing/confirm', input));

export const useCancelSubscription = () =>
  usePlanChange(() => apiJson<SubscriptionChange>('POST', '/api/billing/cancel'));
