import { Check, Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { CreateStage } from '../api/create-avatar';
import { styleInfo } from '../lib/display';

/** Where the creation is: the two real calls, rendering (synthesis) then saving. */
export function CreateProgress({
  stage,
  style,
  hasPhoto,
}: {
  stage: CreateStage | null;
  style: string;
  hasPhoto: boolean;
}) {
  const steps: { id: CreateStage; label: string }[] = [
    {
      id: 'synthesizing',
      label: `${hasPhoto ? 'Rendering your photo' : 'Drawing a portrait'} in the ${styleInfo(style).label} style, with its voice`,
    },
    { id: 'saving', label: 'Saving it to your gallery' },
  ];
  const current = stage === 'saving' ? 1 : 0;
  return (
    <div
      className="grid gap-3 rounded-xl border bg-violet-50/60 p-4"
      role="status"
      aria-live="polite"
      data-testid="create-progress"
    >
      <Progress value={current === 0 ? 40 : 85} indicatorClassName="bg-gradient-to-r from-violet-600 to-fuchsia-600" />
      <ol className="grid gap-2 text-sm">
        {steps.map((s, i) => (
          <li key={s.id} className={cn('flex items-center gap-2', i > current && 'text-muted-foreground')}>
            {i < current ? (
              <Check className="size-4 text-emerald-600" />
            ) : i === current ? (
              <Loader2 className="size-4 animate-spin text-violet-600" />
            ) : (
              <span className="size-4 rounded-full border-2" />
            )}
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
