import type { ScheduledPost } from '@reelforge/contracts';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { addMonths, dayKey, monthGrid, startOfMonth, WEEKDAYS, type CalendarDay } from '../lib/calendar';
import { formatTime } from '../lib/time';
import { PlatformMark } from '@/components/platform-mark';
import { POST_STATUS_CHIP, PostStatusBadge, postStatusDot } from './post-status-badge';

const MAX_CHIPS = 2;
const monthLabel = (d: Date) => d.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
const longDay = (d: Date) => d.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

interface Props {
  posts: ScheduledPost[];
  now: number;
  onOpenPost: (post: ScheduledPost) => void;
  /** Schedule on a day that has not passed yet. */
  onCreateOnDay: (day: Date) => void;
}

/** A month of posts: each on its day, months to page through, a click on a post opens it. */
export function PostCalendar({ posts, now, onOpenPost, onCreateOnDay }: Props) {
  const today = new Date(now);
  const [month, setMonth] = useState(() => startOfMonth(today));
  const [selected, setSelected] = useState(() => dayKey(today));
  const weeks = useMemo(() => monthGrid(month, posts), [month, posts]);
  const days = weeks.flat();
  const selectedDay = days.find((d) => d.key === selected);
  const inMonth = days.filter((d) => d.inMonth).reduce((n, d) => n + d.posts.length, 0);
  const todayKey = dayKey(today);

  const goTo = (m: Date) => setMonth(startOfMonth(m));
  const pick = (day: CalendarDay) => {
    setSelected(day.key);
    if (!day.inMonth) goTo(day.date);
  };
  const canCreate = (d: Date) => dayKey(d) >= todayKey;

  return (
    <div className="grid gap-4" data-testid="post-calendar">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold" aria-live="polite" data-testid="calendar-month">
            {monthLabel(month)}
          </h3>
          <p className="text-xs text-muted-foreground">
            {inMonth === 0 ? 'No posts this month' : `${inMonth} post${inMonth === 1 ? '' : 's'} this month`}
          </p>
        </div>
        <div className="flex items-center gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              goTo(today);
              setSelected(todayKey);
            }}
          >
            Today
          </Button>
          <Button variant="outline" size="icon" className="size-8" aria-label="Previous month" onClick={() => goTo(addMonths(month, -1))}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" size="icon" className="size-8" aria-label="Next month" onClick={() => goTo(addMonths(month, 1))}>
            <ChevronRight />
          </Button>
        </div>
      </div>

      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <div className="grid grid-cols-7 border-b bg-muted/50 text-center text-xs font-medium text-muted-foreground">
          {WEEKDAYS.map((d) => (
            <div key={d} className="py-2">
              <span className="sm:hidden">{d.slice(0, 1)}</span>
              <span className="hidden sm:inline">{d}</span>
            </div>
          ))}
        </div>
        <div className="grid grid-cols-7" role="grid" aria-label={monthLabel(month)}>
          {days.map((day, i) => {
            const isToday = day.key === todayKey;
            const isSelected = day.key === selected;
            const extra = day.posts.length - MAX_CHIPS;
            return (
              <div
                key={day.key}
                role="gridcell"
                aria-selected={isSelected}
                data-testid="calendar-day"
                data-day={day.key}
                onClick={() => pick(day)}
                className={cn(
                  'group relative flex min-h-16 cursor-pointer flex-col gap-1 border-b p-1 transition sm:min-h-28 sm:p-1.5',
                  i % 7 !== 6 && 'border-r',
                  i >= days.length - 7 && 'border-b-0',
                  day.inMonth ? 'bg-card hover:bg-muted/40' : 'bg-muted/30 text-muted-foreground',
                  isSelected && 'bg-accent/60 hover:bg-accent/60',
                )}
              >
                <div className="flex items-center justify-between">
                  <button
                    type="button"
                    aria-label={`${longDay(day.date)}, ${day.posts.length} post${day.posts.length === 1 ? '' : 's'}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      pick(day);
                    }}
                    className={cn(
                      'flex size-6 cursor-pointer items-center justify-center rounded-full text-xs font-medium tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isToday && 'bg-primary text-primary-foreground',
                      !isToday && isSelected && 'ring-1 ring-primary',
                    )}
                  >
                    {day.date.getDate()}
                  </button>
                  {canCreate(day.date) && (
                    <button
                      type="button"
                      aria-label={`Schedule a post on ${longDay(day.date)}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        onCreateOnDay(day.date);
                      }}
                      className="hidden size-5 cursor-pointer items-center justify-center rounded text-muted-foreground opacity-0 transition group-hover:opacity-100 hover:bg-background hover:text-primary focus-visible:opacity-100 sm:flex"
                    >
                      <CalendarPlus className="size-3.5" />
                    </button>
                  )}
                </div>
                {/* Small screens: a dot per post; the day's list is below the grid. */}
                {day.posts.length > 0 && (
                  <div className="flex flex-wrap gap-0.5 px-0.5 sm:hidden" aria-hidden>
                    {day.posts.slice(0, 4).map((p) => (
                      <span key={p.id} className={cn('size-1.5 rounded-full', postStatusDot(p.status))} />
                    ))}
                  </div>
                )}
                <div className="hidden flex-col gap-1 sm:flex">
                  {day.posts.slice(0, MAX_CHIPS).map((p) => (
                    <button
                      key={p.id}
                      type="button"
                      data-testid="calendar-post"
                      title={`${formatTime(p.scheduledTime)} ${p.title}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpenPost(p);
                      }}
                      className={cn(
                        'grid w-full min-w-0 cursor-pointer rounded border-l-[3px] px-1.5 py-0.5 text-left leading-4 transition',
                        POST_STATUS_CHIP[p.status],
                      )}
                    >
                      <span className="truncate text-[11px] font-medium">{p.title}</span>
                      <span className="text-[10px] tabular-nums opacity-70">{formatTime(p.scheduledTime)}</span>
                    </button>
                  ))}
                  {extra > 0 && (
                    <span className="px-1.5 text-[11px] font-medium text-muted-foreground">+{extra} more</span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {selectedDay && <DayAgenda day={selectedDay} onOpenPost={onOpenPost} onCreate={canCreate(selectedDay.date) ? () => onCreateOnDay(selectedDay.date) : undefined} />}
    </div>
  );
}

function DayAgenda({
  day,
  onOpenPost,
  onCreate,
}: {
  day: CalendarDay;
  onOpenPost: (p: ScheduledPost) => void;
  onCreate?: () => void;
}) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-label={`Posts on ${longDay(day.date)}`} data-testid="calendar-agenda">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold">{longDay(day.date)}</h4>
        {onCreate && (
          <Button size="sm" variant="ghost" className="text-primary" onClick={onCreate}>
            <CalendarPlus /> Schedule on this day
          </Button>
        )}
      </div>
      {day.posts.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing scheduled on this day.</p>
      ) : (
        <ul className="mt-2 divide-y">
          {day.posts.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onOpenPost(p)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-md px-1 py-2 text-left transition hover:bg-muted/60"
              >
                <span className="w-16 shrink-0 text-xs font-semibold tabular-nums">{formatTime(p.scheduledTime)}</span>
                <span className="min-w-0 flex-1 truncate text-sm">{p.title}</span>
                <span className="hidden -space-x-1 sm:flex">
                  {p.platforms.map((pl) => (
                    <PlatformMark key={pl} platform={pl} size="sm" labelled className="ring-2 ring-card" />
                  ))}
                </span>
                <PostStatusBadge status={p.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
