import { useQuery } from '@tanstack/react-query';
import type { ScheduledPost } from '@reelforge/contracts';
import { postsQueryOptions } from '@/lib/queries/posts';
import { useUser } from '@/lib/auth';

const FAST_MS = 3_000;
const SLOW_MS = 30_000;
const MAX_WAIT_MS = 60_000;

/**
 * How soon to look again. Data is otherwise never refetched (spec section 7), but publishing
 * happens on the server at the post's time, so while a post is publishing, or ready and about to
 * go, the list is re-read until the worker has recorded the outcome.
 */
export function nextRefresh(posts: readonly ScheduledPost[] | undefined, now = Date.now()): number | false {
  if (!posts) return false;
  let wait: number | false = false;
  const consider = (ms: number) => {
    wait = wait === false ? ms : Math.min(wait, ms);
  };
  for (const p of posts) {
    if (p.status === 'publishing') consider(FAST_MS);
    if (p.status !== 'ready') continue;
    const due = new Date(p.scheduledTime).getTime() - now;
    if (due > MAX_WAIT_MS) consider(MAX_WAIT_MS);
    else if (due > 0) consider(Math.max(FAST_MS, due));
    // Overdue for long: the worker may be down; keep checking, gently.
    else consider(due < -2 * MAX_WAIT_MS ? SLOW_MS : FAST_MS);
  }
  return wait;
}

/** The signed-in user's scheduled posts. Nothing is requested for signed-out visitors (spec section 6). */
export function useScheduledPosts() {
  const { isAuthenticated } = useUser();
  return useQuery({
    ...postsQueryOptions,
    enabled: isAuthenticated,
    refetchInterval: (query) => nextRefresh(query.state.data),
  });
}
