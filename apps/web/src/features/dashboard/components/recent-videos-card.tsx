import { LIMITS, type VideoStatus } from '@reelforge/contracts';
import { Clapperboard, Eye, Film, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { formatCount, formatDuration, videoReach } from '../lib/format';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';

export interface RecentVideo {
  id: string;
  title: string;
  status: VideoStatus;
  views: number;
  thumbnailUrl: string | null;
  duration: number | null;
}

const STATUS_VARIANT = {
  draft: 'secondary',
  generating: 'warning',
  ready: 'success',
  published: 'default',
  failed: 'destructive',
} as const;

function VideoRow({ video }: { video: RecentVideo }) {
  const reach = videoReach(video.views);
  return (
    <li>
      <Link
        href={`/video-studio?video=${encodeURIComponent(video.id)}`}
        className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 transition hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        data-testid="recent-video"
      >
        <div className="relative flex h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
          {video.thumbnailUrl ? (
            <img src={video.thumbnailUrl} alt="" className="size-full object-cover" />
          ) : (
            <Film className="size-5 text-muted-foreground" />
          )}
          {video.duration !== null && (
            <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-[10px] text-white tabular-nums">
              {formatDuration(video.duration)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{video.title}</p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-3" /> {formatCount(video.views)} views
          </p>
        </div>
        {reach && <Badge className="bg-gradient-to-r from-violet-600 to-fuchsia-600">{reach}</Badge>}
        <Badge variant={STATUS_VARIANT[video.status]} className="capitalize">
          {video.status}
        </Badge>
      </Link>
    </li>
  );
}

interface Props {
  videos: RecentVideo[];
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Opens the video flow in place; without it the empty state links to the studio. */
  onCreate?: () => void;
  className?: string;
}

/** The newest videos (spec: the first 5), or an honest empty state. */
export function RecentVideosCard({ videos, isLoading, isError, onRetry, onCreate, className }: Props) {
  const shown = videos.slice(0, LIMITS.recentVideos);
  return (
    <DashboardCard
      title="Recent Videos"
      description="Your latest creations"
      icon={Clapperboard}
      className={className}
      link={{ href: '/video-studio', label: 'View All' }}
    >
      {isLoading ? (
        <SkeletonList
          label="Loading videos"
          count={3}
          className="divide-y"
          itemClassName="flex items-center gap-3 py-2.5"
        >
          <Skeleton className="h-12 w-20 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-20" />
          </div>
        </SkeletonList>
      ) : isError ? (
        <LoadError what="Your videos" onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Film}
          title="No videos yet"
          hint="Turn an idea into a captioned, voiced video in a few minutes."
          action={
            onCreate ? (
              <Button variant="gradient" size="sm" onClick={onCreate}>
                <Plus /> Create your first video
              </Button>
            ) : (
              <Button asChild variant="gradient" size="sm">
                <Link href="/video-studio">
                  <Plus /> Create your first video
                </Link>
              </Button>
            )
          }
        />
      ) : (
        <ul className="divide-y" aria-label="Recent videos">
          {shown.map((v) => (
            <VideoRow key={v.id} video={v} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
