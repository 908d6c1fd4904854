import {
  ELEVENLABS_KEY_URL,
  speechSettingsUpdateSchema,
  type KeyTestResult,
  type SpeechSettingsResponse,
  type SpeechSettingsUpdateParsed,
  type StoredSpeechSettings,
} from '@reelforge/contracts';
import { ExternalLink, Mic } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useRemoveSpeech, useSaveSpeech, useSpeechSettings, useTestSpeech } from '../api/provider-keys';
import { KeyTestResultBox } from './key-test-result';
import { LoadError, SecretInput, SettingsActions, SettingsCard } from './settings-form-parts';

interface FormValues {
  provider: string;
  baseUrl: string;
  apiKey: string;
  model: string;
  voices: string;
}

const PROVIDERS = [
  { value: 'openai', label: 'OpenAI-compatible server' },
  { value: 'elevenlabs', label: 'ElevenLabs' },
];

const EMPTY: FormValues = { provider: 'openai', baseUrl: '', apiKey: '', model: '', voices: '' };
const voicesText = (v: Record<string, string>) =>
  Object.entries(v)
    .map(([k, name]) => `${k}=${name}`)
    .join(', ');
const toForm = (s: StoredSpeechSettings | null | undefined): FormValues =>
  s
    ? { provider: s.provider, baseUrl: s.baseUrl ?? '', apiKey: '', model: s.model ?? '', voices: voicesText(s.voices) }
    : EMPTY;

/** "voice1=af_bella, voice3=am_adam" (commas, semicolons or lines between pairs). */
function parseVoices(text: string): Record<string, string> | undefined {
  const pairs = text
    .split(/[,;\n]+/)
    .map((p) => p.split('=').map((s) => s.trim()))
    .filter(([k, v]) => k && v);
  return pairs.length ? Object.fromEntries(pairs.map(([k, v]) => [k!, v!])) : undefined;
}

// An empty key box means "keep the saved key"; removing is the Delete button.
const toRequest = (f: FormValues) => ({
  provider: f.provider,
  ...(f.provider === 'openai' ? { baseUrl: f.baseUrl } : {}),
  ...(f.apiKey.trim() ? { apiKey: f.apiKey } : {}),
  ...(f.model.trim() ? { model: f.model } : {}),
  ...(parseVoices(f.voices) ? { voices: parseVoices(f.voices) } : {}),
});
const resolver = contractResolver<FormValues, SpeechSettingsUpdateParsed>(speechSettingsUpdateSchema, toRequest);

/** Who narrates this creator's videos now, in a sentence. */
function narrator(data: SpeechSettingsResponse | undefined): string {
  if (!data) return '…';
  const s = data.settings;
  const fallback =
    data.active === 'server' ? 'the server’s cloud voice narrates' : 'the built-in voice (Basic, offline) narrates';
  if (s && data.active !== 'yours')
    return `Your saved speech settings cannot be used now (enter the key again, or check the address): ${fallback} your videos meanwhile.`;
  if (s) {
    const where =
      s.provider === 'elevenlabs' ? 'your ElevenLabs account' : `your speech server at ${hostOf(s.baseUrl)}`;
    return `Your videos are narrated by ${where}${s.apiKey.set ? `, key ending in ${s.apiKey.last4 ?? '····'}` : ''}.`;
  }
  if (data.active === 'server') return 'The server’s cloud voice narrates your videos until you add your own.';
  return 'The built-in voice (Basic, offline) narrates your videos until you add your own.';
}

function hostOf(url: string | null): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return url ?? '';
  }
}

