import {
  ANALYTICS_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  PLATFORMS,
  metricsSyncSchema,
  type MetricsOverview,
  type Platform,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { metricsRepository } from './metrics.repository.ts';

const DAY = 86_400_000;
const isPlatform = (p: string): p is Platform => (PLATFORMS as readonly string[]).includes(p);
type Counts = { views: number; likes: number; comments: number; shares: number };
const zero = (): Counts => ({ views: 0, likes: 0, comments: 0, shares: 0 });

/** The calendar days from `from` to `to` inclusive (YYYY-MM-DD), stepping on dates, not 24 h. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

function weekdayHour(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    parts.find((p) => p.type === 'weekday')?.value ?? '',
  );
  return { weekday: Math.max(0, weekday), hour: Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24 };
}

/**
 * The analytics page's platform statistics (ADR 0022): views gained per day and platform, totals
 * per platform, every measured post, watch-page plays, best posting times and revenue, all read
 * from the snapshots. A post's first snapshot counts its views on the day it was first measured.
 */
export function metricsOverviewService(ctx: AppContext) {
  const repo = metricsRepository(ctx.db);

  return {
    /** All-time views (platforms plus watch-page plays) and likes, as the analytics tiles show them. */
    totals: (userId: string) => repo.totalsAsOf(userId, ctx.clock.now()),

    async overview(
      userId: string,
      timeZone: string,
      range: { from?: string; to?: string },
      now = ctx.clock.now(),
    ): Promise<MetricsOverview> {
      const today = dayIn(now, timeZone);
      const to = range.to ?? today;
      const from =
        range.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS_DAYS - 1) * DAY).toISOString().slice(0, 10);
      if (from > to) throw badRequest('The start date must be on or before the end date.', 'bad_range');
      const days = daysBetween(from, to);
      if (days.length > ANALYTICS_MAX_RANGE_DAYS)
        throw badRequest(`Choose at most ${ANALYTICS_MAX_RANGE_DAYS} days.`, 'bad_range');
      // Slack either side of the zone's midnights; rows are then kept by their day in the zone.
      const until = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY);
      const since = new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY);

      const [snaps, posted, plays, followers, lastSync] = await Promise.all([
        repo.dailyPostSnapshots(userId, timeZone, until),
        repo.postedResults(userId),
        repo.playsPerDay(userId, timeZone, since, until),
        repo.followers(userId),
        repo.lastSync(userId),
      ]);

      const inRange = (d: string) => d >= from && d <= to;
      const series = new Map(
        days.map((date) => [date, { date, views: 0, byPlatform: {} as Record<string, number>, plays: 0 }]),
      );
      const byPost = new Map<string, typeof snaps>();
      for (const s of snaps) {
        if (s.day > to) continue;
        byPost.set(s.postResultId, [...(byPost.get(s.postResultId) ?? []), s]);
      }

      const platformTotals = new Map<Platform, Counts & { viewsInRange: number }>();
      const posts: MetricsOverview['posts'] = [];
      let revenueCents: number | null = null;
      const slots = new Map<string, { weekday: number; hour: number; views: number; posts: number }>();
      for (const p of posted) {
        const list = (byPost.get(p.id) ?? []).sort((a, b) => a.day.localeCompare(b.day));
        const last = list.at(-1);
        if (!last || !isPlatform(p.platform)) continue;
        let previous = 0;
        let gained = 0;
        for (const s of list) {
          if (s.views === null) continue;
          // Platforms sometimes take views back (spam filtering): a drop is no negative day.
          const gain = Math.max(0, s.views - previous);
          previous = s.views;
          const bucket = inRange(s.day) ? series.get(s.day) : undefined;
          if (!bucket) continue;
          bucket.views += gain;
          bucket.byPlatform[p.platform] = (bucket.byPlatform[p.platform] ?? 0) + gain;
          gained += gain;
        }
        const t = platformTotals.get(p.platform) ?? { ...zero(), viewsInRange: 0 };
        t.views += last.views ?? 0;
        t.likes += last.likes ?? 0;
        t.comments += last.comments ?? 0;
        t.shares += last.shares ?? 0;
        t.viewsInRange += gained;
        platformTotals.set(p.platform, t);
        if (last.revenueCents !== null) revenueCents = (revenueCents ?? 0) + last.revenueCents;
        posts.push({
          postResultId: p.id,
          postId: p.postId,
          videoId: p.videoId,
          title: p.title,
          platform: p.platform,
          url: p.url,
          publishedAt: p.publishedAt?.toISOString() ?? null,
          views: last.views,
          likes: last.likes,
          comments: last.comments,
          shares: last.shares,
          viewsInRange: gained,
          measuredAt: last.at.toISOString(),
        });
        if (p.publishedAt && last.views !== null) {
          const { weekday, hour } = weekdayHour(p.publishedAt, timeZone);
          const slot = slots.get(`${weekday}-${hour}`) ?? { weekday, hour, views: 0, posts: 0 };
          slot.views += last.views;
          slot.posts += 1;
          slots.set(`${weekday}-${hour}`, slot);
        }
      }

      let playsInRange = 0;
      for (const p of plays) {
        const bucket = inRange(p.day) ? series.get(p.day) : undefined;
        if (!bucket) continue;
        bucket.plays += p.n;
        playsInRange += p.n;
      }

      const followersBy = new Map<string, number>();
      for (const f of followers) followersBy.set(f.platform, (followersBy.get(f.platform) ?? 0) + f.followers);
      const sync = lastSync?.syncedAt
        ? metricsSyncSchema.safeParse({ syncedAt: lastSync.syncedAt.toISOString(), platforms: lastSync.report ?? [] })
        : null;

      return {
        from,
        to,
        days: [...series.values()],
        platforms: PLATFORMS.flatMap((platform) => {
          const t = platformTotals.get(platform);
          const f = followersBy.get(platform);
          if (!t && f === undefined) return [];
          return [{ platform, ...(t ?? { ...zero(), viewsInRange: 0 }), followers: f ?? null }];
        }),
        posts: posts.sort((a, b) => (b.views ?? 0) - (a.views ?? 0)).slice(0, 100),
        plays: playsInRange,
        bestTimes: [...slots.values()]
          .map((s) => ({
            weekday: s.weekday,
            hour: s.hour,
            averageViews: Math.round(s.views / s.posts),
            posts: s.posts,
          }))
          .sort((a, b) => b.averageViews - a.averageViews || b.posts - a.posts)
          .slice(0, 3),
        revenue: revenueCents === null ? null : revenueCents / 100,
        lastSync: sync?.success ? sync.data : null,
      };
    },
  };
}
