import type { Avatar } from '@reelforge/contracts';
import { Plus, UserRoundPlus } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { AvatarCard, type AvatarCardActions } from './avatar-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';

interface Props extends AvatarCardActions {
  avatars?: Avatar[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onCreate: () => void;
  selectedId: string | null;
  className?: string;
}

function EmptyGallery({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-700">
        <UserRoundPlus className="size-6" />
      </span>
      <p className="mt-1 font-semibold">No avatars yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Upload one photo and pick a style: your avatar gets its own look and voice, ready to present your videos.
      </p>
      <Button variant="gradient" className="mt-3" onClick={onCreate}>
        <Plus /> Create Your First Avatar
      </Button>
    </div>
  );
}

/** Spec: the Avatar Gallery grid, with its empty state. */
export function AvatarGallery({
  avatars,
  isLoading,
  isError,
  onRetry,
  onCreate,
  selectedId,
  className,
  ...actions
}: Props) {
  const count = avatars?.length ?? 0;
  return (
    <section aria-labelledby="avatar-gallery" className={cn('rounded-xl border bg-card p-5 shadow-xs', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <div>
          <h2 id="avatar-gallery" className="font-semibold">
            Avatar Gallery
          </h2>
          <p className="text-sm text-muted-foreground">
            {count > 0
              ? `${count} avatar${count === 1 ? '' : 's'} · the default presents your AI videos`
              : 'Your presenters'}
          </p>
        </div>
        {count > 0 && (
          <Button size="sm" variant="outline" onClick={onCreate}>
            <Plus /> New Avatar
          </Button>
        )}
      </div>

      {isLoading ? (
        <SkeletonList
          label="Loading avatars"
          count={4}
          className={GRID}
          itemClassName="overflow-hidden rounded-xl border"
        >
          <Skeleton className="aspect-square rounded-none" />
          <div className="grid gap-2 p-3.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </SkeletonList>
      ) : isError ? (
        <LoadError what="Your avatars" onRetry={onRetry} />
      ) : count === 0 ? (
        <EmptyGallery onCreate={onCreate} />
      ) : (
        <ul className={GRID} data-testid="avatar-gallery">
          {avatars!.map((avatar) => (
            <AvatarCard key={avatar.id} avatar={avatar} selected={avatar.id === selectedId} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
