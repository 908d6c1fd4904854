import { MSG, STRUCTURE_INFO, starterPackRequestSchema, type StarterPack, type StarterPackRequest } from '@reelforge/contracts';
import { FileText, LayoutTemplate, Loader2, Package } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { contractResolver, toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useCreateStarterPack, useLatestStarterPack } from '../api/strategy';

type Values = { niche: string };
const resolver = contractResolver<Values, StarterPackRequest>(starterPackRequestSchema, (v) => ({ niche: v.niche }));

function PackResult({ pack }: { pack: StarterPack }) {
  return (
    <div className="grid gap-4" data-testid="starter-pack-result">
      <p className="text-sm text-muted-foreground">
        For “{pack.niche}”, made {new Date(pack.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <FileText className="size-4" /> {pack.scripts.length} scripts, saved as drafts
          </h3>
          <ul className="grid gap-2" aria-label="Starter pack scripts">
            {pack.scripts.map((s) => (
              <li key={s.videoId} className="flex min-w-0 items-center gap-2">
                <Link href={`/video-studio?video=${encodeURIComponent(s.videoId)}`} className="min-w-0 flex-1 truncate text-sm font-medium text-primary hover:underline">
                  {s.title}
                </Link>
                <Badge variant="secondary">{STRUCTURE_INFO[s.structure].label}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <LayoutTemplate className="size-4" /> {pack.templates.length} templates, saved as yours
          </h3>
          <ul className="grid gap-2" aria-label="Starter pack templates">
            {pack.templates.map((t) => (
              <li key={t.templateId} className="flex min-w-0 items-center gap-2">
                <Link href="/library" className="min-w-0 flex-1 truncate text-sm font-medium text-primary hover:underline">
                  {t.name}
                </Link>
                <Badge variant="secondary">{STRUCTURE_INFO[t.structure].label}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The starter-pack agent: a niche in, five draft scripts and three templates out. */
export function StarterPackSection() {
  const latest = useLatestStarterPack();
  const create = useCreateStarterPack();
  const form = useForm<Values, unknown, StarterPackRequest>({ defaultValues: { niche: '' }, resolver });
  const submit = form.handleSubmit(
    (input) =>
      create.mutate(input, {
        onSuccess: (p) => notifySuccess(`Your starter pack for “${p.niche}” is ready`),
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to make the starter pack. Please try again.' }),
      }),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );
  const pack = latest.data?.pack ?? null;
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5" aria-labelledby="starter-pack">
      <header className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Package className="size-4" />
        </span>
        <div className="min-w-0">
          <h2 id="starter-pack" className="font-semibold leading-8">
            Starter pack
          </h2>
          <p className="-mt-1 text-sm text-muted-foreground">Type a niche: five scripts and three templates made for it.</p>
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
        <FormField label="Your niche" required className="flex-1" error={form.formState.errors.niche?.message}>
          <Input placeholder="e.g. home coffee brewing" maxLength={80} {...form.register('niche')} />
        </FormField>
        <Button type="submit" disabled={create.isPending} className={form.formState.errors.niche ? 'sm:mb-6' : ''}>
          {create.isPending ? <Loader2 className="animate-spin" /> : <Package />} {create.isPending ? 'Writing your pack…' : 'Generate'}
        </Button>
      </form>
      {latest.isError ? <LoadError what="Your starter pack" onRetry={() => void latest.refetch()} /> : pack && <PackResult pack={pack} />}
    </section>
  );
}
