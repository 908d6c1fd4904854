import type { Video } from '@reelforge/contracts';
import { cn } from '@/lib/utils';
import { versioned } from '../lib/status';

interface Props {
  video: Pick<Video, 'videoUrl' | 'thumbnailUrl' | 'captionsUrl' | 'title' | 'renderedAt'>;
  autoPlay?: boolean;
  className?: string;
  /** Called each time playback starts (the watch page counts the first). */
  onPlay?: () => void;
}

/**
 * The real MP4, streamed with HTTP Range so it starts at once and seeks. Captions are burned into
 * the picture; the sidecar track is there for assistive tech and players that list it, so it is
 * not shown by default (it would print every line twice).
 */
export function VideoPlayer({ video, autoPlay, className, onPlay }: Props) {
  if (!video.videoUrl) return null;
  const version = (url: string) => versioned(url, video.renderedAt);
  return (
    <div
      className={cn(
        'flex h-[min(62vh,560px)] items-center justify-center overflow-hidden rounded-xl bg-black',
        className,
      )}
    >
      <video
        data-testid="video-player"
        key={version(video.videoUrl)}
        className="size-full object-contain"
        src={version(video.videoUrl)}
        poster={video.thumbnailUrl ? version(video.thumbnailUrl) : undefined}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        onPlay={onPlay}
        aria-label={video.title}
      >
        {video.captionsUrl && <track kind="captions" src={version(video.captionsUrl)} label="Captions" />}
      </video>
    </div>
  );
}
