import {
  ASPECT_LABELS,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLE_LABELS,
  MSG,
  MUSIC_CHOICES,
  MUSIC_LABELS,
  PLATFORM_LABELS,
  SCRIPT_DURATIONS,
  SCRIPT_PLATFORMS,
  SCRIPT_STRUCTURES,
  STRUCTURE_INFO,
  TEMPLATE_CATEGORIES,
  TONES,
  VIDEO_ASPECTS,
  VISUAL_SOURCE_LABELS,
  VISUAL_SOURCES,
  voiceOptions,
  createTemplateRecipeSchema,
  type CreateTemplateRecipe,
} from '@reelforge/contracts';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/forms';
import { useNarrationEngine } from '@/lib/queries/voice-settings';
import { useCreateTemplate } from '../api/templates';
import { categoryLabel, TONE_NAMES } from '../lib/labels';
import { TemplateFormDialog } from './template-form-dialog';

/** Every field a string ('' = not chosen / the default), as selects hold them. */
type Values = Record<
  'name' | 'description' | 'category' | 'structure' | 'tone' | 'duration' | 'platform' | 'aspect' | 'captionStyle' | 'music' | 'visualSource' | 'voiceId' | 'instructions',
  string
> & { isPublic: boolean };

const EMPTY: Values = {
  name: '',
  description: '',
  category: '',
  structure: '',
  tone: '',
  duration: '',
  platform: '',
  aspect: '',
  captionStyle: '',
  music: '',
  visualSource: '',
  voiceId: '',
  instructions: '',
  isPublic: false,
};

const orNull = (v: string) => (v ? v : null);
const orUndefined = (v: string) => (v ? v : undefined);
/** The recipe's four script fields are required here, though the API lets an old client leave them out. */
const REQUIRED = ['category', 'structure', 'tone', 'duration', 'platform'] as const;

const toRequest = (v: Values) => ({
  name: v.name,
  description: orNull(v.description.trim()),
  isPublic: v.isPublic,
  ...Object.fromEntries(REQUIRED.map((k) => [k, orUndefined(v[k]) ?? null])),
  aspect: orNull(v.aspect),
  captionStyle: orNull(v.captionStyle),
  music: orNull(v.music),
  visualSource: orNull(v.visualSource),
  voiceId: orNull(v.voiceId),
  instructions: orNull(v.instructions.trim()),
});

const schema = createTemplateRecipeSchema.superRefine((r, ctx) => {
  for (const k of REQUIRED) if (!r[k]) ctx.addIssue({ code: 'custom', path: [k], message: MSG.missingFields });
});
const resolver = contractResolver<Values, CreateTemplateRecipe>(schema, (v) => {
  const req = toRequest(v);
  // A required select left empty is "missing", not "null is not a choice".
  return Object.fromEntries(Object.entries(req).filter(([k, val]) => !(REQUIRED as readonly string[]).includes(k) || val !== null));
});

const opts = <V extends string>(values: readonly V[], label: (v: V) => string) => values.map((value) => ({ value, label: label(value) }));
const withDefault = <V extends string>(values: readonly V[], label: (v: V) => string) => opts(values, label);

export function TemplateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Values, unknown, CreateTemplateRecipe>({ defaultValues: EMPTY, resolver });
  const create = useCreateTemplate();
  const { control, register, watch, setValue } = form;
  const { errors } = form.formState;
  const required = { control, required: true, showError: (m: string | undefined) => (m === MSG.missingFields ? 'Required' : m) } as const;
  const optional = { control, required: false } as const;
  const engine = useNarrationEngine();
  const structure = watch('structure');

  return (
    <TemplateFormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-[680px]"
      title="Add Template"
      description="A recipe for videos: how the script is built, and how the video looks and sounds."
      form={form}
      save={(input, callbacks) => create.mutate(input, callbacks)}
      savedMessage={(t) => `Template “${t.name}” created`}
      failedMessage="Failed to create template. Please try again."
      onSaved={() => form.reset(EMPTY)}
      pending={create.isPending}
      submitIcon={<Plus />}
      submitLabel="Create Template"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label="Name" required error={errors.name?.message}>
          <Input maxLength={120} placeholder="e.g. Top 5 gadget countdown" autoFocus {...register('name')} />
        </FormField>
        <FormSelectField {...required} name="category" label="Category" options={opts(TEMPLATE_CATEGORIES, categoryLabel)} placeholder="Select category" />
      </div>
      <FormField label="Description" required={false} error={errors.description?.message}>
        <Textarea rows={2} maxLength={2000} placeholder="What videos made from it are like" {...register('description')} />
      </FormField>

      <FormSelectField
        {...required}
        name="structure"
        label="Structure"
        options={opts(SCRIPT_STRUCTURES, (s) => `${STRUCTURE_INFO[s].label}: ${STRUCTURE_INFO[s].summary}`)}
        placeholder="How the script is built"
        hint={structure ? `Scenes: ${STRUCTURE_INFO[structure as keyof typeof STRUCTURE_INFO].skeleton.join(' → ')}` : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField {...required} name="tone" label="Tone" options={opts(TONES, (t) => TONE_NAMES[t])} placeholder="Select tone" />
        <FormSelectField {...required} name="duration" label="Duration" options={opts(SCRIPT_DURATIONS, (d) => d)} placeholder="Select duration" />
        <FormSelectField
          {...required}
          name="platform"
          label="Platform"
          options={opts(SCRIPT_PLATFORMS, (p) => (p === 'all' ? 'All Platforms' : PLATFORM_LABELS[p]))}
          placeholder="Select platform"
        />
      </div>

      <fieldset className="grid gap-4 rounded-lg border p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Look and sound (optional)</legend>
        <FormSelectField {...optional} name="aspect" label="Aspect" options={withDefault(VIDEO_ASPECTS, (a) => ASPECT_LABELS[a])} placeholder="Auto" />
        <FormSelectField {...optional} name="captionStyle" label="Captions" options={withDefault(CAPTION_STYLE_CHOICES, (c) => CAPTION_STYLE_LABELS[c])} placeholder="Karaoke" />
        <FormSelectField {...optional} name="music" label="Music" options={withDefault(MUSIC_CHOICES, (m) => MUSIC_LABELS[m])} placeholder="Suits the tone" />
        <FormSelectField {...optional} name="visualSource" label="Visuals" options={withDefault(VISUAL_SOURCES, (s) => VISUAL_SOURCE_LABELS[s])} placeholder="Auto" />
        <FormSelectField {...optional} name="voiceId" label="Voice" options={voiceOptions(engine)} placeholder="Your default" />
      </fieldset>

      <FormField label="Instructions for every script" required={false} error={errors.instructions?.message}>
        <Textarea rows={2} maxLength={2000} placeholder="Audience, points to always cover, a call to action..." {...register('instructions')} />
      </FormField>

      <label className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm">
        <span>
          <span className="font-medium">Public</span>
          <span className="block text-muted-foreground">Other creators can see, use and like it.</span>
        </span>
        <Switch checked={watch('isPublic')} onCheckedChange={(v) => setValue('isPublic', v)} aria-label="Public" />
      </label>
    </TemplateFormDialog>
  );
}
