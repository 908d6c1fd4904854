import { CheckCircle2, XCircle } from 'lucide-react';
import type { ActivationState } from './use-activate-agents';

/** What the last "Activate All Agents" found, kept on the page after its toasts are gone. */
export function ActivationSummary({ state }: { state: ActivationState }) {
  if (state.phase === 'idle') return null;
  const checks = state.phase === 'done' ? state.checks : state.shown;
  const missing = checks.filter((c) => !c.ok);
  return (
    <div role="status" aria-label="Agent check" data-testid="activation-summary" className="rounded-xl border bg-card p-4 text-sm text-card-foreground">
      <p className="font-medium">
        {state.phase === 'checking'
          ? 'Checking every capability…'
          : missing.length
            ? `${missing.length} of ${checks.length} capabilities are not available`
            : `All ${checks.length} capabilities are available`}
      </p>
      <ul className="mt-2 space-y-1.5">
        {checks.map((c) => (
          <li key={c.key} className="flex gap-2">
            {c.ok ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
            )}
            <span className="min-w-0">
              <span className="font-medium">{c.label}</span>: {c.detail}
              {c.enable && <span className="block text-muted-foreground">{c.enable}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
