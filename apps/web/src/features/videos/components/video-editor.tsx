import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  PLATFORM_LABELS,
  PLATFORMS,
  VIDEO_STATUSES,
  WORDS_PER_SECOND,
  type Platform,
  type Video,
} from '@reelforge/contracts';
import { Clapperboard, Download, Eye, LayoutList, Loader2, RefreshCw, Save, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { StatusDot } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { trackEvent } from '@/lib/analytics';
import { toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { VIDEO_STATUS_LOOK } from '@/lib/video-status';
import { useVideo } from '../api/get-video';
import { updateVideoSchema, useCreateVideo, useDeleteVideo, useUpdateVideo } from '../api/mutations';
import { useRenderVideo } from '../api/render-video';
import { formatDateTime, formatDuration, wordCount } from '../lib/format';
import { renderAction } from '../lib/render-action';
import { MediaPanel } from './media-panel';
import { PreviewDialog } from './preview-dialog';
import { StoryboardDialog } from './storyboard-dialog';
import { VideoStatusBadge } from './status-badge';
import { checkPreview, downloadVideo, shareVideo } from './video-actions';

interface Props {
  video: Video;
  /** A local draft: not on the server until Save Changes (spec section 2). */
  local?: boolean;
  onSaved: (video: Video) => void;
  onDeleted: () => void;
  /** Opens the AI flow for a local draft. */
  onGenerate?: () => void;
}

/** The editor's fields, checked with the API's own update schema. */
const videoFieldsSchema = updateVideoSchema
  .pick({ title: true, description: true, script: true, status: true })
  .required();
type Fields = z.input<typeof videoFieldsSchema>;
type FieldName = keyof Fields;

const asPlatforms = (list: string[]) => list.filter((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));
/** An emptied description or script is saved as none. */
const orNull = (text: string | null) => text || null;

/**
 * Title, description, script and status, with Save Changes, Preview, Download, Share and Delete.
 * Edits sit on top of the saved video, so a render finishing meanwhile never undoes them.
 */
export function VideoEditor({ video, local = false, onSaved, onDeleted, onGenerate }: Props) {
  const live = useVideo(local ? null : video.id, { initial: video }).data;
  const base = local ? video : (live ?? video);
  const saved: Fields = {
    title: base.title,
    description: base.description ?? '',
    script: base.script ?? '',
    status: base.status,
  };
  const form = useForm<Fields, unknown, z.output<typeof videoFieldsSchema>>({
    values: saved,
    // A render finishing (or any refetch) updates what is saved, and keeps what is being edited.
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(videoFieldsSchema),
  });
  const { errors, dirtyFields } = form.formState;
  const current = form.watch();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [storyboardOpen, setStoryboardOpen] = useState(false);
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const remove = useDeleteVideo();
  const renderer = useRenderVideo();

  // Edited fields, by content: RHF's dirty flags can outlive a save when a refetch lands in between.
  const changed = (Object.keys(saved) as FieldName[]).filter(
    (k) => dirtyFields[k] && (current[k] ?? '').trim() !== (saved[k] ?? '').trim(),
  );
  const dirty = local || changed.length > 0;
  const rendering = base.status === 'generating';

  const startRender = (id: string) =>
    renderer.mutate(id, {
      onSuccess: () => notifySuccess('Rendering started. The current video stays until the new one is ready.'),
      onError: (e) => notifyMutationError(e, { fallback: 'The render could not be started. Please try again.' }),
    });

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
              form.reset({
                title: v.title,
                description: v.description ?? '',
                script: v.script ?? '',
                status: v.status,
              });
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
  const save = submit();

  function confirmDelete() {
    if (local) {
      setDeleteOpen(false);
      onDeleted();
      return;
    }
    remove.mutate(base.id, {
      onSuccess: () => {
        setDeleteOpen(false);
        notifySuccess('Video deleted successfully');
        onDeleted();
      },
      onError: (e) => notifyMutationError(e, { fallback: 'Failed to delete video' }),
    });
  }

  const preview = () => {
    if (checkPreview(base)) setPreviewOpen(true);
  };
  const saving = create.isPending || update.isPending;
  const script = form.watch('script') ?? '';
  const words = wordCount(script);
  const wordsChanged = changed.includes('title') || changed.includes('script');
  const action = renderAction(base, {
    wordsChanged,
    otherChanges: local || changed.includes('description') || changed.includes('status'),
    script,
  });
  const render = () => {
    if (action.kind !== 'render' && action.kind !== 're-render') return;
    if (action.saveFirst) void submit(startRender)();
    else startRender(base.id);
  };
  const platforms = asPlatforms(base.platforms);
  // The storyboard is the saved script's: unsaved edits are saved first, as Render does.
  const storyboard = () => {
    if (dirty) void submit(() => setStoryboardOpen(true))();
    else setStoryboardOpen(true);
  };

  return (
    <section className="flex flex-col rounded-xl border bg-card shadow-xs" aria-label="Video editor">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b px-5 py-4">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold" data-testid="editor-heading">
            {base.title || 'Untitled video'}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {local ? (
              <span>Not saved yet — press Save Changes to keep it</span>
            ) : (
              <span>Created {formatDateTime(base.createdAt)}</span>
            )}
            {base.duration !== null && <span className="tabular-nums">{formatDuration(base.duration)}</span>}
            {platforms.length > 0 && <span>{platforms.map((p) => PLATFORM_LABELS[p]).join(', ')}</span>}
          </p>
        </div>
        {local ? (
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200 ring-inset">
            Unsaved draft
          </span>
        ) : (
          <VideoStatusBadge status={base.status} />
        )}
      </header>

      <div className="grid gap-6 p-5 md:grid-cols-[minmax(0,1fr)_200px] xl:grid-cols-[minmax(0,1fr)_240px]">
        <form className="grid gap-4" noValidate onSubmit={(e) => void save(e)}>
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

        <aside className="mx-auto w-full max-w-[240px] md:max-w-none">
          <MediaPanel video={base} local={local} onPreview={preview} onGenerate={onGenerate} />
        </aside>
      </div>

      <footer className="flex flex-wrap items-center gap-2 border-t bg-muted/30 px-5 py-3">
        <Button onClick={() => void save()} disabled={!dirty || saving}>
          <Save /> {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        {action.kind === 'rendering' ? (
          <Button variant="gradient" disabled>
            <Loader2 className="animate-spin" /> Rendering...
          </Button>
        ) : action.kind !== 'none' ? (
          <Button
            variant="gradient"
            onClick={render}
            disabled={saving || renderer.isPending}
            title={action.saveFirst ? 'Saves your changes, then renders them' : undefined}
          >
            {action.kind === 'render' ? <Clapperboard /> : <RefreshCw />} {action.label}
          </Button>
        ) : null}
        {!local && script.trim() && (
          <Button
            variant="outline"
            onClick={storyboard}
            disabled={rendering || saving}
            title={
              rendering
                ? 'The storyboard opens when the render finishes'
                : dirty
                  ? 'Saves your changes, then opens the storyboard'
                  : undefined
            }
          >
            <LayoutList /> Storyboard
          </Button>
        )}
        <Button variant="outline" onClick={preview}>
          <Eye /> Preview
        </Button>
        <Button variant="outline" onClick={() => void downloadVideo(base)}>
          <Download /> Download
        </Button>
        <Button variant="outline" onClick={() => void shareVideo(base)}>
          <Share2 /> Share
        </Button>
        <Button
          variant="ghost"
          className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDeleteOpen(true)}
        >
          <Trash2 /> Delete
        </Button>
      </footer>

      {!local && <StoryboardDialog video={base} open={storyboardOpen} onOpenChange={setStoryboardOpen} />}
      {!local && base.videoUrl && <PreviewDialog video={base} open={previewOpen} onOpenChange={setPreviewOpen} />}
      <ConfirmDeleteDialog
        open={deleteOpen}
        title="Delete this video?"
        description={`“${base.title || 'Untitled video'}” and its rendered files will be deleted for good. Anyone with its watch link will no longer see it.`}
        confirmLabel="Delete Video"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteOpen(false)}
      />
    </section>
  );
}
