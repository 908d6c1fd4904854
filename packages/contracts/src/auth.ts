import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MSG } from './messages.ts';

const email = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }));

export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupRequestSchema = z.object({
  firstName: z.string({ error: MSG.firstNameMin }).trim().min(LIMITS.nameMinLength, MSG.firstNameMin).max(100),
  lastName: z.string({ error: MSG.lastNameMin }).trim().min(LIMITS.nameMinLength, MSG.lastNameMin).max(100),
  email,
  password: z.string({ error: MSG.passwordMin }).min(LIMITS.passwordMinLength, MSG.passwordMin).max(1024),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The signup form adds confirmPassword, which never leaves the browser. */
export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupFormSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profileUpdateSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: email.optional(),
  bio: optionalText(2000),
  location: optionalText(200),
  website: optionalText(500),
  /** Needed only when the email changes: a stolen session alone must not take the account over. */
  currentPassword: z.string().max(1024).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/session: who is signed in, if anyone. Signed out is an answer here (user null,
 * 200), so the app's first question on every page load logs no 401 in a visitor's console;
 * GET /api/auth/user keeps answering 401 to a caller that must be signed in.
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const userStatsSchema = z.object({
  videosCreated: z.number(),
  totalViews: z.number(),
  totalLikes: z.number(),
  scheduledPosts: z.number(),
  templatesUsed: z.number(),
  accountAge: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** A metric with its change over the last 30 days vs the 30 before; change null = nothing to compare. */
export const metricSchema = z.object({ value: z.number(), changePercent: z.number().nullable() });
export const dashboardStatsSchema = z.object({
  totalViews: z.number(),
  /** Videos with a rendered file (issue 27 item 14: drafts are not videos created yet). */
  totalVideos: z.number(),
  /** Videos without a rendered file yet: drafts, renders in progress and first renders that failed. */
  draftVideos: z.number(),
  totalFollowers: z.number(),
  totalRevenue: z.number(),
  /** False when no platform grants revenue data: the UI says so instead of showing $0. */
  revenueAvailable: z.boolean(),
  changes: z.object({
    totalViews: z.number().nullable(),
    totalVideos: z.number().nullable(),
    totalFollowers: z.number().nullable(),
    totalRevenue: z.number().nullable(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const messageSchema = z.object({ message: z.string() });

/**
 * Where to go after signing in: a same-origin path, else null (no open redirect). Browsers drop
 * tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example": any control
 * character or backslash disqualifies a path. The auth screens and the API are never targets.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(path)) return null;
  if (/^\/(login|signup|forgot-password)(?:[/?#]|$)|^\/api\//.test(path)) return null;
  const base = 'http://same.origin';
  return new URL(path, base).origin === base ? path : null;
}
