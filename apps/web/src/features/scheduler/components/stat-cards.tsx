import { PLATFORM_LABELS, type ScheduledPost } from '@reelforge/contracts';
import { CalendarClock, CheckCircle2, Globe2, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { schedulerStats } from '../lib/stats';
import { countdown, formatDateTime } from '../lib/time';
import { useNow } from '../lib/use-now';

function StatCard({
  id,
  label,
  icon: Icon,
  tint,
  value,
  detail,
}: {
  id: string;
  label: string;
  icon: LucideIcon;
  tint: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid={`stat-${id}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{label}</p>
        <span className={`flex size-8 items-center justify-center rounded-lg ${tint}`}>
          <Icon className="size-4" />
        </span>
      </div>
      <p className="mt-2 truncate text-2xl font-bold tracking-tight tabular-nums" data-testid="stat-value">
        {value}
      </p>
      {detail && <p className="mt-0.5 truncate text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}

/** Spec: scheduled (not yet posted), published (posted), distinct platforms, next-post countdown or None. */
export function StatCards({ posts, isLoading }: { posts: ScheduledPost[] | undefined; isLoading: boolean }) {
  const now = useNow(1_000);
  if (isLoading || !posts) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-xl border bg-card p-5 shadow-xs">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-4 h-7 w-16" />
          </div>
        ))}
      </div>
    );
  }
  const s = schedulerStats(posts, now);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        id="scheduled"
        label="Scheduled"
        icon={CalendarClock}
        tint="bg-violet-100 text-violet-700"
        value={s.scheduled}
        detail="Not yet posted"
      />
      <StatCard
        id="published"
        label="Published"
        icon={CheckCircle2}
        tint="bg-emerald-100 text-emerald-700"
        value={s.published}
        detail="Posted"
      />
      <StatCard
        id="platforms"
        label="Platforms"
        icon={Globe2}
        tint="bg-sky-100 text-sky-700"
        value={s.platforms.length}
        detail={s.platforms.length ? s.platforms.map((p) => PLATFORM_LABELS[p]).join(', ') : 'None yet'}
      />
      <StatCard
        id="next"
        label="Next Post"
        icon={Timer}
        tint="bg-fuchsia-100 text-fuchsia-700"
        value={s.next ? countdown(s.next.scheduledTime, now) : 'None'}
        detail={s.next ? `${s.next.title} · ${formatDateTime(s.next.scheduledTime)}` : 'Nothing upcoming'}
      />
    </div>
  );
}
