import { formatUsd, PLANS } from '@reelforge/contracts/data';
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { goToLogin } from '../lib/navigation';

type PlanId = keyof typeof PLANS;

/** What each plan's button does: Free signs up; Premium signs in, then pays on the subscribe page. */
const ACTIONS: Record<PlanId, { label: string; audience: string }> = {
  free: { label: 'Start Free', audience: 'Try every step, from idea to published video' },
  premium: { label: 'Go Premium', audience: 'For creators publishing everywhere, every week' },
};

function PricingCard({ id }: { id: PlanId }) {
  const plan = PLANS[id];
  const featured = id === 'premium';
  const action = ACTIONS[id];
  return (
    <li
      data-testid="pricing-card"
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm',
        featured ? 'border-transparent shadow-2xl shadow-violet-500/20 ring-2 ring-violet-500' : 'border-slate-200',
      )}
    >
      <h3 className="text-sm font-bold tracking-widest text-violet-700 uppercase">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-600">{action.audience}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatUsd(plan.priceUsd)}</span>
        <span className="text-sm text-slate-600">/month</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      {featured ? (
        <Button onClick={() => goToLogin('/subscribe')} variant="gradient" size="lg" className="mt-8 w-full">
          {action.label}
        </Button>
      ) : (
        <Button asChild variant="outline" size="lg" className="mt-8 w-full">
          <Link href="/signup">{action.label}</Link>
        </Button>
      )}
    </li>
  );
}

/** The plans the app sells (contracts' PLANS, the subscribe page's table): Free and Premium. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-8 bg-slate-50 py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-violet-700 uppercase">Pricing</p>
          <h2 id="pricing-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Start free. Go Premium when you grow.
          </h2>
          <p className="mt-4 text-lg text-slate-600">Two plans, billed monthly in USD. Cancel Premium any time.</p>
        </div>
        <ul className="mx-auto mt-16 grid max-w-4xl gap-8 md:grid-cols-2 md:items-stretch">
          <PricingCard id="free" />
          <PricingCard id="premium" />
        </ul>
      </div>
    </section>
  );
}
