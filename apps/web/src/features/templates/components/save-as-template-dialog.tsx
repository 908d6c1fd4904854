import {
  MSG,
  SCRIPT_STRUCTURES,
  STRUCTURE_INFO,
  TEMPLATE_CATEGORIES,
  TONES,
  templateFromVideoSchema,
  type TemplateFromVideo,
} from '@reelforge/contracts';
import { BookmarkPlus, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { contractResolver, toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useSaveAsTemplate } from '../api/templates';
import { categoryLabel, TONE_NAMES } from '../lib/labels';

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
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { ...input, videoId: video.id },
        {
          onSuccess: (t) => {
            notifySuccess(`Saved “${t.name}” as a template`);
            onOpenChange(false);
          },
          onError: (error) => notifyMutationError(error, { fallback: 'Failed to save the template. Please try again.' }),
        },
      ),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[520px]">
        <DialogHeader>
          <DialogTitle>Save as template</DialogTitle>
          <DialogDescription>Its platform, length, voice, captions, music and visuals become a recipe for new videos.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField label="Name" required error={form.formState.errors.name?.message}>
            <Input maxLength={120} {...register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormSelectField {...required} name="category" label="Category" options={TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))} placeholder="Category" />
            <FormSelectField {...required} name="structure" label="Structure" options={SCRIPT_STRUCTURES.map((s) => ({ value: s, label: STRUCTURE_INFO[s].label }))} placeholder="Structure" />
            <FormSelectField {...required} name="tone" label="Tone" options={TONES.map((t) => ({ value: t, label: TONE_NAMES[t] }))} placeholder="Tone" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" /> : <BookmarkPlus />} Save template
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
