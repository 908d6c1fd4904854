import { cn } from '@/lib/utils';

export type FlowStep = 'form' | 'script' | 'storyboard' | 'render';
const STEPS: { id: FlowStep; label: string }[] = [
  { id: 'form', label: 'Details' },
  { id: 'script', label: 'Script' },
  { id: 'storyboard', label: 'Storyboard' },
  { id: 'render', label: 'Video' },
];

/**
 * "Write my own" has no script step: the creator's words are the script. Its storyboard is
 * optional, so it is listed only while open or when the render came from it.
 */
const ownSteps = (storyboard: boolean): { id: FlowStep; label: string }[] => [
  { id: 'form', label: 'Your script' },
  ...(storyboard ? [{ id: 'storyboard' as const, label: 'Storyboard' }] : []),
  { id: 'render', label: 'Video' },
];

export function FlowSteps({ step, own = false, storyboard = false }: { step: FlowStep; own?: boolean; storyboard?: boolean }) {
  const steps = own ? ownSteps(storyboard) : STEPS;
  const current = steps.findIndex((x) => x.id === step);
  return (
    <ol className="mb-1 flex flex-wrap items-center gap-2 text-xs font-medium" aria-label="Progress">
      {steps.map((s, i) => (
        <li key={s.id} className="flex items-center gap-2">
          {i > 0 && <span className={cn('h-px w-6 bg-border', i <= current && 'bg-violet-400')} />}
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5',
              i === current
                ? 'bg-violet-600 text-white'
                : i < current
                  ? 'bg-violet-100 text-violet-800'
                  : 'bg-muted text-muted-foreground',
            )}
            aria-current={i === current ? 'step' : undefined}
          >
            {i + 1}. {s.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
