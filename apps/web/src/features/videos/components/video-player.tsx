import type { Video } from '@reelforge/contracts';
import { cn } from '@/lib/utils';

interface Props {
  video: Pick<Video, 'videoUrl' | 'thumbnailUrl' | 'captionsUrl' | 'title'>;
  autoPlay?: boolean;
  className?: string;
}

/**
 * The real MP4, streamed with HTTP Range so it starts at once and seeks. Captions are burned into
 * the picture; the sidecar track is there for assistive tech and players that list it, so it is
 * not shown by default (it would print every line twice).
 */
export function VideoPlayer({ video, autoPlay, className }: Props) {
  if (!video.videoUrl) return null;
  return (
    <div
      className={cn(
        'flex h-[min(62vh,560px)] items-center justify-center overflow-hidden rounded-xl bg-black',
        className,
      )}
    >
      <video
        data-testid="video-player"
        key={video.videoUrl}
        className="size-full object-contain"
        src={video.videoUrl}
        poster={video.thumbnailUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        aria-label={video.title}
      >
        {video.captionsUrl && <track kind="captions" src={video.captionsUrl} label="Captions" />}
      </video>
    </div>
  );
}
