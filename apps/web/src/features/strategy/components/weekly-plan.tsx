import { MSG, PLATFORM_LABELS, planRequestSchema, type PlanRequest, type WeeklyPlan } from '@reelforge/contracts';
import { CalendarDays, History, Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { contractResolver, toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { browserTimeZone, useCreatePlan, useLatestPlan, useWriteIdeaScript } from '../api/strategy';
import { IdeaCard } from './idea-card';

type Values = { niche: string };
const resolver = contractResolver<Values, PlanRequest>(planRequestSchema, (v) => ({ niche: v.niche.trim() || undefined, timeZone: browserTimeZone() }));

const WRITER_NAMES = { builtin: 'the built-in writer', ollama: 'your local Ollama', user: 'your own model', 'openai-compatible': 'the connected model' } as const;

function HistoryNote({ plan }: { plan: WeeklyPlan }) {
  const { history } = plan;
  return (
    <div className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm" data-testid="plan-history">
      <History className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p>{history.note}</p>
        {history.topVideos.length > 0 && (
          <p className="mt-1 text-muted-foreground">
            Your best: {history.topVideos.map((v) => `“${v.title}” (${v.views.toLocaleString('en-US')} views)`).join(', ')}.
          </p>
        )}
        <p className="mt-1 text-muted-foreground">
          Niche: {plan.niche}
          {plan.nicheSource === 'videos' ? ' (from your videos)' : ''} · Topics by {plan.writer.model ?? WRITER_NAMES[plan.writer.kind]}
          {history.bestPlatform ? ` · Best platform: ${PLATFORM_LABELS[history.bestPlatform]}` : ''} · Times in {plan.timeZone}
        </p>
      </div>
    </div>
  );
}

/** The strategy agent's weekly plan: ideas with best times, Regenerate, and "Write script" per idea. */
export function WeeklyPlanSection() {
  const latest = useLatestPlan();
  const create = useCreatePlan();
  const write = useWriteIdeaScript();
  const [, navigate] = useLocation();
  const plan = latest.data?.plan ?? null;
  const form = useForm<Values, unknown, PlanRequest>({
    values: { niche: plan?.nicheSource === 'typed' ? plan.niche : '' },
    resolver,
  });
  const submit = form.handleSubmit(
    (input) =>
      create.mutate(input, {
        onSuccess: (p) => notifySuccess(`Planned ${p.ideas.length} videos for the coming week`),
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to plan the week. Please try again.' }),
      }),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );
  const writeScript = (index: number) =>
    plan &&
    write.mutate(
      { planId: plan.id, index },
      {
        onSuccess: (r) => {
          notifySuccess(`“${r.title}” is saved as a draft`);
          navigate(`/video-studio?video=${encodeURIComponent(r.videoId)}`);
        },
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to generate script. Please try again.' }),
      },
    );

  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5" aria-labelledby="weekly-plan">
      <header className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <CalendarDays className="size-4" />
        </span>
        <div className="min-w-0">
          <h2 id="weekly-plan" className="font-semibold leading-8">
            Weekly content plan
          </h2>
          <p className="-mt-1 text-sm text-muted-foreground">Topics, formats and the best times to post for the coming week, from your own results.</p>
        </div>
      </header>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField label="Niche" required={false} className="flex-1" error={form.formState.errors.niche?.message} hint="Leave empty to plan from your own videos.">
          <Input placeholder="e.g. home coffee brewing" maxLength={80} {...form.register('niche')} />
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:mb-6">
          {create.isPending ? <Loader2 className="animate-spin" /> : plan ? <RefreshCw /> : <Sparkles />} {plan ? 'Regenerate' : 'Plan my week'}
        </Button>
      </form>
      {latest.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : latest.isError ? (
        <LoadError what="Your plan" onRetry={() => void latest.refetch()} />
      ) : plan ? (
        <>
          <HistoryNote plan={plan} />
          <ol className="grid gap-3" aria-label="Ideas for the coming week">
            {plan.ideas.map((idea) => (
              <IdeaCard
                key={idea.index}
                idea={idea}
                timeZone={plan.timeZone}
                writing={write.isPending && write.variables?.index === idea.index}
                onWrite={() => writeScript(idea.index)}
              />
            ))}
          </ol>
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No plan yet. Type your niche, or leave it empty to plan from your videos, and press Plan my week.
        </p>
      )}
    </section>
  );
}
