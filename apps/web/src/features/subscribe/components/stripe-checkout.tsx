import { BILLING_MESSAGES, PLANS, formatUsd } from '@reelforge/contracts';
import { ExternalLink, Lock, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useStartCheckout } from '../api/subscription';
import { ManageSubscription } from './premium-status';

/** Premium through Stripe Checkout: the card is typed on Stripe's page, never on ours. */
export function StripeCheckout({ canManage }: { canManage: boolean }) {
  const start = useStartCheckout();
  const amount = formatUsd(PLANS.premium.priceUsd);
  const go = () =>
    start.mutate(undefined, {
      onError: (error) => notifyMutationError(error, { title: BILLING_MESSAGES.paymentFailedTitle, fallback: BILLING_MESSAGES.unavailable }),
    });

  return (
    <div className="grid gap-4" data-testid="stripe-checkout">
      <div className="flex items-baseline justify-between gap-3 rounded-lg border bg-muted/40 p-4">
        <div>
          <p className="font-semibold">{PLANS.premium.name}</p>
          <p className="text-sm text-muted-foreground">Billed monthly, cancel any time</p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-bold">{amount}</span>
          <span className="text-sm text-muted-foreground">/month</span>
        </p>
      </div>
      <Button variant="gradient" size="lg" onClick={go} disabled={start.isPending || start.isSuccess}>
        <Lock /> {start.isPending || start.isSuccess ? 'Opening checkout...' : `Upgrade for ${amount}/month`}
        <ExternalLink className="opacity-70" />
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="mt-px size-4 shrink-0 text-emerald-600" />
        You pay on Stripe's secure checkout page. Manage or cancel your subscription any time from this page.
      </p>
      {/* A past-due or canceled subscription: its card and invoices are in the portal. */}
      {canManage && <ManageSubscription />}
    </div>
  );
}
