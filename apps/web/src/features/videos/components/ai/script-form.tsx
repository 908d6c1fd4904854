import {
  LONG_FORM_MAX_MINUTES,
  SCRIPT_INSTRUCTIONS_MAX,
  SCRIPT_SOURCE_URL_MAX,
  SCRIPT_TOPIC_MAX,
  type ScriptRequestParsed,
} from '@reelforge/contracts';
import { Loader2, Wand2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { VoiceFields } from './voice-fields';
import { Textarea } from '@/components/ui/textarea';
import type { LanguageOption } from '../../api/get-capabilities';
import { DURATION_OPTIONS, PLATFORM_OPTIONS, TONE_OPTIONS } from '../../lib/options';
import { fieldMessage, PLATFORM_SCRIPT_DEFAULTS, type ScriptFormValues } from '../../lib/script-form-request';

interface Props {
  /** Owned by the dialog: the values outlive this form (the review step regenerates from them). */
  form: UseFormReturn<ScriptFormValues, unknown, ScriptRequestParsed>;
  onSubmit: () => void;
  pending: boolean;
  languages: LanguageOption[];
  /** Where the avatar picker goes (built by the avatar feature, composed by the app). */
  avatarSlot?: ReactNode;
  /** "Use template" (built by the templates feature, composed by the app). */
  templateSlot?: ReactNode;
}

/** Spec section 2: topic, duration, platform, tone and additional instructions (plus voice and language). */
export function ScriptForm({ form, onSubmit, pending, languages, avatarSlot, templateSlot }: Props) {
  const { control, register, watch } = form;
  const { errors } = form.formState;
  const required = { control, required: true, showError: fieldMessage } as const;
  const fromLink = watch('source') === 'link';
  usePlatformDefaults(form);

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {templateSlot}

      {fromLink ? (
        <>
          <FormField
            label="Link to an article"
            required
            error={fieldMessage(errors.sourceUrl?.message)}
            hint="A news story, blog post or encyclopedia page. The script is written from its main article only, and the description cites the page."
          >
            <Input
              type="url"
              inputMode="url"
              maxLength={SCRIPT_SOURCE_URL_MAX}
              placeholder="https://example.com/news/a-story-worth-telling"
              {...register('sourceUrl')}
            />
          </FormField>
          <FormField
            label="Topic"
            required={false}
            error={fieldMessage(errors.topic?.message)}
            hint="Optional: what the video is about. Left empty, the page's headline decides."
          >
            <Input maxLength={SCRIPT_TOPIC_MAX} placeholder="e.g. the observatory's history" {...register('topic')} />
          </FormField>
        </>
      ) : (
        <FormField label="Topic" required error={fieldMessage(errors.topic?.message)}>
          <Input
            maxLength={SCRIPT_TOPIC_MAX}
            placeholder="e.g. 5 morning habits that make you more productive"
            autoFocus
            {...register('topic')}
          />
        </FormField>
      )}

      <div className="grid gap-5 sm:grid-cols-[repeat(3,minmax(0,1fr))]">
        <FormSelectField
          {...required}
          name="duration"
          label="Duration"
          options={DURATION_OPTIONS}
          placeholder="Select duration"
        />
        <FormSelectField
          {...required}
          name="platform"
          label="Platform"
          options={PLATFORM_OPTIONS}
          placeholder="Select platform"
        />
        <FormSelectField {...required} name="tone" label="Tone" options={TONE_OPTIONS} placeholder="Select tone" />
      </div>

      {watch('duration') === '3+ minutes' && (
        <FormField
          label="Length in minutes"
          required
          error={fieldMessage(errors.durationMinutes?.message)}
          hint={`From 3 to ${LONG_FORM_MAX_MINUTES} minutes. Long videos render in widescreen for YouTube.`}
          className="sm:max-w-60"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={3}
            max={LONG_FORM_MAX_MINUTES}
            step={1}
            {...register('durationMinutes')}
          />
        </FormField>
      )}

      <FormField label="Additional instructions" required={false} error={errors.additionalInstructions?.message}>
        <Textarea
          rows={2}
          maxLength={SCRIPT_INSTRUCTIONS_MAX}
          placeholder="Audience, points to cover, a call to action..."
          {...register('additionalInstructions')}
        />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <VoiceFields control={control} languages={languages} />
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

/** Duration and tone follow the platform until the creator (or a template) picks them. */
function usePlatformDefaults(form: Props['form']) {
  const platform = form.watch('platform');
  // Read while rendering: react-hook-form tracks dirty fields only for a form that reads them.
  const { dirtyFields } = form.formState;
  const durationPicked = Boolean(dirtyFields.duration);
  const tonePicked = Boolean(dirtyFields.tone);
  useEffect(() => {
    if (!platform) return;
    const suits = PLATFORM_SCRIPT_DEFAULTS[platform];
    if (!durationPicked) form.setValue('duration', suits.duration);
    if (!tonePicked) form.setValue('tone', suits.tone);
    // Only when the platform changes: a pick made afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, platform]);
}
