import type { Avatar } from '@reelforge/contracts';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { AvatarImage } from './avatar-image';

/**
 * The avatar, speaking: while its voice plays, the mouth-open frame the synthesis made is shown
 * on loud moments of the sample (`level`, 0..1). Avatars without that frame nod gently instead.
 */
export function TalkingPortrait({ avatar, level, className }: { avatar: Avatar; level: number; className?: string }) {
  const [openFrame, setOpenFrame] = useState<'loading' | 'ready' | 'missing'>('loading');
  const openUrl = avatar.imageUrl ? `/api/avatars/${avatar.id}/image-open` : null;
  const nod = openFrame === 'ready' ? 0 : level;
  return (
    <div className={cn('relative aspect-square overflow-hidden rounded-xl bg-muted', className)}>
      <div
        className="size-full transition-transform duration-75"
        style={{ transform: `translateY(${nod * 1.5}%) scale(${1 + nod * 0.015})` }}
      >
        <AvatarImage avatar={avatar} initialsClassName="text-6xl" />
      </div>
      {openUrl && openFrame !== 'missing' && (
        <img
          src={openUrl}
          alt=""
          aria-hidden
          draggable={false}
          data-testid="talking-frame"
          data-state={openFrame}
          onLoad={() => setOpenFrame('ready')}
          onError={() => setOpenFrame('missing')}
          className={cn(
            'absolute inset-0 size-full object-cover',
            openFrame === 'ready' && level >= 0.5 ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </div>
  );
}
