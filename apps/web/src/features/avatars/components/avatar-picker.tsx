import { useEffect } from 'react';
import { Link } from 'wouter';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { useAvatars } from '../api/get-avatars';
import { styleInfo } from '../lib/display';
import { AvatarImage } from './avatar-image';

const NONE = 'none';

export interface AvatarPickerProps {
  /** The chosen avatar id; null is "No presenter"; undefined means "not chosen yet": the default is picked once loaded. */
  value: string | null | undefined;
  onChange: (avatarId: string | null) => void;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The presenter for an AI video: one of the user's avatars (the default one pre-selected) or
 * none. Pass the chosen id as complete-video's `avatarId`.
 */
export function AvatarPicker({ value, onChange, id, disabled, className }: AvatarPickerProps) {
  const { data: avatars, isLoading, isError } = useAvatars();

  useEffect(() => {
    if (value === undefined && avatars) onChange(avatars.find((a) => a.isDefault)?.id ?? null);
  }, [value, avatars, onChange]);

  // A chosen avatar that no longer exists falls back to none.
  const known = value && avatars?.some((a) => a.id === value) ? value : NONE;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Select
        value={isLoading ? '' : known}
        onValueChange={(v) => onChange(v === NONE ? null : v)}
        disabled={disabled || isLoading}
      >
        <SelectTrigger id={id} className="h-10 w-full" data-testid="avatar-picker">
          <SelectValue placeholder={isLoading ? 'Loading avatars...' : 'No presenter'} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>
            <span className="flex size-6 items-center justify-center rounded-full border border-dashed text-[10px] text-muted-foreground">
              -
            </span>
            No presenter
          </SelectItem>
          {avatars?.map((a) => (
            <SelectItem key={a.id} value={a.id}>
              <span className="size-6 shrink-0 overflow-hidden rounded-full">
                <AvatarImage avatar={a} initialsClassName="text-[10px]" />
              </span>
              <span className="truncate">{a.name}</span>
              <span className="text-xs text-muted-foreground">
                {styleInfo(a.style).label}
                {a.isDefault ? ' · Default' : ''}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {isError ? (
        <p className="text-xs text-destructive">Your avatars couldn't be loaded; the video will have no presenter.</p>
      ) : avatars?.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          No avatars yet.{' '}
          <Link href="/avatar-builder" className="font-medium text-violet-700 hover:underline">
            Create one from a photo
          </Link>{' '}
          to present your videos.
        </p>
      ) : null}
    </div>
  );
}
