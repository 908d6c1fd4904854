import type { ScheduledPost } from '@reelforge/contracts';
import { CalendarPlus, Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useScheduledPosts } from '../api/get-scheduled-posts';
import { byScheduledTime, isEditable } from '../lib/stats';
import { timeUntil } from '../lib/time';
import { useNow } from '../lib/use-now';
import { DeletePostDialog } from './delete-post-dialog';
import { EditPostDialog } from './edit-post-dialog';
import { PlatformMark } from '@/components/platform-mark';
import { PostStatusBadge } from './post-status-badge';
import { SchedulePostDialog } from './schedule-post-dialog';

/** The dashboard's "Schedule New": opens the Schedule Post dialog (time at least 1 hour ahead). */
export function ScheduleNewButton({ children = 'Schedule New', ...props }: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-primary" {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <SchedulePostDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The dashboard's Scheduled Posts list: the next posts not yet published, each with working edit
 * and delete, and an empty state that schedules one.
 */
export function UpcomingPosts({ limit = 5 }: { limit?: number }) {
  const posts = useScheduledPosts();
  const now = useNow(15_000);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ScheduledPost | null>(null);
  const [creating, setCreating] = useState(false);

  const upcoming = (posts.data ?? []).filter((p) => p.status !== 'posted').sort(byScheduledTime).slice(0, limit);
  const editing = editingId ? (posts.data?.find((p) => p.id === editingId) ?? null) : null;

  let body;
  if (posts.isLoading) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  } else if (posts.isError) {
    body = (
      <LoadError what="Your posts" onRetry={() => void posts.refetch()} className="p-3" />
    );
  } else if (upcoming.length === 0) {
    body = (
      <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed px-6 py-8 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CalendarPlus className="size-5" />
        </span>
        <p className="mt-1 text-sm font-semibold">No posts scheduled</p>
        <p className="max-w-xs text-sm text-muted-foreground">Plan your next posts and Reelforge publishes them on time.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setCreating(true)}>
          <Plus /> Schedule New
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y" data-testid="upcoming-posts">
        {upcoming.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-2.5" data-testid="upcoming-post">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{p.title}</p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3" /> {timeUntil(p.scheduledTime, now)}
                <span className="ml-1 flex -space-x-1">
                  {p.platforms.map((pl) => (
                    <PlatformMark key={pl} platform={pl} size="xs" labelled className="ring-2 ring-card" />
                  ))}
                </span>
              </p>
            </div>
            <PostStatusBadge status={p.status} />
            <div className="flex shrink-0">
              {isEditable(p) && (
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${p.title}`} onClick={() => setEditingId(p.id)}>
                  <Pencil />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                aria-label={`Delete ${p.title}`}
                disabled={p.status === 'publishing'}
                onClick={() => setDeleting(p)}
              >
                <Trash2 />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      <EditPostDialog post={editing} onClose={() => setEditingId(null)} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
      <SchedulePostDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
