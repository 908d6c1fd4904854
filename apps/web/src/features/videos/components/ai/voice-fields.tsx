import { voiceLabel, voiceOptions } from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/select-field';
import type { LanguageOption } from '../../api/get-capabilities';
import { voiceSettingsQueryOptions } from '@/lib/queries/voice-settings';

/** Narration language and voice: the same two choices in the AI script form and in Write my own. */
export function VoiceFields<T extends FieldValues & { language?: string; voiceId?: string }, TOut>({
  control,
  languages,
}: {
  control: Control<T, unknown, TOut>;
  languages: LanguageOption[];
}) {
  // Left empty, the server narrates in the user's default voice (Settings -> Voice), else the first.
  const settings = useQuery(voiceSettingsQueryOptions).data;
  const defaultVoice = settings?.settings?.voiceId ?? 'voice1';
  // Named for the engine that will speak: the built-in eSpeak voices are basic, not natural.
  const engine = settings?.activeEngine ?? 'espeak';
  return (
    <>
      <FormSelectField
        control={control}
        name={'language' as Path<T>}
        label="Language"
        required={false}
        contentClassName="max-h-72"
        options={languages.map((l) => ({ value: l.code, label: l.name }))}
      />
      <FormSelectField
        control={control}
        name={'voiceId' as Path<T>}
        label="Voice"
        required={false}
        options={voiceOptions(engine)}
        placeholder={`${voiceLabel(defaultVoice, engine)} — default`}
      />
    </>
  );
}
