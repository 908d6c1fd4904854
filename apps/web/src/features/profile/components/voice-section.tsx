import {
  TTS_ENGINE_LABELS,
  TTS_ENGINES,
  voiceLabel,
  voiceOptions,
  voiceSettingsUpdateSchema,
  type TtsEngine,
  type VoiceSettingsResponse,
  type VoiceSettingsUpdate,
} from '@reelforge/contracts';
import { AudioLines, Loader2, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormSelectField } from '@/components/ui/select-field';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useSpeechSettings } from '../api/provider-keys';
import { useResetVoiceSettings, useSaveVoiceSettings, useVoiceSettings } from '../api/voice-settings';

interface FormValues {
  voiceId: string;
  engine: string;
}

const resolver = contractResolver<FormValues, VoiceSettingsUpdate>(voiceSettingsUpdateSchema, (f) => f);
/** The form's engine (while it loads or is unset: the built-in one, so no voice is oversold). */
const engineOf = (value: string): TtsEngine =>
  (TTS_ENGINES as readonly string[]).includes(value) ? (value as TtsEngine) : 'espeak';

/** What the form shows: the saved choice, else the first preset and the engine that speaks now. */
function toForm(data: VoiceSettingsResponse | undefined): FormValues {
  if (!data) return { voiceId: '', engine: '' };
  // A saved engine the server no longer has cannot be selected: the form shows the one in use.
  return { voiceId: data.settings?.voiceId ?? 'voice1', engine: data.activeEngine };
}

/** Settings -> Voice: the default narration voice and the engine that speaks it, for this user only. */
export function VoiceSection() {
  const query = useVoiceSettings();
  const data = query.data;
  const form = useForm<FormValues, unknown, VoiceSettingsUpdate>({ resolver, defaultValues: toForm(undefined) });
  // Reset when what is saved changes (loaded, saved, reset); the same data keeps the user's edits.
  useEffect(() => form.reset(toForm(data)), [form, data]);
  const save = useSaveVoiceSettings();
  const reset = useResetVoiceSettings();
  const busy = save.isPending || reset.isPending;
  // The creator's own speech wins over the engine chosen here (see Settings -> Speech).
  const ownSpeech = !!useSpeechSettings().data?.settings;
  // The presets are named for the engine picked in the form: eSpeak's are basic, not natural.
  const engine = engineOf(form.watch('engine'));
  const lost = data?.settings && !data.engines.includes(data.settings.engine) ? data.settings.engine : null;

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) =>
        notifySuccess(
          next.activeEngine === 'espeak'
            ? `Your videos will be narrated in ${voiceLabel(values.voiceId, 'espeak')} (built-in eSpeak NG).`
            : `Your videos will be narrated in ${voiceLabel(values.voiceId, next.activeEngine)} by ${TTS_ENGINE_LABELS[next.activeEngine]}.`,
        ),
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to save your voice. Please try again.' }),
    }),
  );
  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifySuccess('Your voice settings were reset to the server’s defaults.'),
      onError: (error) =>
        notifyMutationError(error, { fallback: 'Failed to reset your voice settings. Please try again.' }),
    });

  return (
    <section className="rounded-xl border bg-card" aria-labelledby="voice-settings-title" data-settings-section="voice">
      <h3 id="voice-settings-title" className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <AudioLines className="size-4 text-primary" />
        Voice
      </h3>
      <form noValidate onSubmit={onSave} className="grid gap-4 p-4">
        <p className="text-sm text-muted-foreground">
          The voice your videos are narrated in when no avatar presents and you pick none, and the engine that speaks
          your videos and Test Voice samples. Only your videos use it.
        </p>
        <p className="text-sm" data-testid="voice-active">
          Your videos are narrated by{' '}
          <span className="font-medium">{data ? TTS_ENGINE_LABELS[data.activeEngine] : '…'}</span>.
        </p>
        {ownSpeech && (
          <p className="text-sm text-muted-foreground" data-testid="voice-own-speech">
            Your own speech settings (Settings → Speech) narrate your videos; delete them there to use an engine chosen
            here.
          </p>
        )}
        {lost && data && (
          <p className="text-sm text-amber-700" role="status">
            {TTS_ENGINE_LABELS[lost]} is no longer set up on this server, so {TTS_ENGINE_LABELS[data.activeEngine]}{' '}
            narrates for now. Your choice applies again once it is back.
          </p>
        )}
        {query.isError && (
          <p className="text-sm text-destructive" role="alert">
            Your voice settings could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            control={form.control}
            name="voiceId"
            label="Default voice"
            required
            options={voiceOptions(engine)}
            placeholder="Choose a voice"
            disabled={!data}
          />
          <FormSelectField
            control={form.control}
            name="engine"
            label="Voice engine"
            required
            options={(data?.engines ?? []).map((e) => ({ value: e, label: TTS_ENGINE_LABELS[e] }))}
            placeholder="Choose an engine"
            disabled={!data}
            hint={
              data && data.engines.length === 1
                ? 'This server has only the built-in voice. Cloud voices appear here once the server is set up for them.'
                : undefined
            }
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {data?.settings && (
            <Button type="button" variant="ghost" onClick={onReset} disabled={busy}>
              {reset.isPending ? <Loader2 className="animate-spin" /> : <RotateCcw />} Use server defaults
            </Button>
          )}
          <Button type="submit" variant="gradient" className="sm:ml-auto" disabled={busy || !data}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
