import { PLANS, formatUsd } from '@reelforge/contracts';
import { Crown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useCancelSubscription, useOpenPortal } from '../api/subscription';

/** With Stripe, changes and cancellation happen in Stripe's customer portal. */
export function ManageSubscription() {
  const portal = useOpenPortal();
  return (
    <Button
      variant="outline"
      className="w-fit"
      disabled={portal.isPending || portal.isSuccess}
      onClick={() =>
        portal.mutate(undefined, {
          onError: (error) => notifyMutationError(error, { fallback: 'Failed to open subscription management. Please try again.' }),
        })
      }
    >
      {portal.isPending || portal.isSuccess ? 'Opening...' : 'Manage subscription'} <ExternalLink />
    </Button>
  );
}

/** A Premium user's plan, and the honest way out of it. */
export function PremiumStatus({ provider, canManage }: { provider: 'stripe' | 'sandbox' | null; canManage: boolean }) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  // mutateAsync: this panel unmounts as the plan turns Free, and the toast must still show.
  const doCancel = () =>
    cancel.mutateAsync().then(
      (res) => {
        setConfirming(false);
        toast({ title: 'Subscription canceled', description: res.message });
      },
      (error: unknown) => notifyMutationError(error, { fallback: 'Failed to cancel the subscription. Please try again.' }),
    );

  return (
    <div className="grid gap-4" data-testid="premium-status">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <Crown className="size-5" />
        </span>
        <div>
          <p className="font-semibold">Premium is active</p>
          <p className="text-sm text-muted-foreground">
            {formatUsd(PLANS.premium.priceUsd)} per month. Every Premium feature is unlocked: all platforms, unlimited videos and avatars.
          </p>
        </div>
      </div>
      {provider === 'stripe' ? (
        canManage && <ManageSubscription />
      ) : (
        <Button variant="outline" className="w-fit text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Cancel Premium?</DialogTitle>
            <DialogDescription>You go back to the Free plan right away:</DialogDescription>
          </DialogHeader>
          {/* The plan's own words, as the pricing table writes them (lower-casing broke "TikTok" and "AI"). */}
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {PLANS.free.features.slice(0, 3).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep Premium
            </Button>
            <Button variant="destructive" onClick={doCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Canceling...' : 'Cancel subscription'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
