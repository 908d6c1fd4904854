import { VOICES } from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/select-field';
import type { LanguageOption } from '../../api/get-capabilities';
import { voiceSettingsQueryOptions } from '@/lib/queries/voice-settings';
import { VOICE_OPTIONS } from '../../lib/options';

/** Narration language and voice: the same two choices in the AI script form and in Write my own. */
export function VoiceFields<T extends FieldValues & { language?: string; voiceId?: string }, TOut>({
  control,
  languages,
}: {
  control: Control<T, unknown, TOut>;
  languages: LanguageOption[];
}) {
  // Left empty, the server narrates in the user's default voice (Settings -> Voice), else the first.
  const defaultVoice = useQuery(voiceSettingsQueryOptions).data?.settings?.voiceId ?? 'voice1';
  const defaultLabel = VOICES.find((v) => v.id === defaultVoice)?.label;
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
        options={VOICE_OPTIONS}
        placeholder={`${defaultLabel} — default`}
      />
    </>
  );
}
