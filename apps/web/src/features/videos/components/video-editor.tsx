import type { Video } from '@reelforge/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useVideo } from '../api/get-video';
import { useDeleteVideo, useUpdateVideo } from '../api/mutations';
import { useRenderVideo } from '../api/render-video';
import { renderAction } from '../lib/render-action';
import { EditorActions } from './editor/editor-actions';
import { EditorFields } from './editor/editor-fields';
import { EditorHeader } from './editor/editor-header';
import { useEditorForm } from './editor/use-editor-form';
import { MediaPanel } from './media-panel';
import { PreviewDialog } from './preview-dialog';
import { RenderStepsView } from './render-steps-view';
import { StoryboardDialog } from './storyboard-dialog';
import { TranslateDialog } from './translate-dialog';
import { checkPreview, checkShare, shareVideo } from './video-actions';

interface Props {
  video: Video;
  /** A local draft: not on the server until Save Changes (spec section 2). */
  local?: boolean;
  onSaved: (video: Video) => void;
  onDeleted: () => void;
  /** Opens the AI flow for a local draft. */
  onGenerate?: () => void;
}

/**
 * Title, description, script and status, with Save Changes, Preview, Download, Share and Delete.
 * Edits sit on top of the saved video, so a render finishing meanwhile never undoes them.
 */
export function VideoEditor({ video, local = false, onSaved, onDeleted, onGenerate }: Props) {
  const live = useVideo(local ? null : video.id, { initial: video }).data;
  const base = local ? video : (live ?? video);
  const { form, changed, dirty, submit, saving } = useEditorForm(base, local, onSaved);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [storyboardOpen, setStoryboardOpen] = useState(false);
  const [translateOpen, setTranslateOpen] = useState(false);
  const remove = useDeleteVideo();
  const renderer = useRenderVideo();
  const rendering = base.status === 'generating';

  const startRender = (id: string) =>
    renderer.mutate(id, {
      onSuccess: () => notifySuccess('Rendering started. The current video stays until the new one is ready.'),
      onError: (e) => notifyMutationError(e, { fallback: 'The render could not be started. Please try again.' }),
    });
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

  const publish = useUpdateVideo();
  // Sharing a ready video publishes it first: the watch link works for published videos only.
  const share = () => {
    if (!checkShare(base)) return;
    if (base.status === 'published') return void shareVideo(base);
    publish.mutate(
      { id: base.id, status: 'published' },
      {
        onSuccess: (v) => void shareVideo(v, { published: true }),
        onError: (e) => notifyMutationError(e, { fallback: 'Failed to update video' }),
      },
    );
  };

  const preview = () => {
    if (checkPreview(base)) setPreviewOpen(true);
  };
  const script = form.watch('script') ?? '';
  const action = renderAction(base, {
    wordsChanged: changed.includes('title') || changed.includes('script'),
    otherChanges: local || changed.includes('description') || changed.includes('status'),
    script,
  });
  const render = () => {
    if (action.kind !== 'render' && action.kind !== 're-render') return;
    if (action.saveFirst) void submit(startRender)();
    else startRender(base.id);
  };
  // The storyboard is the saved script's: unsaved edits are saved first, as Render does.
  const storyboard = () => {
    if (dirty) void submit(() => setStoryboardOpen(true))();
    else setStoryboardOpen(true);
  };

  return (
    <section className="flex flex-col rounded-xl border bg-card shadow-xs" aria-label="Video editor">
      <EditorHeader video={base} local={local} />

      <div className="grid gap-6 p-5 md:grid-cols-[minmax(0,1fr)_200px] xl:grid-cols-[minmax(0,1fr)_240px]">
        <EditorFields form={form} onSubmit={(e) => void save(e)} rendering={rendering} />
        <aside className="mx-auto w-full max-w-[240px] md:max-w-none">
          <MediaPanel video={base} local={local} onPreview={preview} onGenerate={onGenerate} />
        </aside>
      </div>

      {!local && <RenderStepsView video={base} />}

      <EditorActions
        video={base}
        action={action}
        dirty={dirty}
        saving={saving}
        starting={renderer.isPending}
        storyboard={!local && Boolean(script.trim())}
        onSave={() => void save()}
        onRender={render}
        onStoryboard={storyboard}
        onTranslate={() => setTranslateOpen(true)}
        onPreview={preview}
        onShare={share}
        sharing={publish.isPending}
        onDelete={() => setDeleteOpen(true)}
      />

      {!local && <StoryboardDialog video={base} open={storyboardOpen} onOpenChange={setStoryboardOpen} />}
      {!local && <TranslateDialog video={base} open={translateOpen} onOpenChange={setTranslateOpen} />}
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
