import type { Platform, PostStatus } from '@reelforge/contracts';
import { CalendarClock, CalendarPlus, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { timeUntil } from '../lib/time';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';
import { PlatformMark } from '@/components/platform-mark';

export interface UpcomingPost {
  id: string;
  title: string;
  scheduledTime: string;
  platforms: Platform[];
  status: PostStatus;
}

export function ScheduledPostsCard({
  posts,
  className,
  content,
  action,
}: {
  posts: UpcomingPost[];
  className?: string;
  /** A live list (edit/delete) from the scheduler feature, in place of the static rows. */
  content?: ReactNode;
  /** Replaces the Schedule New link (e.g. a button that opens the Schedule Post dialog). */
  action?: ReactNode;
}) {
  return (
    <DashboardCard
      title="Scheduled Posts"
      description="Coming up next"
      icon={CalendarClock}
      className={className}
      action={
        action ??
        (posts.length > 0 && (
          <Button asChild variant="ghost" size="sm" className="text-primary">
            <Link href="/scheduler">Schedule New</Link>
          </Button>
        ))
      }
    >
      {content ?? (posts.length === 0 ? (
        <EmptyState
          icon={CalendarPlus}
          title="No posts scheduled"
          hint="Plan your next posts and Reelforge publishes them on time."
          action={
            <Button asChild variant="outline" size="sm">
              <Link href="/scheduler">Schedule a post</Link>
            </Button>
          }
        />
      ) : (
        <ul className="divide-y">
          {posts.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{p.title}</p>
                <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3" /> {timeUntil(p.scheduledTime)}
                </p>
              </div>
              <div className="flex -space-x-1.5">
                {p.platforms.map((pl) => (
                  <PlatformMark key={pl} platform={pl} size="md" labelled className="ring-2 ring-card" />
                ))}
              </div>
              <Badge variant="secondary" className="capitalize">
                {p.status}
              </Badge>
            </li>
          ))}
        </ul>
      ))}
    </DashboardCard>
  );
}
