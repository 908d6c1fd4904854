import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { cn } from '@/lib/utils';

const COLORS: Record<Platform, string> = {
  tiktok: 'bg-neutral-900 text-white',
  youtube: 'bg-red-600 text-white',
  instagram: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600 text-white',
  facebook: 'bg-blue-600 text-white',
  twitter: 'bg-neutral-800 text-white',
  linkedin: 'bg-sky-700 text-white',
};

/** A small brand-coloured mark for a platform (brand logos are not in the icon set). */
export function PlatformMark({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg text-xs font-bold',
        COLORS[platform],
        className,
      )}
    >
      {platform === 'twitter' ? 'X' : PLATFORM_LABELS[platform].slice(0, 2)}
    </span>
  );
}
