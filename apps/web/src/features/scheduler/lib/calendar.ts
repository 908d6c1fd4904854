import type { ScheduledPost } from '@reelforge/contracts';
import { byScheduledTime } from './stats';

export interface CalendarDay {
  date: Date;
  /** "2026-03-04", the day's key in local time. */
  key: string;
  inMonth: boolean;
  posts: ScheduledPost[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first day of the month `offset` months from `month`. */
export const addMonths = (month: Date, offset: number) => new Date(month.getFullYear(), month.getMonth() + offset, 1);
export const startOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);

/**
 * The weeks (Sunday first) that cover `month`, each day with its posts in time order. Always whole
 * weeks, so the grid keeps its shape: 4 to 6 rows.
 */
export function monthGrid(month: Date, posts: readonly ScheduledPost[]): CalendarDay[][] {
  const first = startOfMonth(month);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + (6 - last.getDay()));

  const byDay = new Map<string, ScheduledPost[]>();
  for (const p of [...posts].sort(byScheduledTime)) {
    const key = dayKey(new Date(p.scheduledTime));
    byDay.set(key, [...(byDay.get(key) ?? []), p]);
  }

  const weeks: CalendarDay[][] = [];
  for (let d = start; d <= end; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    if (d.getDay() === 0) weeks.push([]);
    const key = dayKey(d);
    weeks.at(-1)!.push({ date: d, key, inMonth: d.getMonth() === first.getMonth(), posts: byDay.get(key) ?? [] });
  }
  return weeks;
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
