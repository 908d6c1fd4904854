import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, PLATFORMS, type Platform, type Video } from '@reelforge/contracts';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { trackEvent } from '@/lib/analytics';
import { toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { updateVideoSchema, useCreateVideo, useUpdateVideo } from '../../api/mutations';

/** The editor's fields, checked with the API's own update schema. */
const videoFieldsSchema = updateVideoSchema
  .pick({ title: true, description: true, script: true, status: true })
  .required();
export type EditorFields = z.input<typeof videoFieldsSchema>;
export type EditorForm = UseFormReturn<EditorFields, unknown, z.output<typeof videoFieldsSchema>>;
type FieldName = keyof EditorFields;

export const asPlatforms = (list: string[]) =>
  list.filter((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));
/** An emptied description or script is saved as none. */
const orNull = (text: string | null) => text || null;

const fieldsOf = (video: Video): EditorFields => ({
  title: video.title,
  description: video.description ?? '',
  script: video.script ?? '',
  status: video.status,
});

/**
 * The editor's form over the saved video `base`: what changed, and Save Changes (a local draft is
 * created, a saved video gets a PATCH of what changed).
 */
export function useEditorForm(base: Video, local: boolean, onSaved: (video: Video) => void) {
  const saved = fieldsOf(base);
  const form: EditorForm = useForm<EditorFields, unknown, z.output<typeof videoFieldsSchema>>({
    values: saved,
    // A render finishing (or any refetch) updates what is saved, and keeps what is being edited.
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(videoFieldsSchema),
  });
  const { dirtyFields } = form.formState;
  const current = form.watch();
  const create = useCreateVideo();
  const update = useUpdateVideo();

  // Edited fields, by content: RHF's dirty flags can outlive a save when a refetch lands in between.
  const changed = (Object.keys(saved) as FieldName[]).filter(
    (k) => dirtyFields[k] && (current[k] ?? '').trim() !== (saved[k] ?? '').trim(),
  );

  /** Saves the edits; `then` goes on with the saved video (renders it, opens its storyboard). */
  const submit = (then?: (id: string) => void) =>
    form.handleSubmit(
      (values) => {
        const fields = { ...values, description: orNull(values.description), script: orNull(values.script) };
        if (local) {
          create.mutate(
            { ...fields, platforms: asPlatforms(base.platforms) },
            {
              onSuccess: (v) => {
                trackEvent('video_created', 'video_studio');
                notifySuccess('Video saved successfully');
                onSaved(v);
                then?.(v.id);
              },
              onError: (e) => notifyMutationError(e, { fallback: 'Failed to save video. Please try again.' }),
            },
          );
          return;
        }
        // Only what changed goes in the PATCH.
        const patch = Object.fromEntries(changed.map((k) => [k, fields[k]]));
        update.mutate(
          { id: base.id, ...patch },
          {
            onSuccess: (v) => {
              form.reset(fieldsOf(v));
              notifySuccess('Video updated successfully');
              onSaved(v);
              then?.(v.id);
            },
            onError: (e) => notifyMutationError(e, { fallback: 'Failed to update video' }),
          },
        );
      },
      (invalid) => toastInvalidForm(invalid, MSG.missingFields),
    );

  return {
    form,
    changed,
    dirty: local || changed.length > 0,
    submit,
    saving: create.isPending || update.isPending,
  };
}
