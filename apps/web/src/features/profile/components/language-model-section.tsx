import {
  llmSettingsUpdateSchema,
  type ActiveWriter,
  type LlmSettingsUpdateParsed,
  type LlmTestResult,
  type StoredLlmSettings,
} from '@reelforge/contracts';
import { BrainCircuit } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { KeyTestResultBox } from './key-test-result';
import { LoadError, SecretInput, SettingsActions, SettingsCard } from './settings-form-parts';
import { useLlmSettings, useRemoveLlmSettings, useSaveLlmSettings, useTestLlmConnection } from '../api/llm-settings';

interface FormValues {
  baseUrl: string;
  model: string;
  apiKey: string;
}

const EMPTY: FormValues = { baseUrl: '', model: '', apiKey: '' };
const toForm = (s: StoredLlmSettings | null | undefined): FormValues =>
  s ? { baseUrl: s.baseUrl, model: s.model, apiKey: '' } : EMPTY;

// An empty key box means "keep the saved key"; removing it is its own button.
const resolver = contractResolver<FormValues, LlmSettingsUpdateParsed>(llmSettingsUpdateSchema, (f) => ({
  baseUrl: f.baseUrl,
  model: f.model,
  apiKey: f.apiKey.trim() ? f.apiKey : undefined,
}));

/** The writer inside a sentence ("...written by your own model (gpt-4o-mini)"). */
function writerInWords(writer: ActiveWriter): string {
  const model = writer.model ? ` (${writer.model})` : '';
  if (writer.kind === 'user') return `your own model${model}`;
  if (writer.kind === 'ollama') return `Ollama${model}`;
  if (writer.kind === 'openai-compatible') return `the server’s language model${model}`;
  return 'the built-in writer (no language model)';
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Settings -> Language model: the user's own OpenAI-compatible endpoint for their scripts. */
export function LanguageModelSection() {
  const query = useLlmSettings();
  const stored = query.data?.settings;
  const form = useForm<FormValues, unknown, LlmSettingsUpdateParsed>({ resolver, defaultValues: EMPTY });
  // The form shows what is saved whenever that changes (loaded, saved, removed); a refetch that
  // finds the same settings keeps the same object, so typing in progress is not wiped.
  useEffect(() => form.reset(toForm(stored)), [form, stored]);
  const { errors } = form.formState;
  const [result, setResult] = useState<LlmTestResult | null>(null);
  const save = useSaveLlmSettings();
  const remove = useRemoveLlmSettings();
  const test = useTestLlmConnection();
  const busy = save.isPending || remove.isPending;

  const baseUrl = form.watch('baseUrl');
  const keyTyped = form.watch('apiKey').trim() !== '';
  // The server keeps a saved key only for the address it was entered for.
  const keyKept = !!stored?.hasApiKey && !keyTyped && originOf(baseUrl) === originOf(stored.baseUrl);
  const keyDropped = !!stored?.hasApiKey && !keyTyped && !keyKept && originOf(baseUrl) !== null;

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => notifySuccess(`Your scripts are now written by ${writerInWords(next.writer)}.`),
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to save the language model. Please try again.' }),
    }),
  );
  const onTest = form.handleSubmit((values) => {
    setResult(null);
    test.mutate(values, {
      onSuccess: setResult,
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to test the connection. Please try again.' }),
    });
  });
  const onForgetKey = () =>
    stored &&
    save.mutate(
      { baseUrl: stored.baseUrl, model: stored.model, apiKey: '' },
      {
        onSuccess: () => notifySuccess('The saved API key was removed.'),
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to remove the API key. Please try again.' }),
      },
    );
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (next) => {
        setResult(null);
        notifySuccess(
          `Your language model was removed. Your scripts are now written by ${writerInWords(next.writer)}.`,
        );
      },
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to remove the language model. Please try again.' }),
    });

  return (
    <SettingsCard
      id="llm-settings-title"
      section="language-model"
      icon={BrainCircuit}
      title="Language model"
      onSubmit={onSave}
    >
      <p className="text-sm text-muted-foreground">
        Connect any OpenAI-compatible service (OpenAI, OpenRouter, LM Studio, vLLM, Ollama&apos;s /v1) and it writes
        your scripts about the topic itself. Only your scripts use it.
      </p>
      <p className="text-sm" data-testid="llm-writer">
        Your scripts are written by{' '}
        <span className="font-medium">{query.data ? writerInWords(query.data.writer) : '…'}</span>
        {query.data?.writer.host && <span className="text-muted-foreground"> at {query.data.writer.host}</span>}.
      </p>
      {query.isError && <LoadError what="Your language model settings" onRetry={() => void query.refetch()} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Base URL" required error={errors.baseUrl?.message} hint="Ends before /chat/completions.">
          <Input
            placeholder="https://api.openai.com/v1"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            {...form.register('baseUrl')}
          />
        </FormField>
        <FormField label="Model" required error={errors.model?.message}>
          <Input placeholder="gpt-4o-mini" autoComplete="off" spellCheck={false} {...form.register('model')} />
        </FormField>
      </div>
      <FormField
        label="API key"
        required={false}
        error={errors.apiKey?.message}
        hint={
          keyDropped
            ? 'The saved key is only sent to the address it was saved for: enter it again for this one.'
            : stored?.hasApiKey
              ? 'Leave empty to keep the saved key. It is stored encrypted and never shown again.'
              : 'Stored encrypted and never shown again. Local servers often need none.'
        }
      >
        {(control) => (
          <SecretInput
            {...control}
            placeholder={keyKept ? '•••••••• saved' : 'sk-...'}
            saved={stored?.hasApiKey && 'Key saved'}
            aside={
              stored?.hasApiKey && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start sm:self-auto"
                  onClick={onForgetKey}
                  disabled={busy}
                >
                  Forget key
                </Button>
              )
            }
            {...form.register('apiKey')}
          />
        )}
      </FormField>

      {result && (
        <KeyTestResultBox
          result={result}
          testId="llm-test-result"
          detail={
            result.models &&
            result.models.length > 0 && (
              <span className="truncate text-xs opacity-80">Models here: {result.models.slice(0, 8).join(', ')}</span>
            )
          }
        />
      )}

      <SettingsActions
        removeLabel="Remove"
        onRemove={stored ? onRemove : undefined}
        removing={remove.isPending}
        testLabel="Test connection"
        onTest={() => void onTest()}
        testing={test.isPending}
        saveLabel="Save"
        saving={save.isPending}
      />
    </SettingsCard>
  );
}
