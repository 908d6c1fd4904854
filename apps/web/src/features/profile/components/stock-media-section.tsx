import {
  PEXELS_KEY_URL,
  PIXABAY_KEY_URL,
  mediaSettingsUpdateSchema,
  type KeyTestResult,
  type MediaSettingsUpdate,
  type ProviderKeyView,
  type StockProvider,
} from '@reelforge/contracts';
import { ExternalLink, Film } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useMediaSettings, useRemoveMediaKeys, useSaveMediaKeys, useTestMediaKeys } from '../api/provider-keys';
import { KeyTestResultBox } from './key-test-result';
import { LoadError, SecretInput, SettingsActions, SettingsCard } from './settings-form-parts';

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
const resolver = contractResolver<FormValues, MediaSettingsUpdate>(mediaSettingsUpdateSchema, typed, {
  root: 'pexelsApiKey',
});

/** Whose key serves this provider, in a sentence. */
function whose(name: string, view: ProviderKeyView | undefined): string {
  if (!view) return '…';
  if (view.active === 'yours')
    return `Your key ending in ${view.last4 ?? '····'} finds ${name} footage for your videos.`;
  if (view.set)
    return `Your saved ${name} key can no longer be read (the server’s encryption key changed): enter it again.`;
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
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-0.5 text-primary underline"
            >
              {linkText}
              <ExternalLink className="size-3" />
            </a>
          </>
        }
      >
        {(control) => (
          <SecretInput
            {...control}
            placeholder={view?.set ? `•••• ${view.last4 ?? ''} saved` : 'Paste your key'}
            saved={view?.set && `Yours · ${view.last4}`}
            aside={
              !view?.set &&
              view?.server && (
                <Badge variant="outline" className="self-start sm:self-auto">
                  Server key
                </Badge>
              )
            }
            {...form.register(name)}
          />
        )}
      </FormField>
    );
  };

  return (
    <SettingsCard id="stock-media-title" section="stock-media" icon={Film} title="Stock media" onSubmit={onSave}>
      <p className="text-sm text-muted-foreground">
        With your own free Pexels or Pixabay key, your videos show stock footage that matches each scene, and the
        storyboard can search it. Your keys are stored encrypted, never shown again, and used for your videos only.
      </p>
      {query.isError && <LoadError what="Your stock media keys" onRetry={() => void query.refetch()} />}
      {keyField('pexels', 'pexelsApiKey', PEXELS_KEY_URL, 'Get a free Pexels key')}
      {keyField('pixabay', 'pixabayApiKey', PIXABAY_KEY_URL, 'Get a free Pixabay key')}
      {result && <KeyTestResultBox result={result} testId="media-test-result" />}
      <SettingsActions
        removeLabel="Delete my keys"
        onRemove={anySet ? onRemove : undefined}
        removing={remove.isPending}
        testLabel="Test keys"
        onTest={onTest}
        testing={test.isPending}
        saveLabel="Save keys"
        saving={save.isPending}
      />
    </SettingsCard>
  );
}
