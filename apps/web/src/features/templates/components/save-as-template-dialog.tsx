import {
  SCRIPT_STRUCTURES,
  STRUCTURE_INFO,
  TEMPLATE_CATEGORIES,
  TONES,
  templateFromVideoSchema,
  type TemplateFromVideo,
} from '@reelforge/contracts';
import { BookmarkPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { contractResolver } from '@/lib/forms';
import { useSaveAsTemplate } from '../api/templates';
import { categoryLabel, TONE_NAMES } from '../lib/labels';
import { TemplateFormDialog } from './template-form-dialog';

type Values = { name: string; category: string; structure: string; tone: string };

const resolver = contractResolver<Values, TemplateFromVideo>(templateFromVideoSchema, (v) => ({
  name: v.name,
  category: v.category || undefined,
  structure: v.structure || undefined,
  tone: v.tone || undefined,
}));

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  video: { id: string; title: string };
}

/** "Save as template" from the studio: the video's platform, length, voice and look become a recipe. */
export function SaveAsTemplateDialog({ open, onOpenChange, video }: Props) {
  const form = useForm<Values, unknown, TemplateFromVideo>({
    values: { name: video.title.slice(0, 120), category: '', structure: '', tone: '' },
    resolver,
  });
  const save = useSaveAsTemplate();
  const { control, register } = form;
  const required = { control, required: true, showError: (m: string | undefined) => (m && m.startsWith('Choose') ? 'Required' : m) } as const;
  return (
    <TemplateFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-[520px]"
      title="Save as template"
      description="Its platform, length, voice, captions, music and visuals become a recipe for new videos."
      form={form}
      save={(input, callbacks) => save.mutate({ ...input, videoId: video.id }, callbacks)}
      savedMessage={(t) => `Saved “${t.name}” as a template`}
      failedMessage="Failed to save the template. Please try again."
      pending={save.isPending}
      submitIcon={<BookmarkPlus />}
      submitLabel="Save template"
    >
      <FormField label="Name" required error={form.formState.errors.name?.message}>
        <Input maxLength={120} {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField {...required} name="category" label="Category" options={TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))} placeholder="Category" />
        <FormSelectField {...required} name="structure" label="Structure" options={SCRIPT_STRUCTURES.map((s) => ({ value: s, label: STRUCTURE_INFO[s].label }))} placeholder="Structure" />
        <FormSelectField {...required} name="tone" label="Tone" options={TONES.map((t) => ({ value: t, label: TONE_NAMES[t] }))} placeholder="Tone" />
      </div>
    </TemplateFormDialog>
  );
}
