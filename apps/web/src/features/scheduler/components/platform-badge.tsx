import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { PlatformMark } from '@/components/platform-mark';

/** A platform badge on a post: mark and name. */
export function PlatformBadge({ platform }: { platform: Platform }) {
  return (
    <span
      data-testid="post-platform"
      className="inline-flex items-center gap-1.5 rounded-full border bg-background py-0.5 pr-2.5 pl-0.5 text-xs font-medium"
    >
      <PlatformMark platform={platform} size="sm" className="rounded-full" />
      {PLATFORM_LABELS[platform]}
    </span>
  );
}
