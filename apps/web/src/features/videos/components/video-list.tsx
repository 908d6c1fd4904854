import type { VideoSummary } from '@reelforge/contracts';
import { AlertCircle, Clock, Film, Plus, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useVideo } from '../api/get-video';
import { formatDate, formatDateTime, formatDuration } from '../lib/format';
import { stageLabel } from '../lib/stages';
import { VideoStatusBadge } from './status-badge';
import { VideoThumb } from './video-thumb';

interface Props {
  videos: VideoSummary[];
  /** The unsaved local draft, shown first. */
  draft: VideoSummary | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCreate: () => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** More pages on the server: a Load more button fetches the next one. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/** While a video renders its row follows the job (the list itself does not poll). */
function RenderProgress({ video }: { video: VideoSummary }) {
  const live = useVideo(video.id).data ?? video;
  if (live.status !== 'generating') return null;
  return (
    <div className="mt-1.5 grid gap-1">
      <Progress value={live.progress} className="h-1.5 bg-amber-100" indicatorClassName="bg-amber-500" />
      <p className="truncate text-[11px] text-amber-800">
        {stageLabel(live.stage)} · {live.progress}%
      </p>
    </div>
  );
}

function Row({
  video,
  local,
  selected,
  onSelect,
}: {
  video: VideoSummary;
  local?: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        data-testid="video-row"
        className={cn(
          'flex w-full items-start gap-3 rounded-xl border border-transparent p-2.5 text-left transition hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          selected && 'border-primary/30 bg-accent shadow-xs hover:bg-accent',
        )}
      >
        <VideoThumb video={video} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 text-sm leading-snug font-medium" data-testid="video-row-title">
              {video.title || 'Untitled video'}
            </span>
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {local ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800 ring-1 ring-sky-200 ring-inset">
                Unsaved draft
              </span>
            ) : (
              <VideoStatusBadge status={video.status} />
            )}
            {video.duration !== null && (
              <span className="inline-flex items-center gap-1 tabular-nums">
                <Timer className="size-3" />
                {formatDuration(video.duration)}
              </span>
            )}
            {!local && (
              <span className="inline-flex items-center gap-1" title={formatDateTime(video.createdAt)}>
                <Clock className="size-3" />
                {formatDate(video.createdAt)}
              </span>
            )}
          </span>
          {video.status === 'generating' && !local && <RenderProgress video={video} />}
        </span>
      </button>
    </li>
  );
}

export function VideoList({ videos, draft, selectedId, onSelect, onCreate, isLoading, error, onRetry, hasMore, loadingMore, onLoadMore }: Props) {
  if (isLoading) {
    return (
      <ul className="grid gap-1" aria-busy="true" aria-label="Loading videos">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 p-2.5">
            <Skeleton className="h-16 w-12 rounded-lg" />
            <div className="flex-1 space-y-2 py-1">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (error && !draft) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-8 text-center text-sm">
        <AlertCircle className="size-5 text-destructive" />
        <p>Your videos couldn't be loaded.</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (videos.length === 0 && !draft) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Film className="size-5" />
        </span>
        <p className="mt-1 text-sm font-semibold">No videos yet</p>
        <p className="max-w-56 text-sm text-muted-foreground">
          Type a topic and get a narrated, captioned video in about a minute.
        </p>
        <Button variant="gradient" size="sm" className="mt-2" onClick={onCreate}>
          <Plus /> Create AI Video
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-1" aria-label="Your Videos">
      {draft && <Row video={draft} local selected={selectedId === draft.id} onSelect={() => onSelect(draft.id)} />}
      {videos.map((v) => (
        <Row key={v.id} video={v} selected={selectedId === v.id} onSelect={() => onSelect(v.id)} />
      ))}
      {hasMore && onLoadMore && (
        <li className="p-2">
          <Button variant="outline" size="sm" className="w-full" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </li>
      )}
    </ul>
  );
}
