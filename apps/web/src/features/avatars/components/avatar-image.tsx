import type { Avatar } from '@reelforge/contracts';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { initialsOf } from '../lib/display';

/** The avatar's own image, or its initials when it has none (or the image cannot be loaded). */
export function AvatarImage({
  avatar,
  className,
  initialsClassName,
  src,
}: {
  avatar: Pick<Avatar, 'name' | 'imageUrl'>;
  className?: string;
  initialsClassName?: string;
  /** Overrides the image (the preview shows the talking frame while the voice plays). */
  src?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src ?? avatar.imageUrl;
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={avatar.name}
        loading="lazy"
        draggable={false}
        onError={() => setFailed(url)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={avatar.name}
      data-testid="avatar-initials"
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-violet-500 to-fuchsia-500 font-semibold tracking-wide text-white select-none',
        className,
        initialsClassName,
      )}
    >
      {initialsOf(avatar.name)}
    </div>
  );
}
