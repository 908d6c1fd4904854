import {
  PEXELS_KEY_URL,
  PIXABAY_KEY_URL,
  mediaSettingsUpdateSchema,
  type KeyTestResult,
  type MediaSettingsUpdate,
  type ProviderKeyView,
  type StockProvider,
} from '@reelforge/contracts';
import { ExternalLink, Film, KeyRound, Loader2, PlugZap, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useMediaSettings, useRemoveMediaKeys, useSaveMediaKeys, useTestMediaKeys } from '../api/provider-keys';
import { KeyTestResultBox } from './key-test-result';

interface FormValues {
  pexelsApiKey: string;
  pixabayApiKey: string;
}

const EMPTY: FormValues = { pexelsApiKey: '', pixabayApiKey: '' };
const NAMES: Record<StockProvider, string> = { pexels: 'Pexels', pixabay: 'Pixabay' };

// An empty box means "keep what is saved"; removing is the Delete button.
const typed = (f: FormValues): MediaSettingsUpdate => ({
  ...(f.pexelsApiKey.trim() ? { pexelsApiKey: f.pexelsApiKey } : {}),
  ...(f.pixabayApiKey.trim() ? { pixabayApiKey: f.pixabayApiKey } : {}),
});
const resolver = contractResolver<FormValues, MediaSettingsUpdate>(mediaSettingsUpdateSchema, typed, { root: 'pexelsApiKey' });

/** Whose key serves this provider, in a sentence. */
function whose(name: string, view: ProviderKeyView | undefined): string {
  if (!view) return '…';
  if (view.active === 'yours') return `Your key ending in ${view.last4 ?? '····'} finds ${name} footage for your videos.`;
  if (view.set) return `Your saved ${name} key can no longer be read (the server’s encryption key changed): enter it again.`;
  if (view.active === 'server') return `The server’s ${name} key is used until you add yours.`;
  return `No ${name} key: scenes get designed graphics instead of footage.`;
}

/** Settings -> Stock media: the creator's own Pexels and Pixabay keys, for their videos only. */
export function StockMediaSection() {
  const query = useMediaSettings();
  const data = query.data;
  const form = useForm<FormValues, unknown, MediaSettingsUpdate>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const [result, setResult] = useState<KeyTestResult | null>(null);
  const save = useSaveMediaKeys();
  const remove = useRemoveMediaKeys();
  const test = useTestMediaKeys();
  const busy = save.isPending || remove.isPending;
  const anySet = !!(data?.pexels.set || data?.pixabay.set);

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess('Your stock media keys were saved. Only your videos use them.');
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to save your keys. Please try again.' }),
    }),
  );
  const onTest = () => {
    setResult(null);
    test.mutate(typed(form.getValues()), {
      onSuccess: setResult,
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to test your keys. Please try again.' }),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setResult(null);
        form.reset(EMPTY);
        notifySuccess('Your stock media keys were deleted.');
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to delete your keys. Please try again.' }),
    });

  const keyField = (p: StockProvider, name: keyof FormValues, link: string, linkText: string) => {
    const view = data?.[p];
    return (
      <FormField
        label={`${NAMES[p]} API key`}
        required={false}
        error={errors[name]?.message}
        hint={
          <>
            <span data-testid={`${p}-key-status`}>{whose(NAMES[p], view)}</span>{' '}
            <a href={link} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 text-primary underline">
              {linkText}
              <ExternalLink className="size-3" />
            </a>
          </>
        }
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={view?.set ? `•••• ${view.last4 ?? ''} saved` : 'Paste your key'}
              className="sm:flex-1"
              {...form.register(name)}
            />
            {view?.set && (
              <Badge variant="secondary" className="gap-1 self-start sm:self-auto">
                <KeyRound className="size-3" /> Yours · {view.last4}
              </Badge>
            )}
            {!view?.set && view?.server && (
              <Badge variant="outline" className="self-start sm:self-auto">
                Server key
              </Badge>
            )}
          </div>
        )}
      </FormField>
    );
  };

  return (
    <section className="rounded-xl border bg-card" aria-labelledby="stock-media-title" data-settings-section="stock-media">
      <h3 id="stock-media-title" className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <Film className="size-4 text-primary" />
        Stock media
      </h3>
      <form noValidate onSubmit={onSave} className="grid gap-4 p-4">
        <p className="text-sm text-muted-foreground">
          With your own free Pexels or Pixabay key, your videos show stock footage that matches each scene, and the
          storyboard can search it. Your keys are stored encrypted, never shown again, and used for your videos only.
        </p>
        {query.isError && (
          <p className="text-sm text-destructive" role="alert">
            Your stock media keys could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
        {keyField('pexels', 'pexelsApiKey', PEXELS_KEY_URL, 'Get a free Pexels key')}
        {keyField('pixabay', 'pixabayApiKey', PIXABAY_KEY_URL, 'Get a free Pixabay key')}
        {result && <KeyTestResultBox result={result} testId="media-test-result" />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {anySet && (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onRemove}
              disabled={busy}
            >
              {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />} Delete my keys
            </Button>
          )}
          <Button type="button" variant="outline" className="sm:ml-auto" onClick={onTest} disabled={busy || test.isPending}>
            {test.isPending ? <Loader2 className="animate-spin" /> : <PlugZap />}
            {test.isPending ? 'Testing...' : 'Test keys'}
          </Button>
          <Button type="submit" variant="gradient" disabled={busy}>
            {save.isPending ? 'Saving...' : 'Save keys'}
          </Button>
        </div>
      </form>
    </section>
  );
}
