import { formatUsd, TIERS, type Tier } from '@reelforge/contracts/data';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { goToLogin } from '../lib/navigation';

function PricingCard({ tier }: { tier: Tier }) {
  return (
    <li
      data-testid="pricing-card"
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm',
        tier.popular
          ? 'border-transparent shadow-2xl shadow-violet-500/20 ring-2 ring-violet-500 lg:-my-4 lg:py-12'
          : 'border-slate-200',
      )}
    >
      {tier.popular && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 px-3 py-1 text-xs font-semibold text-white shadow">
          Popular
        </span>
      )}
      <h3 className="text-sm font-bold tracking-widest text-violet-700">{tier.name}</h3>
      <p className="mt-1 text-sm text-slate-500">{tier.audience}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatUsd(tier.priceUsd)}</span>
        <span className="text-sm text-slate-500">/month</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700">
        {tier.features.map((f) => (
          <li key={f} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      <Button
        onClick={goToLogin}
        variant={tier.popular ? 'gradient' : 'outline'}
        size="lg"
        className="mt-8 w-full"
        aria-label={`Get Started with ${tier.name}`}
      >
        Get Started
      </Button>
    </li>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-8 bg-slate-50 py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-violet-600 uppercase">Pricing</p>
          <h2 id="pricing-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            A tier for every stage of your channel
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Start free, then pick the tier that matches your ambition. Billed monthly in USD.
          </p>
        </div>
        <ul className="mt-16 grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:items-stretch">
          {TIERS.map((tier) => (
            <PricingCard key={tier.id} tier={tier} />
          ))}
        </ul>
      </div>
    </section>
  );
}
