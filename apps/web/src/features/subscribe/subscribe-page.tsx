import { BILLING_MESSAGES, PLANS, formatUsd, isPremium } from '@reelforge/contracts';
import { AlertCircle, CircleSlash, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { pageNavigation } from '@/lib/page-navigation';
import { useBillingOverview, useSubscriptionIntent } from './api/subscription';
import { useCheckoutReturnToast } from './checkout-return';
import { PaymentForm } from './components/payment-form';
import { PlanCards } from './components/plan-cards';
import { PremiumStatus } from './components/premium-status';
import { StripeCheckout } from './components/stripe-checkout';

function Loading() {
  return (
    <div className="flex min-h-60 items-center justify-center" data-testid="payment-loading">
      <Spinner />
    </div>
  );
}

/** Spec /subscribe: Retry reloads the page when the payment form cannot load. */
function LoadFailed() {
  return (
    <div role="alert" className="flex min-h-60 flex-col items-center justify-center gap-3 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-red-100 text-red-600">
        <AlertCircle className="size-5" />
      </span>
      <p className="font-semibold">{BILLING_MESSAGES.loadFailed}</p>
      <Button variant="outline" size="sm" onClick={() => pageNavigation.reload()}>
        <RotateCw /> Retry
      </Button>
    </div>
  );
}

/** No processor on this server: said plainly, with nothing to retry. */
function NotConfigured() {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-center" data-testid="billing-not-configured">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CircleSlash className="size-5" />
      </span>
      <p className="max-w-72 text-sm text-muted-foreground">{BILLING_MESSAGES.notConfigured}</p>
    </div>
  );
}

/** The sandbox's card form (BILLING_SANDBOX=true only; never in production). */
function SandboxCheckout() {
  const intent = useSubscriptionIntent(true);
  if (intent.isLoading) return <Loading />;
  if (intent.isError || !intent.data) return <LoadFailed />;
  return <PaymentForm intent={intent.data} />;
}

/** Spec /subscribe: Free vs Premium, and a way to pay that really changes the plan. */
export function SubscribePage() {
  const { user } = useUser();
  const premium = user ? isPremium(user) : false;
  const overview = useBillingOverview();
  useCheckoutReturnToast();

  let panel;
  if (overview.isLoading) panel = <Loading />;
  else if (overview.isError || !overview.data) panel = <LoadFailed />;
  else if (premium) panel = <PremiumStatus provider={overview.data.provider} canManage={overview.data.canManage} />;
  else if (overview.data.provider === 'stripe') panel = <StripeCheckout canManage={overview.data.canManage} />;
  else if (overview.data.provider === 'sandbox') panel = <SandboxCheckout />;
  else panel = <NotConfigured />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Billing & Plans</h1>
        <p className="text-sm text-muted-foreground">
          {premium ? 'You are on Premium.' : `You are on the Free plan. Upgrade to Premium for ${formatUsd(PLANS.premium.priceUsd)} a month.`}
        </p>
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-6">
        <PlanCards premium={premium} />
        <section className="rounded-xl border bg-card p-5 shadow-sm" aria-labelledby="checkout-title">
          <h2 id="checkout-title" className="mb-4 font-semibold">
            {premium ? 'Your subscription' : `Upgrade to ${PLANS.premium.name}`}
          </h2>
          {panel}
        </section>
      </div>
    </div>
  );
}
