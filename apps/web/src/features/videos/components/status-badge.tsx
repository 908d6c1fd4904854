import type { VideoStatus } from '@reelforge/contracts';
import { cn } from '@/lib/utils';
import { STATUS_LABELS, STATUS_STYLES } from '../lib/status';

export function VideoStatusBadge({ status, className }: { status: VideoStatus; className?: string }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      data-testid="video-status"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        style.badge,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', style.dot)} />
      {STATUS_LABELS[status]}
    </span>
  );
}

export function StatusDot({ status }: { status: VideoStatus }) {
  return <span className={cn('size-2 shrink-0 rounded-full', STATUS_STYLES[status].dot)} />;
}
