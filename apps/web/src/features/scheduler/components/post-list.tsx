import { platformNames, type ScheduledPost } from '@reelforge/contracts';
import { CalendarPlus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PostCard, type PostActions } from './post-card';

export function EmptyPosts({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CalendarPlus className="size-5" />
      </span>
      <p className="mt-1 font-semibold">No posts scheduled</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Plan a post for {platformNames('or')} and Reelforge publishes it on time.
      </p>
      <Button className="mt-2" variant="outline" size="sm" onClick={onCreate}>
        <Plus /> Schedule your first post
      </Button>
    </div>
  );
}

/** Posts in time order, soonest first (the caller sorts). */
export function PostList({ posts, now, actions }: { posts: ScheduledPost[]; now: number; actions: PostActions }) {
  return (
    <div className="grid gap-3" data-testid="post-list">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} now={now} actions={actions} />
      ))}
    </div>
  );
}