/** Settings -> Speech: the creator's own OpenAI-compatible speech server or ElevenLabs key, for their videos only. */
export function SpeechSection() {
  const query = useSpeechSettings();
  const data = query.data;
  const stored = data?.settings;
  const form = useForm<FormValues, unknown, SpeechSettingsUpdateParsed>({ resolver, defaultValues: EMPTY });
  // The form shows what is saved whenever that changes; a refetch with the same settings keeps typing.
  useEffect(() => form.reset(toForm(stored)), [form, stored]);
  const { errors } = form.formState;
  const [result, setResult] = useState<KeyTestResult | null>(null);
  const save = useSaveSpeech();
  const remove = useRemoveSpeech();
  const test = useTestSpeech();
  const provider = form.watch('provider');
  const openai = provider === 'openai';
  const keySaved = !!stored?.apiKey.set && stored.provider === provider;

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess('Your speech settings were saved. Your videos are narrated with them.'),
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to save your speech settings. Please try again.' }),
    }),
  );
  const onTest = form.handleSubmit((values) => {
    setResult(null);
    test.mutate(values, {
      onSuccess: setResult,
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to test your speech settings. Please try again.' }),
    });
  });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setResult(null);
        notifySuccess('Your speech settings were deleted.');
      },
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to delete your speech settings. Please try again.' }),
    });

  return (
    <SettingsCard id="speech-settings-title" section="speech" icon={Mic} title="Speech" onSubmit={onSave}>
      <p className="text-sm text-muted-foreground">
        A neural voice for your narration: any server speaking OpenAI&apos;s speech API (OpenAI, Kokoro-FastAPI,
        LocalAI, openedai-speech) or your ElevenLabs key. Keys are stored encrypted, never shown again, and used for
        your videos only.
      </p>
      <p className="text-sm" data-testid="speech-active">
        {narrator(data)}
      </p>
      {query.isError && <LoadError what="Your speech settings" onRetry={() => void query.refetch()} />}
      <FormSelectField control={form.control} name="provider" label="Speech provider" required options={PROVIDERS} />
      {openai && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Base URL" required error={errors.baseUrl?.message} hint="Ends before /audio/speech.">
            <Input
              placeholder="https://api.openai.com/v1"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...form.register('baseUrl')}
            />
          </FormField>
          <FormField
            label="Model"
            required={false}
            error={errors.model?.message}
            hint="e.g. gpt-4o-mini-tts, or kokoro."
          >
            <Input placeholder="gpt-4o-mini-tts" autoComplete="off" spellCheck={false} {...form.register('model')} />
          </FormField>
        </div>
      )}
      <FormField
        label={openai ? 'API key' : 'ElevenLabs API key'}
        required={!openai}
        error={errors.apiKey?.message}
        hint={
          openai ? (
            keySaved ? (
              'Leave empty to keep the saved key. Local servers often need none.'
            ) : (
              'Local servers often need none.'
            )
          ) : (
            <a
              href={ELEVENLABS_KEY_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-0.5 text-primary underline"
            >
              Where to find your ElevenLabs key
              <ExternalLink className="size-3" />
            </a>
          )
        }
      >
        {(control) => (
          <SecretInput
            {...control}
            placeholder={keySaved ? `•••• ${stored?.apiKey.last4 ?? ''} saved` : openai ? 'sk-...' : 'Paste your key'}
            saved={keySaved && `Yours · ${stored?.apiKey.last4}`}
            {...form.register('apiKey')}
          />
        )}
      </FormField>
      <FormField
        label="Voices"
        required={false}
        error={errors.voices?.message}
        hint={`The provider’s voice for each of the product’s voices, e.g. voice1=${openai ? 'af_bella' : '<voice id>'}, voice2=…; left out, its default voices speak.`}
      >
        <Input autoComplete="off" spellCheck={false} placeholder="voice1=…, voice2=…" {...form.register('voices')} />
      </FormField>
      {result && <KeyTestResultBox result={result} testId="speech-test-result" />}
      <SettingsActions
        removeLabel="Delete my speech settings"
        onRemove={stored ? onRemove : undefined}
        removing={remove.isPending}
        testLabel="Test voice"
        onTest={() => void onTest()}
        testing={test.isPending}
        saveLabel="Save"
        saving={save.isPending}
      />
    </SettingsCard>
  );
}
