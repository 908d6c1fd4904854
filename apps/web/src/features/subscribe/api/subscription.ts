import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentInput, SubscriptionChange, SubscriptionIntent } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { USER_QUERY_KEY } from '@/lib/auth';

export const INTENT_QUERY_KEY = ['/api/get-or-create-subscription'] as const;

/** The payment the card form confirms. Fresh on every visit (a session expires); Free users only. */
export function useSubscriptionIntent(enabled: boolean) {
  return useQuery<SubscriptionIntent>({
    queryKey: INTENT_QUERY_KEY,
    queryFn: () => apiJson<SubscriptionIntent>('POST', '/api/get-or-create-subscription'),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A change of plan shows everywhere the user is read (shell, profile, plan limits). */
function usePlanChange<T>(fn: (input: T) => Promise<SubscriptionChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export const useConfirmPayment = () =>
  usePlanChange((input: ConfirmPaymentInput) => apiJson<SubscriptionChange>('POST', '/api/billing/confirm', input));

export const useCancelSubscription = () =>
  usePlanChange(() => apiJson<SubscriptionChange>('POST', '/api/billing/cancel'));
