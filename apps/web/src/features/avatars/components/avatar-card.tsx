import type { Avatar } from '@reelforge/contracts';
import { Eye, Star, Trash2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatCreated } from '../lib/display';
import { AvatarImage } from './avatar-image';
import { DefaultBadge, StyleBadge, VoiceBadge } from './avatar-badges';
import { IconAction } from './icon-action';

export interface AvatarCardActions {
  onPreview: (avatar: Avatar) => void;
  onSetDefault: (avatar: Avatar) => void;
  onDelete: (avatar: Avatar) => void;
  /** The avatar whose default change is in flight. */
  settingDefaultId?: string | null;
}

export function AvatarCard({
  avatar,
  selected,
  ...actions
}: { avatar: Avatar; selected: boolean } & AvatarCardActions) {
  return (
    <li
      data-testid="avatar-card"
      data-avatar-id={avatar.id}
      aria-label={avatar.name}
      className={cn(
        'group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition hover:-translate-y-0.5 hover:shadow-md',
        avatar.isDefault && 'border-amber-300 ring-1 ring-amber-300/60',
        selected && 'ring-2 ring-violet-500',
      )}
    >
      <button
        type="button"
        onClick={() => actions.onPreview(avatar)}
        aria-label={`Preview ${avatar.name}`}
        className="relative block aspect-square w-full cursor-pointer overflow-hidden bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <AvatarImage
          avatar={avatar}
          className="transition duration-300 group-hover:scale-[1.03]"
          initialsClassName="text-4xl"
        />
        {avatar.isDefault && <DefaultBadge className="absolute top-2.5 left-2.5" />}
      </button>
      <div className="flex flex-1 flex-col gap-2 px-3.5 pt-3 pb-2">
        <h3 className="truncate leading-tight font-semibold" title={avatar.name}>
          {avatar.name}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <StyleBadge style={avatar.style} />
          <VoiceBadge voiceId={avatar.voiceId} />
        </div>
        <p className="text-xs text-muted-foreground">
          Created <time dateTime={avatar.createdAt}>{formatCreated(avatar.createdAt)}</time>
        </p>
      </div>
      <div className="flex items-center gap-0.5 border-t px-1.5 py-1">
        <IconAction label="Preview" icon={Eye} onClick={() => actions.onPreview(avatar)} />
        {!avatar.isDefault && (
          <IconAction
            label="Set as Default"
            icon={Star}
            onClick={() => actions.onSetDefault(avatar)}
            disabled={actions.settingDefaultId === avatar.id}
          />
        )}
        <IconAction
          label="Delete"
          icon={Trash2}
          onClick={() => actions.onDelete(avatar)}
          className="ml-auto hover:bg-destructive/10 hover:text-destructive"
        />
      </div>
    </li>
  );
}
