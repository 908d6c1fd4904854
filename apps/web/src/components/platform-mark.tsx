import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { cn } from '@/lib/utils';

const COLORS: Record<Platform, string> = {
  tiktok: 'bg-neutral-900 text-white',
  youtube: 'bg-red-600 text-white',
  instagram: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600 text-white',
  facebook: 'bg-blue-600 text-white',
  twitter: 'bg-neutral-800 text-white',
  linkedin: 'bg-sky-700 text-white',
  mastodon: 'bg-indigo-600 text-white',
  bluesky: 'bg-blue-500 text-white',
  threads: 'bg-black text-white',
  pinterest: 'bg-red-700 text-white',
};

const SIZES = {
  xs: 'size-4 rounded text-[7px]',
  sm: 'size-5 rounded-[5px] text-[9px]',
  md: 'size-6 rounded-md text-[10px]',
  lg: 'size-8 rounded-lg text-xs',
  xl: 'size-9 rounded-lg text-xs',
} as const;

interface Props {
  platform: Platform;
  size?: keyof typeof SIZES;
  /** Marks shown without the platform's name next to them carry it themselves. */
  labelled?: boolean;
  className?: string;
}

/** A small brand-coloured mark for a platform (brand logos are not in the icon set). */
export function PlatformMark({ platform, size = 'md', labelled = false, className }: Props) {
  const name = PLATFORM_LABELS[platform];
  return (
    <span
      {...(labelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      title={labelled ? name : undefined}
      className={cn('flex shrink-0 items-center justify-center font-bold', SIZES[size], COLORS[platform], className)}
    >
      {platform === 'twitter' ? 'X' : name.slice(0, 2)}
    </span>
  );
}
