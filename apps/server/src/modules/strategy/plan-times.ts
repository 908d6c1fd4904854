// When to post each idea of the coming week: learned from the user's own published posts (average
// views by weekday, hour and platform, in their time zone), or, with no history, the platforms'
// general guidance, labelled as such. Pure: posts and a clock in, slots out.
import { PLAN_PLATFORMS, type PlanPlatform } from '@reelforge/contracts';

export interface MeasuredPost {
  platform: string;
  publishedAt: string | null;
  views: number | null;
}

export interface PlanSlot {
  postAt: Date;
  platform: PlanPlatform;
  source: 'history' | 'guidance';
}

export interface PlanTimes {
  slots: PlanSlot[];
  /** Posts the times were learned from (0: guidance). */
  posts: number;
  bestPlatform: PlanPlatform | null;
}

/**
 * General guidance when the user has no history yet: one platform and hour per weekday (0 =
 * Sunday), and the order days are picked in (midweek first). Not a measurement of this user.
 */
const GUIDANCE: Record<number, { platform: PlanPlatform; hour: number }> = {
  0: { platform: 'youtube', hour: 15 },
  1: { platform: 'instagram', hour: 11 },
  2: { platform: 'tiktok', hour: 19 },
  3: { platform: 'instagram', hour: 11 },
  4: { platform: 'tiktok', hour: 19 },
  5: { platform: 'youtube', hour: 15 },
  6: { platform: 'facebook', hour: 13 },
};
const GUIDANCE_ORDER = [2, 4, 3, 5, 6, 1, 0];

const isPlanPlatform = (p: string): p is PlanPlatform => (PLAN_PLATFORMS as readonly string[]).includes(p);

function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    y: Number(get('year')),
    m: Number(get('month')),
    d: Number(get('day')),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
  };
}

/** The instant the wall clock in `timeZone` reads y-m-d hour:00 (checked twice across DST changes). */
export function zonedInstant(y: number, m: number, d: number, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(y, m - 1, d, hour);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    guess += wanted - Date.UTC(p.y, p.m - 1, p.d, p.hour, p.minute);
  }
  return new Date(guess);
}

/** The next seven calendar days in the zone, starting tomorrow. */
function comingWeek(now: Date, timeZone: string) {
  const today = localParts(now, timeZone);
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + 1 + i));
    return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), weekday: date.getUTCDay() };
  });
}

class Averages<K> {
  private sums = new Map<K, { views: number; posts: number }>();
  add(key: K, views: number) {
    const s = this.sums.get(key) ?? { views: 0, posts: 0 };
    s.views += views;
    s.posts += 1;
    this.sums.set(key, s);
  }
  get(key: K): number | undefined {
    const s = this.sums.get(key);
    return s ? s.views / s.posts : undefined;
  }
  /** Keys by average views, best first (more posts break ties). */
  ranked(): K[] {
    return [...this.sums.entries()].sort((a, b) => b[1].views / b[1].posts - a[1].views / a[1].posts || b[1].posts - a[1].posts).map(([k]) => k);
  }
}

export function planTimes(posts: MeasuredPost[], count: number, timeZone: string, now: Date): PlanTimes {
  const week = comingWeek(now, timeZone);
  const usable = posts.flatMap((p) =>
    p.publishedAt && p.views !== null && isPlanPlatform(p.platform) ? [{ ...p, platform: p.platform, views: p.views, at: localParts(new Date(p.publishedAt), timeZone) }] : [],
  );

  if (!usable.length) {
    const days = week.filter((d) => GUIDANCE_ORDER.indexOf(d.weekday) < count).sort((a, b) => Date.UTC(a.y, a.m, a.d) - Date.UTC(b.y, b.m, b.d));
    return {
      slots: days.map((d) => ({ postAt: zonedInstant(d.y, d.m, d.d, GUIDANCE[d.weekday]!.hour, timeZone), platform: GUIDANCE[d.weekday]!.platform, source: 'guidance' })),
      posts: 0,
      bestPlatform: null,
    };
  }

  const byWeekday = new Averages<number>();
  const byHour = new Averages<number>();
  const bySlot = new Averages<string>();
  const byPlatform = new Averages<PlanPlatform>();
  const platformByWeekday = new Map<number, Averages<PlanPlatform>>();
  for (const p of usable) {
    byWeekday.add(p.at.weekday, p.views);
    byHour.add(p.at.hour, p.views);
    bySlot.add(`${p.at.weekday}-${p.at.hour}`, p.views);
    byPlatform.add(p.platform, p.views);
    const perDay = platformByWeekday.get(p.at.weekday) ?? new Averages<PlanPlatform>();
    perDay.add(p.platform, p.views);
    platformByWeekday.set(p.at.weekday, perDay);
  }
  const bestPlatform = byPlatform.ranked()[0]!;
  const bestHour = byHour.ranked()[0]!;
  const weekdayRank = byWeekday.ranked();
  // Weekdays with results first (best first), then the rest in calendar order.
  const rank = (weekday: number) => {
    const i = weekdayRank.indexOf(weekday);
    return i === -1 ? weekdayRank.length : i;
  };
  const days = week
    .map((d, i) => ({ ...d, i }))
    .sort((a, b) => rank(a.weekday) - rank(b.weekday) || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i);
  const slots = days.map((d) => {
    const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => bySlot.get(`${d.weekday}-${h}`) !== undefined);
    const hour = hours.sort((a, b) => bySlot.get(`${d.weekday}-${b}`)! - bySlot.get(`${d.weekday}-${a}`)!)[0] ?? bestHour;
    const platform = platformByWeekday.get(d.weekday)?.ranked()[0] ?? bestPlatform;
    return { postAt: zonedInstant(d.y, d.m, d.d, hour, timeZone), platform, source: 'history' as const };
  });
  return { slots, posts: usable.length, bestPlatform };
}

