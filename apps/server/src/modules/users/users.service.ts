import { LIMITS, MSG, type DashboardStats, type ProfileUpdate, type UserStats } from '@reelforge/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { credentials, type UserRow } from '../auth/index.ts';
import { loginThrottle } from '../auth/index.ts';
import { verifyPassword } from '../auth/index.ts';
import { toPublicUser } from '../auth/index.ts';
import { metricsTotals } from '../metrics/index.ts';
import { usersRepository } from './users.repository.ts';

const DAY = 86_400_000;

/** Percent change of the last 30 days over the 30 before; null when there is nothing to compare. */
export function changePercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function usersService(ctx: AppContext) {
  const repo = usersRepository(ctx);
  const throttle = loginThrottle(ctx);

  /** The email is how an account is recovered: changing it takes the password, not just a session. */
  async function confirmEmailChange(user: UserRow, currentPassword: string | undefined) {
    if (!currentPassword) throw badRequest(MSG.currentPasswordRequired, 'current_password_required');
    await throttle.assertAllowed(user.email);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await throttle.failed(user.email);
      throw forbidden(MSG.currentPasswordWrong, 'wrong_password');
    }
    await throttle.succeeded(user.email);
  }

  return {
    async updateProfile(user: UserRow, { currentPassword, ...patch }: ProfileUpdate) {
      const values = Object.fromEntries(
        Object.entries(patch)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' && k !== 'email' ? null : v]),
      );
      const emailChanges = typeof values.email === 'string' && values.email !== user.email;
      if (emailChanges) await confirmEmailChange(user, currentPassword);
      if (typeof values.email === 'string' && (await repo.emailTakenByOther(values.email, user.id))) {
        throw conflict(MSG.emailTaken, 'email_taken');
      }
      const row = await repo.update(user.id, values);
      // Reset links already mailed went to the old address: they stop working.
      if (emailChanges) await credentials(ctx).forgetResetLinks(user.id);
      if (!row) throw notFound('User not found');
      return toPublicUser(row);
    },

    /** Checks the bytes (not the name), squares and re-encodes the photo, and stores it. */
    async setProfilePhoto(user: UserRow, bytes: Buffer) {
      if (bytes.length > LIMITS.photoMaxBytes) throw new AppError(413, MSG.photoTooLarge, 'file_too_large');
      let jpeg: Buffer;
      try {
        jpeg = await sharp(bytes, { limitInputPixels: 64_000_000 })
          .rotate()
          .resize(512, 512, { fit: 'cover', position: sharp.strategy.attention })
          .jpeg({ quality: 86, mozjpeg: true })
          .toBuffer();
      } catch {
        throw new AppError(415, MSG.photoNotImage, 'not_an_image');
      }
      const key = `profile/${user.id}/${randomToken(12)}.jpg`;
      await ctx.storage.put(key, jpeg);
      const previous = user.profileImageUrl?.startsWith('/media/') ? user.profileImageUrl.slice('/media/'.length) : null;
      const row = await repo.update(user.id, { profileImageUrl: `/media/${key}` });
      if (previous) await ctx.storage.delete(previous);
      if (!row) throw notFound('User not found');
      return toPublicUser(row);
    },

    async stats(user: UserRow): Promise<UserStats> {
      const [totals, scheduledPosts, templatesUsed] = await Promise.all([
        repo.videoTotals(user.id),
        repo.scheduledPostCount(user.id),
        repo.templatesUsed(user.id),
      ]);
      return {
        // Like the dashboard: a draft that was never rendered is not a video created.
        videosCreated: totals.rendered,
        totalViews: totals.views,
        totalLikes: totals.likes,
        scheduledPosts,
        templatesUsed,
        accountAge: Math.floor((nowMs(ctx.clock) - user.createdAt.getTime()) / DAY),
      };
    },

    /**
     * Totals over all time. Views, followers and revenue come from the platforms' statistics and
     * watch-page plays (ADR 0022). Videos Created counts rendered videos, drafts apart; its badge
     * compares rendered videos made in the last 30 days with the 30 before, the other badges the
     * gains over the same windows.
     */
    async dashboard(user: UserRow): Promise<DashboardStats> {
      const now = nowMs(ctx.clock);
      const [all, last, prev, metrics] = await Promise.all([
        repo.videoTotals(user.id),
        repo.videoTotals(user.id, new Date(now - 30 * DAY)),
        repo.videoTotals(user.id, new Date(now - 60 * DAY), new Date(now - 30 * DAY)),
        metricsTotals(ctx).dashboard(user.id),
      ]);
      return {
        totalViews: metrics.totalViews,
        totalVideos: all.rendered,
        draftVideos: all.videos - all.rendered,
        totalFollowers: metrics.totalFollowers,
        totalRevenue: metrics.totalRevenue,
        revenueAvailable: metrics.revenueAvailable,
        changes: { ...metrics.changes, totalVideos: changePercent(last.rendered, prev.rendered) },
      };
    },
  };
}
