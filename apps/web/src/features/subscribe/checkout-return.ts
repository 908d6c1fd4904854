import { BILLING_MESSAGES } from '@reelforge/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useCheckoutReturn } from './api/subscription';

/**
 * Stripe sends the browser back to /subscribe?checkout=success&session_id=... (or
 * ?checkout=canceled). The server confirms the session with Stripe, then the query is dropped so
 * a reload doesn't ask again.
 */
export function useCheckoutReturnToast() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const confirm = useCheckoutReturn();
  const handled = useRef(false);
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (handled.current || !outcome) return;
    handled.current = true;
    navigate('/subscribe', { replace: true });
    if (outcome === 'canceled') {
      toast({ title: 'Checkout canceled', description: BILLING_MESSAGES.checkoutCanceled });
      return;
    }
    if (outcome !== 'success' || !sessionId) return;
    void confirm.mutateAsync({ sessionId }).then(
      (res) => toast({ title: BILLING_MESSAGES.paymentSucceededTitle, description: res.message }),
      (error: unknown) => notifyMutationError(error, { title: 'Payment not confirmed yet', fallback: BILLING_MESSAGES.checkoutUnpaid }),
    );
  }, [outcome, sessionId, navigate, confirm]);
}
