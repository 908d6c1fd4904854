import type { Video } from '@reelforge/contracts';
import { AlertTriangle, Film, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDuration } from '../lib/format';
import { versioned } from '../lib/status';

/** A small portrait frame: the rendered thumbnail, or what state the video is in. */
export function VideoThumb({
  video,
  showDuration = false,
  className,
}: {
  video: Pick<Video, 'thumbnailUrl' | 'duration' | 'status' | 'renderedAt'>;
  showDuration?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-slate-100 to-slate-200',
        className,
      )}
    >
      {video.thumbnailUrl ? (
        <img
          src={versioned(video.thumbnailUrl, video.renderedAt)}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : video.status === 'generating' ? (
        <Loader2 className="size-4 animate-spin text-amber-600" />
      ) : video.status === 'failed' ? (
        <AlertTriangle className="size-4 text-red-500" />
      ) : (
        <Film className="size-4 text-slate-400" />
      )}
      {showDuration && video.duration !== null && video.thumbnailUrl && (
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent pt-2 pb-0.5 text-center text-[10px] font-medium text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
      )}
    </div>
  );
}
