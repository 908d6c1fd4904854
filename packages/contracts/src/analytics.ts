import { z } from 'zod';
import { PLATFORMS, VIDEO_STATUSES } from './constants.ts';

// GET /api/analytics: figures computed from the signed-in user's own rows, nothing estimated.

/** Days in the render chart, today included. */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_TOP_VIDEOS = 5;

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
});

const count = z.number().int().nonnegative();

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
    /** Mean seconds from request to finished file over the user's rendered AI videos; null without any. */
    averageSeconds: z.number().nullable(),
    /** How many renders the average is taken over. */
    sampleSize: count,
  }),
  topVideos: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(VIDEO_STATUSES), views: count, likes: count }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
