import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { cn } from '@/lib/utils';

export const PLATFORM_COLORS: Record<Platform, string> = {
  tiktok: 'bg-neutral-900 text-white',
  youtube: 'bg-red-600 text-white',
  instagram: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600 text-white',
  facebook: 'bg-blue-600 text-white',
  twitter: 'bg-neutral-800 text-white',
  linkedin: 'bg-sky-700 text-white',
};

export const platformInitials = (p: Platform) => (p === 'twitter' ? 'X' : PLATFORM_LABELS[p].slice(0, 2));

/** A small brand-coloured mark for a platform (brand logos are not in the icon set). */
export function PlatformMark({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-[5px] text-[9px] font-bold',
        PLATFORM_COLORS[platform],
        className,
      )}
    >
      {platformInitials(platform)}
    </span>
  );
}

/** A platform badge: mark and name. */
export function PlatformBadge({ platform }: { platform: Platform }) {
  return (
    <span
      data-testid="post-platform"
      className="inline-flex items-center gap-1.5 rounded-full border bg-background py-0.5 pr-2.5 pl-0.5 text-xs font-medium"
    >
      <PlatformMark platform={platform} className="size-5 rounded-full" />
      {PLATFORM_LABELS[platform]}
    </span>
  );
}
