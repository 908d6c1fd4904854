import { WORDS_PER_SECOND } from '@reelforge/contracts';
import { Clapperboard, LayoutList, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { VoiceFields } from './voice-fields';
import { Textarea } from '@/components/ui/textarea';
import type { LanguageOption } from '../../api/get-capabilities';
import { formatDuration, wordCount } from '../../lib/format';
import { PLATFORM_OPTIONS } from '../../lib/options';
import type { OwnScript, OwnScriptValues } from '../../lib/own-script-form';
import { fieldMessage } from '../../lib/script-form-request';

interface Props {
  form: UseFormReturn<OwnScriptValues, unknown, OwnScript>;
  onSubmit: () => void;
  /** Checks the form like Render does, then opens the storyboard of its paragraphs. */
  onStoryboard?: () => void;
  pending: boolean;
  languages: LanguageOption[];
  avatarSlot?: ReactNode;
  /** Shown above the button, e.g. the plan limit. */
  alert?: ReactNode;
  /** Look and sound choices. */
  styleSlot?: ReactNode;
}

/** "Write my own": no writer; the words are voiced as written, one scene per paragraph. */
export function OwnScriptForm({ form, onSubmit, onStoryboard, pending, languages, avatarSlot, alert, styleSlot }: Props) {
  const { control, register, watch } = form;
  const { errors } = form.formState;
  const words = wordCount(watch('script'));

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <FormField label="Title" required error={fieldMessage(errors.title?.message)}>
        <Input maxLength={200} placeholder="Shown on the title card" autoFocus {...register('title')} />
      </FormField>

      <FormField
        label="Your script"
        required
        error={fieldMessage(errors.script?.message)}
        hint={
          <span className="tabular-nums">
            {words} words · about {formatDuration(words / WORDS_PER_SECOND)} spoken · a blank line starts a new scene
          </span>
        }
      >
        <Textarea
          rows={7}
          className="leading-relaxed"
          placeholder={'The words the narrator speaks, exactly as written.\n\nLeave a blank line between scenes.'}
          data-testid="own-script-text"
          {...register('script')}
        />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelectField
          control={control}
          required
          showError={fieldMessage}
          name="platform"
          label="Platform"
          options={PLATFORM_OPTIONS}
          placeholder="Select platform"
        />
        <VoiceFields control={control} languages={languages} />
      </div>

      {avatarSlot}
      {styleSlot}
      {alert}

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        {onStoryboard && (
          <Button type="button" variant="outline" size="lg" disabled={pending} onClick={onStoryboard}>
            <LayoutList /> Storyboard
          </Button>
        )}
        <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Loader2 className="animate-spin" /> : <Clapperboard />}
          {pending ? 'Starting render...' : 'Render Video'}
        </Button>
      </div>
    </form>
  );
}
