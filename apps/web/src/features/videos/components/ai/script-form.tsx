import {
  LONG_FORM_MAX_MINUTES,
  SCRIPT_INSTRUCTIONS_MAX,
  SCRIPT_TOPIC_MAX,
  type ScriptDuration,
  type Tone,
  type VoiceId,
} from '@reelforge/contracts';
import { Loader2, Wand2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { LanguageOption } from '../../api/get-capabilities';
import {
  DURATION_OPTIONS,
  PLATFORM_OPTIONS,
  TONE_OPTIONS,
  VOICE_OPTIONS,
  type ScriptPlatform,
} from '../../lib/options';
import { Field } from './field';

export interface ScriptFormValues {
  topic: string;
  duration: ScriptDuration | '';
  durationMinutes: string;
  platform: ScriptPlatform | '';
  tone: Tone | '';
  additionalInstructions: string;
  language: string;
  voiceId: VoiceId | '';
}

export const EMPTY_SCRIPT_FORM: ScriptFormValues = {
  topic: '',
  duration: '',
  durationMinutes: '5',
  platform: '',
  tone: '',
  additionalInstructions: '',
  language: 'en',
  voiceId: '',
};

export type ScriptFormErrors = Partial<Record<keyof ScriptFormValues, string>>;

interface Props {
  values: ScriptFormValues;
  errors: ScriptFormErrors;
  onChange: (values: ScriptFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
  languages: LanguageOption[];
  /** Where the avatar picker goes (built by the avatar feature, composed by the app). */
  avatarSlot?: ReactNode;
}

const REQUIRED = 'Required';

export function ScriptForm({ values, errors, onChange, onSubmit, pending, languages, avatarSlot }: Props) {
  const id = useId();
  const set = <K extends keyof ScriptFormValues>(key: K, value: ScriptFormValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field id={`${id}-topic`} label="Topic" required error={errors.topic && REQUIRED}>
        <Input
          id={`${id}-topic`}
          value={values.topic}
          maxLength={SCRIPT_TOPIC_MAX}
          placeholder="e.g. 5 morning habits that make you more productive"
          aria-invalid={Boolean(errors.topic)}
          onChange={(e) => set('topic', e.target.value)}
          autoFocus
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-[repeat(3,minmax(0,1fr))]">
        <Field id={`${id}-duration`} label="Duration" required error={errors.duration && REQUIRED}>
          <Select value={values.duration} onValueChange={(v) => set('duration', v as ScriptDuration)}>
            <SelectTrigger id={`${id}-duration`} className="w-full" aria-invalid={Boolean(errors.duration)}>
              <SelectValue placeholder="Select duration" />
            </SelectTrigger>
            <SelectContent>
              {DURATION_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={`${id}-platform`} label="Platform" required error={errors.platform && REQUIRED}>
          <Select value={values.platform} onValueChange={(v) => set('platform', v as ScriptPlatform)}>
            <SelectTrigger id={`${id}-platform`} className="w-full" aria-invalid={Boolean(errors.platform)}>
              <SelectValue placeholder="Select platform" />
            </SelectTrigger>
            <SelectContent>
              {PLATFORM_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={`${id}-tone`} label="Tone" required error={errors.tone && REQUIRED}>
          <Select value={values.tone} onValueChange={(v) => set('tone', v as Tone)}>
            <SelectTrigger id={`${id}-tone`} className="w-full" aria-invalid={Boolean(errors.tone)}>
              <SelectValue placeholder="Select tone" />
            </SelectTrigger>
            <SelectContent>
              {TONE_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      {values.duration === '3+ minutes' && (
        <Field
          id={`${id}-minutes`}
          label="Length in minutes"
          required
          error={errors.durationMinutes}
          hint={`From 3 to ${LONG_FORM_MAX_MINUTES} minutes. Long videos render in widescreen for YouTube.`}
          className="sm:max-w-60"
        >
          <Input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={3}
            max={LONG_FORM_MAX_MINUTES}
            step={1}
            value={values.durationMinutes}
            aria-invalid={Boolean(errors.durationMinutes)}
            onChange={(e) => set('durationMinutes', e.target.value)}
          />
        </Field>
      )}

      <Field id={`${id}-instructions`} label="Additional instructions" error={errors.additionalInstructions}>
        <Textarea
          id={`${id}-instructions`}
          rows={2}
          maxLength={SCRIPT_INSTRUCTIONS_MAX}
          value={values.additionalInstructions}
          placeholder="Audience, points to cover, a call to action..."
          onChange={(e) => set('additionalInstructions', e.target.value)}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-language`} label="Language" error={errors.language}>
          <Select value={values.language} onValueChange={(v) => set('language', v)}>
            <SelectTrigger id={`${id}-language`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {languages.map((l) => (
                <SelectItem key={l.code} value={l.code}>
                  {l.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={`${id}-voice`} label="Voice">
          <Select value={values.voiceId} onValueChange={(v) => set('voiceId', v as VoiceId)}>
            <SelectTrigger id={`${id}-voice`} className="w-full">
              <SelectValue placeholder="Natural (Male) — default" />
            </SelectTrigger>
            <SelectContent>
              {VOICE_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      {avatarSlot}

      <div className="flex justify-end pt-1">
        <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Loader2 className="animate-spin" /> : <Wand2 />}
          {pending ? 'Writing your script...' : 'Generate Script'}
        </Button>
      </div>
    </form>
  );
}
