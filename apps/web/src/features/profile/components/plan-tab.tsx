import { PLANS, formatUsd, isPremium, type User } from '@reelforge/contracts';
import { Check, Crown, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2">
      {items.map((f) => (
        <li key={f} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {f}
        </li>
      ))}
    </ul>
  );
}

/** The user's real plan; prices come from the one price table in contracts. */
export function PlanTab({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const premium = isPremium(user);
  const plan = premium ? PLANS.premium : PLANS.free;
  return (
    <div className="grid gap-4">
      <div className="rounded-xl border bg-card p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">Current plan</p>
            <p className="mt-1 flex items-center gap-2 text-xl font-semibold" data-testid="current-plan">
              {premium ? <Crown className="size-5 text-amber-500" /> : null}
              {premium ? 'Premium' : 'Free Plan'}
            </p>
          </div>
          <div className="text-right">
            <p className="text-2xl font-bold tabular-nums">{formatUsd(plan.priceUsd)}</p>
            <p className="text-xs text-muted-foreground">per month</p>
          </div>
        </div>
        <div className="mt-4">
          <Features items={plan.features} />
        </div>
        {premium && (
          <div className="mt-5 flex items-center justify-between gap-2 border-t pt-4">
            <Badge variant="success">Active</Badge>
            <Button asChild variant="outline" size="sm" onClick={onNavigate}>
              <Link href="/subscribe">Billing & Plans</Link>
            </Button>
          </div>
        )}
      </div>

      {!premium && (
        <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 p-5 text-white shadow-md">
          <Sparkles className="absolute -top-4 -right-4 size-24 text-white/10" />
          <p className="text-sm font-medium text-white/80">Upgrade to {PLANS.premium.name}</p>
          <p className="mt-1 text-2xl font-bold">
            {formatUsd(PLANS.premium.priceUsd)}
            <span className="text-sm font-normal text-white/80">/month</span>
          </p>
          <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {PLANS.premium.features.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0" />
                {f}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-4 bg-white text-violet-700 hover:bg-white/90" onClick={onNavigate}>
            <Link href="/subscribe">Upgrade to Premium</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
