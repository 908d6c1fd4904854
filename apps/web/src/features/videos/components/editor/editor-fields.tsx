import { VIDEO_STATUSES, WORDS_PER_SECOND } from '@reelforge/contracts';
import type { FormEvent } from 'react';
import { StatusDot } from '@/components/status-badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { VIDEO_STATUS_LOOK } from '@/lib/video-status';
import { formatDuration, wordCount } from '../../lib/format';
import type { EditorForm } from './use-editor-form';

interface Props {
  form: EditorForm;
  onSubmit: (e: FormEvent) => void;
  /** While rendering the status is the render's. */
  rendering: boolean;
}

/** Title, description, script (with its word count and spoken length) and status. */
export function EditorFields({ form, onSubmit, rendering }: Props) {
  const { errors } = form.formState;
  const words = wordCount(form.watch('script') ?? '');
  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      <FormField label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          maxLength={5000}
          placeholder="What viewers read under the video"
          {...form.register('description')}
        />
      </FormField>
      <FormField
        label="Script"
        error={errors.script?.message}
        hint={
          <span className="tabular-nums">
            {words} words · about {formatDuration(words / WORDS_PER_SECOND)} spoken
          </span>
        }
      >
        <Textarea
          rows={9}
          placeholder="The words the narrator speaks"
          className="leading-relaxed font-[450]"
          {...form.register('script')}
        />
      </FormField>
      <FormSelectField
        control={form.control}
        name="status"
        label="Status"
        className="sm:max-w-60"
        disabled={rendering}
        hint={rendering ? 'The status changes by itself when the render finishes.' : undefined}
        options={VIDEO_STATUSES.map((s) => ({
          value: s,
          label: (
            <>
              <StatusDot look={VIDEO_STATUS_LOOK[s]} className="size-2" />
              {VIDEO_STATUS_LOOK[s].label}
            </>
          ),
        }))}
      />
      <button type="submit" hidden />
    </form>
  );
}
