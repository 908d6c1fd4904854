import { z } from 'zod';
import { PLATFORMS, VIDEO_STATUSES } from './constants.ts';

// GET /api/analytics: figures computed from the signed-in user's own rows, nothing estimated.

/** Days in the render chart, today included. */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_TOP_VIDEOS = 5;

/** True when YYYY-MM-DD names a day that exists (not 2026-13-45 or 2026-02-30). */
const isCalendarDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
};
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine(isCalendarDay, { error: (iss) => `${String(iss.input)} is not a day of the calendar (dates are YYYY-MM-DD).` });

export const analyticsQuerySchema = z.object({
  /** IANA time zone the days are counted in (the browser's); UTC when absent. */
  tz: z
    .string()
    .trim()
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'tz must be an IANA time zone such as Europe/Paris.')
    .optional(),
  /** Range of the platform statistics (metrics), in tz; the last ANALYTICS_DAYS days when absent. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});

const count = z.number().int().nonnegative();

// Platform statistics (ADR 0022): collected by the metrics sync, read by the analytics page.

/** What one platform said during a sync: posts it gave numbers for, followers, or its refusal. */
export const metricsPlatformReportSchema = z.object({
  platform: z.enum(PLATFORMS),
  /** Published posts whose numbers the platform reported this time. */
  posts: count,
  /** Followers as reported; null when the platform does not say. */
  followers: count.nullable(),
  /** The platform's refusal or the network failure, in its words; null when it answered. */
  error: z.string().nullable(),
});
export const metricsSyncSchema = z.object({
  syncedAt: z.string().nullable(),
  platforms: z.array(metricsPlatformReportSchema),
});
export type MetricsSync = z.infer<typeof metricsSyncSchema>;

/** The longest range the analytics page asks for. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;


/** One day of the chart: views gained that day per platform, and watch-page plays. */
export const metricsDaySchema = z.object({
  date: z.string(),
  views: count,
  byPlatform: z.record(z.string(), count),
  plays: count,
});

export const metricsPostSchema = z.object({
  postResultId: z.string(),
  postId: z.string(),
  videoId: z.string().nullable(),
  title: z.string(),
  platform: z.enum(PLATFORMS),
  url: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The latest numbers the platform reported; null where it reports nothing. */
  views: count.nullable(),
  likes: count.nullable(),
  comments: count.nullable(),
  shares: count.nullable(),
  /** Views gained within the range. */
  viewsInRange: count,
  measuredAt: z.string(),
});

export const metricsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(metricsDaySchema),
  platforms: z.array(
    z.object({
      platform: z.enum(PLATFORMS),
      views: count,
      likes: count,
      comments: count,
      shares: count,
      viewsInRange: count,
      followers: count.nullable(),
    }),
  ),
  posts: z.array(metricsPostSchema),
  /** Watch-page plays within the range (once per visitor and day). */
  plays: count,
  /** Weekday (0 = Sunday) and hour in the user's zone with the best average views per post. */
  bestTimes: z.array(z.object({ weekday: z.number().int().min(0).max(6), hour: z.number().int().min(0).max(23), averageViews: count, posts: count })),
  /** Estimated revenue (USD) where a platform grants it; null = not available from the platforms. */
  revenue: z.number().nonnegative().nullable(),
  lastSync: metricsSyncSchema.nullable(),
});
export type MetricsOverview = z.infer<typeof metricsOverviewSchema>;

export const analyticsSchema = z.object({
  timeZone: z.string(),
  videos: z.object({
    total: count,
    byStatus: z.object(Object.fromEntries(VIDEO_STATUSES.map((s) => [s, count])) as Record<(typeof VIDEO_STATUSES)[number], typeof count>),
  }),
  views: count,
  likes: count,
  posts: z.object({
    total: count,
    /** Not yet published (pending, ready, publishing, draft). */
    upcoming: count,
    /** Per platform: how many publications went out and how many failed. Only platforms used. */
    byPlatform: z.array(z.object({ platform: z.enum(PLATFORMS), published: count, failed: count })),
  }),
  renders: z.object({
    /** AI renders requested per day, oldest first, ANALYTICS_DAYS entries (YYYY-MM-DD in timeZone). */
    days: z.array(z.object({ date: z.string(), requested: count, finished: count, failed: count })),
    total: count,
    /** Mean seconds from a render's start to its stored file, over every finished render (re-renders too); null without any. */
    averageSeconds: z.number().nullable(),
    /** How many finished renders the average is taken over. */
    sampleSize: count,
  }),
  topVideos: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(VIDEO_STATUSES), views: count, likes: count }),
  ),
  /** Platform statistics and watch-page plays over the range (ADR 0022). */
  metrics: metricsOverviewSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** POST /api/public/videos/:id/play: whether this play was the visitor's first of the day. */
export const playResponseSchema = z.object({ counted: z.boolean() });
export type PlayResponse = z.infer<typeof playResponseSchema>;
