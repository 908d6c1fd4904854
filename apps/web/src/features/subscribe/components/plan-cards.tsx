import { PLANS, formatUsd } from '@reelforge/contracts';
import { Check, Crown } from 'lucide-react';
import { cn } from '@/lib/utils';

type PlanKey = keyof typeof PLANS;

function PlanCard({ plan, current, highlight }: { plan: PlanKey; current: boolean; highlight: boolean }) {
  const p = PLANS[plan];
  return (
    <div
      data-testid={`plan-${plan}`}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-5 shadow-xs',
        highlight && 'border-violet-300 bg-gradient-to-b from-violet-50/80 to-card ring-1 ring-violet-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 text-lg font-semibold">
          {plan === 'premium' && <Crown className="size-5 text-amber-500" />}
          {p.name}
        </p>
        {current && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800" data-testid="current-plan-badge">
            Current plan
          </span>
        )}
      </div>
      <p className="mt-3">
        <span className="text-3xl font-bold tracking-tight tabular-nums">{formatUsd(p.priceUsd)}</span>
        <span className="text-sm text-muted-foreground"> / month</span>
      </p>
      <ul className="mt-4 grid gap-2 text-sm">
        {p.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className={cn('mt-0.5 size-4 shrink-0', plan === 'premium' ? 'text-violet-600' : 'text-emerald-600')} />
            {f}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec /subscribe: Free and Premium side by side, prices from the one price table. */
export function PlanCards({ premium }: { premium: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PlanCard plan="free" current={!premium} highlight={false} />
      <PlanCard plan="premium" current={premium} highlight />
    </div>
  );
}
