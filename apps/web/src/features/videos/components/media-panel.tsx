import { isPlayable, type Video } from '@reelforge/contracts';
import { AlertTriangle, Film, Play, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatDuration } from '../lib/format';
import { stageLabel } from '../lib/stages';
import { versioned } from '../lib/status';

interface Props {
  video: Video;
  local: boolean;
  onPreview: () => void;
  onGenerate?: () => void;
}

const frame = 'relative flex aspect-[9/16] w-full flex-col items-center justify-center overflow-hidden rounded-xl';

/** What the video looks like now: its poster, its render progress, why it failed, or nothing yet. */
export function MediaPanel({ video, local, onPreview, onGenerate }: Props) {
  const rerendering = video.status === 'generating';
  if ((isPlayable(video) || rerendering) && video.videoUrl) {
    return (
      <button type="button" onClick={onPreview} className={`${frame} group bg-black`} aria-label="Play preview">
        {video.thumbnailUrl && (
          <img
            src={versioned(video.thumbnailUrl, video.renderedAt)}
            alt=""
            // contain: square and landscape videos show whole, on black, not cropped to the 9:16 frame.
            className="absolute inset-0 size-full object-contain opacity-90 transition group-hover:opacity-100"
          />
        )}
        <span className="relative flex size-14 items-center justify-center rounded-full bg-white/90 text-violet-700 shadow-lg transition group-hover:scale-105">
          <Play className="ml-0.5 size-6 fill-current" />
        </span>
        {video.duration !== null && !rerendering && (
          <span className="absolute right-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs text-white tabular-nums">
            {formatDuration(video.duration)}
          </span>
        )}
        {rerendering && (
          // The current file still plays; the new one replaces it when it is ready.
          <span
            className="absolute inset-x-2 bottom-2 flex min-w-0 flex-col gap-1.5 rounded-lg bg-black/75 p-2 text-left text-xs text-white"
            data-testid="editor-render-progress"
          >
            <span className="flex items-center justify-between gap-2 font-medium">
              <span>Re-rendering</span>
              <span className="shrink-0 tabular-nums">{video.progress}%</span>
            </span>
            <span className="truncate text-white/80">{stageLabel(video.stage)}</span>
            <Progress value={video.progress} className="h-1.5 w-full bg-white/20" indicatorClassName="bg-amber-400" />
          </span>
        )}
        {!rerendering && video.error && (
          <span
            className="absolute inset-x-2 top-2 rounded-lg bg-red-600/90 p-2 text-left text-xs text-white"
            role="note"
          >
            <span className="block font-medium">The re-render failed; the previous video is kept.</span>
            <span className="block text-white/85">{video.error}</span>
          </span>
        )}
      </button>
    );
  }
  if (video.status === 'generating') {
    return (
      <div
        className={`${frame} gap-3 border border-amber-200 bg-gradient-to-b from-amber-50 to-white p-4 text-center`}
        data-testid="editor-render-progress"
      >
        <Sparkles className="size-6 animate-pulse text-amber-600" />
        <p className="text-sm font-medium text-amber-900">{stageLabel(video.stage)}</p>
        <Progress value={video.progress} className="h-2 bg-amber-100" indicatorClassName="bg-amber-500" />
        <p className="text-xs text-amber-800 tabular-nums">{video.progress}%</p>
      </div>
    );
  }
  if (video.status === 'failed') {
    return (
      <div className={`${frame} gap-2 border border-red-200 bg-red-50/60 p-4 text-center`}>
        <AlertTriangle className="size-6 text-red-500" />
        <p className="text-sm font-medium text-red-800">Render failed</p>
        <p className="text-xs text-red-700">{video.error ?? 'The render did not finish. The script is kept.'}</p>
      </div>
    );
  }
  return (
    <div className={`${frame} gap-2 border border-dashed bg-muted/40 p-4 text-center`}>
      <Film className="size-6 text-muted-foreground" />
      <p className="text-sm font-medium">Not rendered yet</p>
      <p className="text-xs text-muted-foreground">
        {video.videoUrl
          ? 'Mark it ready or published to preview it.'
          : 'Generate the video to preview, download and share it.'}
      </p>
      {local && onGenerate && (
        <Button size="sm" variant="gradient" className="mt-2" onClick={onGenerate}>
          <Sparkles /> Generate with AI
        </Button>
      )}
    </div>
  );
}
