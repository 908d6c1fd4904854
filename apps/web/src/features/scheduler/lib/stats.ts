import type { Platform, ScheduledPost } from '@reelforge/contracts';

export interface SchedulerStats {
  /** Posts not yet posted. */
  scheduled: number;
  /** Posted posts (spec: "Posted counts as Published"). */
  published: number;
  /** Distinct platforms across all posts. */
  platforms: Platform[];
  /** The earliest non-posted post with a future time. */
  next: ScheduledPost | null;
}

export function schedulerStats(posts: readonly ScheduledPost[], now: number): SchedulerStats {
  const upcoming = posts
    .filter((p) => p.status !== 'posted' && new Date(p.scheduledTime).getTime() > now)
    .sort(byScheduledTime);
  return {
    scheduled: posts.filter((p) => p.status !== 'posted').length,
    published: posts.filter((p) => p.status === 'posted').length,
    platforms: [...new Set(posts.flatMap((p) => p.platforms))],
    next: upcoming[0] ?? null,
  };
}

/** Ascending by scheduled time (ties by creation, so the order is stable). */
export function byScheduledTime(a: ScheduledPost, b: ScheduledPost): number {
  return (
    new Date(a.scheduledTime).getTime() - new Date(b.scheduledTime).getTime() || a.createdAt.localeCompare(b.createdAt)
  );
}

/** Posts the user may still change: the worker owns publishing ones, posted ones are final. */
export const isEditable = (p: Pick<ScheduledPost, 'status'>) => p.status !== 'posted' && p.status !== 'publishing';
