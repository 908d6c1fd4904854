import { MSG, type ChangePasswordInput } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { renderJob } from '../videos/index.ts';
import { billingService } from '../billing/index.ts';
import type { UserRow } from '../auth/index.ts';
import { credentials } from '../auth/index.ts';
import { loginThrottle } from '../auth/index.ts';
import { verifyPassword } from '../auth/index.ts';
import { fileKeys } from '../videos/index.ts';
import { accountRepository } from './account.repository.ts';

/** Storage folders named by user id: everything the user uploaded or had rendered lives under them. */
export const userFolders = (userId: string) => [`videos/${userId}`, `avatars/${userId}`, `profile/${userId}`, `brand/${userId}`];

/**
 * What a signed-in person does to their account itself. Each step asks for the current password
 * (a session left open on a shared computer must not be enough), counted like sign-in attempts.
 */
export function accountService(ctx: AppContext) {
  const repo = accountRepository(ctx);
  const throttle = loginThrottle(ctx);

  async function confirmPassword(user: UserRow, password: string) {
    await throttle.assertAllowed(user.email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.failed(user.email);
      throw forbidden(MSG.currentPasswordWrong, 'wrong_password');
    }
    await throttle.succeeded(user.email);
  }

  return {
    confirmPassword,

    /** New password; every other session is signed out, this one stays. */
    async changePassword(user: UserRow, sessionToken: string | undefined, input: ChangePasswordInput) {
      await confirmPassword(user, input.currentPassword);
      await credentials(ctx).replacePassword(user.id, input.newPassword, sessionToken);
    },

    /**
     * Deletes the account: its rows first (so nothing of it can be seen or signed into even if a
     * file removal fails), then its files, then renders still queued for it.
     */
    async deleteAccount(user: UserRow, password: string) {
      await confirmPassword(user, password);
      await billingService(ctx).cancelForDeletion(user.id);
      const owned = await repo.videoFiles(user.id);
      if (!(await repo.deleteUser(user.id))) throw notFound('User not found');
      // Older renders kept files outside today's per-user folders: remove those by their keys.
      await Promise.all(owned.flatMap((v) => fileKeys(v)).map((k) => ctx.storage.delete(k)));
      for (const prefix of userFolders(user.id)) await ctx.storage.deletePrefix(prefix);
      for (const v of owned) {
        if (v.status !== 'generating' || !v.jobId || !ctx.queue) continue;
        // The job re-checks its row first and cleans up after itself; this only saves the work.
        await ctx.queue.cancel(renderJob.queueFor(null), v.jobId).catch((err: unknown) => ctx.logger.warn({ err, videoId: v.id }, 'render job not cancelled'));
      }
      ctx.logger.info({ userId: user.id }, 'account deleted');
    },
  };
}
