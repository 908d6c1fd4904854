import type { VideoStatus } from '@reelforge/contracts';
import { StatusBadge } from '@/components/status-badge';
import { VIDEO_STATUS_LOOK } from '@/lib/video-status';

export function VideoStatusBadge({ status, className }: { status: VideoStatus; className?: string }) {
  return <StatusBadge look={VIDEO_STATUS_LOOK[status]} className={className} testId="video-status" status={status} />;
}
