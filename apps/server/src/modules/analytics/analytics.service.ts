import { ANALYTICS_DAYS, ANALYTICS_TOP_VIDEOS, PLATFORMS, VIDEO_STATUSES, type Analytics, type Platform, type VideoStatus, isPlayable } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { UserRow } from '../auth/index.ts';
import { metricsOverviewService } from '../metrics/index.ts';
import { analyticsRepository } from './analytics.repository.ts';

const DAY = 86_400_000;
const isPlatform = (p: string): p is Platform => (PLATFORMS as readonly string[]).includes(p);
const isVideoStatus = (s: string): s is VideoStatus => (VIDEO_STATUSES as readonly string[]).includes(s);

// Building a formatter costs ~100x formatting with one: one per zone, kept (a bounded few).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= 64) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone. */
export function dayKey(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

/** The last `days` calendar days in the zone, oldest first, ending today. */
export function lastDays(now: Date, timeZone: string, days: number): string[] {
  const [y, m, d] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  // Step on the calendar date itself (not by 24 h), so DST changes never skip or repeat a day.
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10));
}

export function analyticsService(ctx: AppContext) {
  const repo = analyticsRepository(ctx.db);

  return {
    async overview(user: UserRow, timeZone: string, now: Date, range: { from?: string; to?: string } = {}): Promise<Analytics> {
      const days = lastDays(now, timeZone, ANALYTICS_DAYS);
      // A day and a half of slack either side of the zone's midnight; bucketing trims it exactly.
      const since = new Date(now.getTime() - (ANALYTICS_DAYS + 1.5) * DAY);
      const [statusRows, postRows, resultRows, renders, times, top, metrics, totals] = await Promise.all([
        repo.videosByStatus(user.id),
        repo.postsByStatus(user.id),
        repo.resultsByPlatform(user.id),
        repo.rendersSince(user.id, since),
        // Start and finish of each render as the worker recorded them (issue 27 item 10).
        repo.renderTimes(user.id),
        repo.topVideos(user.id, ANALYTICS_TOP_VIDEOS),
        metricsOverviewService(ctx).overview(user.id, timeZone, range, now),
        metricsOverviewService(ctx).totals(user.id),
      ]);

      const byStatus = Object.fromEntries(VIDEO_STATUSES.map((s) => [s, 0])) as Record<VideoStatus, number>;
      for (const r of statusRows) if (isVideoStatus(r.status)) byStatus[r.status] += r.n;

      const platforms = new Map<Platform, { platform: Platform; published: number; failed: number }>();
      for (const r of resultRows) {
        if (!isPlatform(r.platform)) continue;
        const entry = platforms.get(r.platform) ?? { platform: r.platform, published: 0, failed: 0 };
        if (r.status === 'posted') entry.published += r.n;
        if (r.status === 'failed') entry.failed += r.n;
        platforms.set(r.platform, entry);
      }

      const buckets = new Map(days.map((date) => [date, { date, requested: 0, finished: 0, failed: 0 }]));
      for (const r of renders) {
        const bucket = buckets.get(dayKey(r.createdAt, timeZone));
        if (!bucket) continue;
        bucket.requested += 1;
        if (isPlayable(r)) bucket.finished += 1;
        if (r.status === 'failed') bucket.failed += 1;
      }
      const dayList = [...buckets.values()];

      return {
        timeZone,
        videos: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
        // What the platforms report for every post plus counted watch-page plays (ADR 0022).
        views: totals.views,
        likes: totals.likes,
        posts: {
          total: postRows.reduce((a, r) => a + r.n, 0),
          upcoming: postRows.filter((r) => r.status !== 'posted' && r.status !== 'failed').reduce((a, r) => a + r.n, 0),
          byPlatform: PLATFORMS.flatMap((p) => platforms.get(p) ?? []),
        },
        renders: {
          days: dayList,
          total: dayList.reduce((a, d) => a + d.requested, 0),
          averageSeconds: times.n && times.seconds !== null ? Math.round(times.seconds * 10) / 10 : null,
          sampleSize: times.n,
        },
        topVideos: top.map((v) => ({ ...v, status: isVideoStatus(v.status) ? v.status : 'draft' })),
        metrics,
      };
    },
  };
}
