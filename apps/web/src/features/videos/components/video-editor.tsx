import {
  PLATFORM_LABELS,
  PLATFORMS,
  VIDEO_STATUSES,
  type Platform,
  type Video,
  type VideoStatus,
} from '@reelforge/contracts';
import { Download, Eye, Save, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { trackEvent } from '@/lib/analytics';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useVideo } from '../api/get-video';
import { updateVideoSchema, useCreateVideo, useDeleteVideo, useUpdateVideo } from '../api/mutations';
import { formatDateTime, formatDuration, wordCount } from '../lib/format';
import { STATUS_LABELS } from '../lib/status';
import { DeleteVideoDialog } from './delete-video-dialog';
import { MediaPanel } from './media-panel';
import { PreviewDialog } from './preview-dialog';
import { StatusDot, VideoStatusBadge } from './status-badge';
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

type Fields = { title: string; description: string; script: string; status: VideoStatus };

const fail = (error: unknown, fallback: string) => {
  if (handleUnauthorized(error)) return;
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
};

const asPlatforms = (list: string[]) => list.filter((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));

/**
 * Title, description, script and status, with Save Changes, Preview, Download, Share and Delete.
 * Edits sit on top of the saved video, so a render finishing meanwhile never undoes them.
 */
export function VideoEditor({ video, local = false, onSaved, onDeleted, onGenerate }: Props) {
  const ids = useId();
  const live = useVideo(local ? null : video.id, { initial: video }).data;
  const base = local ? video : (live ?? video);
  const [edits, setEdits] = useState<Partial<Fields>>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const remove = useDeleteVideo();

  const saved: Fields = {
    title: base.title,
    description: base.description ?? '',
    script: base.script ?? '',
    status: base.status,
  };
  const values: Fields = { ...saved, ...edits };
  const changed = (Object.keys(edits) as (keyof Fields)[]).filter((k) => edits[k] !== saved[k]);
  const dirty = local || changed.length > 0;
  const rendering = base.status === 'generating';
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setEdits((e) => ({ ...e, [key]: value }));

  function save() {
    const patch = local ? values : Object.fromEntries(changed.map((k) => [k, values[k]]));
    const checked = updateVideoSchema.safeParse({
      ...patch,
      ...('description' in patch ? { description: values.description || null } : {}),
      ...('script' in patch ? { script: values.script || null } : {}),
    });
    if (!checked.success) {
      toast({ title: 'Error', description: checked.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    if (local) {
      create.mutate(
        {
          title: values.title,
          description: values.description || null,
          script: values.script || null,
          status: values.status,
          platforms: asPlatforms(base.platforms),
        },
        {
          onSuccess: (v) => {
            trackEvent('video_created', 'video_studio');
            toast({ title: 'Success', description: 'Video saved successfully' });
            onSaved(v);
          },
          onError: (e) => fail(e, 'Failed to save video. Please try again.'),
        },
      );
      return;
    }
    update.mutate(
      { id: base.id, ...checked.data },
      {
        onSuccess: (v) => {
          setEdits({});
          toast({ title: 'Success', description: 'Video updated successfully' });
          onSaved(v);
        },
        onError: (e) => fail(e, 'Failed to update video'),
      },
    );
  }

  function confirmDelete() {
    if (local) {
      setDeleteOpen(false);
      onDeleted();
      return;
    }
    remove.mutate(base.id, {
      onSuccess: () => {
        setDeleteOpen(false);
        toast({ title: 'Success', description: 'Video deleted successfully' });
        onDeleted();
      },
      onError: (e) => fail(e, 'Failed to delete video'),
    });
  }

  const preview = () => {
    if (checkPreview(base)) setPreviewOpen(true);
  };
  const saving = create.isPending || update.isPending;
  const words = wordCount(values.script);
  const platforms = asPlatforms(base.platforms);

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
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-title`}>Title</Label>
            <Input
              id={`${ids}-title`}
              value={values.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea
              id={`${ids}-description`}
              rows={3}
              value={values.description}
              maxLength={5000}
              placeholder="What viewers read under the video"
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={`${ids}-script`}>Script</Label>
              <span className="text-xs text-muted-foreground tabular-nums">
                {words} words · about {formatDuration(words / 2.5)} spoken
              </span>
            </div>
            <Textarea
              id={`${ids}-script`}
              rows={9}
              value={values.script}
              placeholder="The words the narrator speaks"
              className="font-[450] leading-relaxed"
              onChange={(e) => set('script', e.target.value)}
            />
          </div>
          <div className="grid gap-2 sm:max-w-60">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <Select value={values.status} onValueChange={(s) => set('status', s as VideoStatus)} disabled={rendering}>
              <SelectTrigger id={`${ids}-status`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VIDEO_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    <StatusDot status={s} />
                    {STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {rendering && (
              <p className="text-xs text-muted-foreground">The status changes by itself when the render finishes.</p>
            )}
          </div>
          <button type="submit" hidden />
        </form>

        <aside className="mx-auto w-full max-w-[240px] md:max-w-none">
          <MediaPanel video={base} local={local} onPreview={preview} onGenerate={onGenerate} />
        </aside>
      </div>

      <footer className="flex flex-wrap items-center gap-2 border-t bg-muted/30 px-5 py-3">
        <Button onClick={save} disabled={!dirty || saving}>
          <Save /> {saving ? 'Saving...' : 'Save Changes'}
        </Button>
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

      {!local && base.videoUrl && <PreviewDialog video={base} open={previewOpen} onOpenChange={setPreviewOpen} />}
      <DeleteVideoDialog
        title={base.title || 'Untitled video'}
        open={deleteOpen}
        pending={remove.isPending}
        onOpenChange={setDeleteOpen}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
