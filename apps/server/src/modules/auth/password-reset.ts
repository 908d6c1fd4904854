import { MSG, PASSWORD_RESET_TTL_MINUTES } from '@reelforge/contracts';
import { mailerFor } from '../../adapters/mail/mailer.ts';
import type { AppContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import { authRepository } from './auth.repository.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword } from './passwords.ts';
import { resetMail } from './password-reset.mail.ts';

/** More reset mails than this per account and hour are not sent (a mailbox is not a target). */
export const RESETS_PER_HOUR = 3;

/**
 * "Forgot your password?": a random single-use token mailed as a link, stored only as its hash,
 * valid for PASSWORD_RESET_TTL_MINUTES. Using it sets the new password and signs out everywhere.
 */
export function passwordResetService(ctx: AppContext) {
  const repo = authRepository(ctx.db);
  const throttle = loginThrottle(ctx);
  // The link points at the public site; never at a Host header a requester chose.
  const site = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');

  async function sendLink(email: string) {
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    const now = ctx.clock.now();
    if ((await repo.resetsSince(user.id, new Date(now.getTime() - 3_600_000))) >= RESETS_PER_HOUR) {
      ctx.logger.info({ userId: user.id }, 'password reset not sent: hourly limit reached');
      return;
    }
    const token = randomToken();
    await repo.insertReset(sha256(token), user.id, new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000));
    const link = `${site}/reset-password?token=${encodeURIComponent(token)}`;
    await mailerFor(ctx.config, ctx.logger, ctx.clock).send(resetMail(user.email, user.firstName, link));
  }

  return {
    /**
     * Answers the same way, at once, whether or not the email has an account: the lookup and the
     * mail happen after the reply, so neither the answer nor its timing tells who is registered.
     * The returned promise is for tests and shutdown; routes don't wait for it.
     */
    request(email: string): Promise<void> {
      return sendLink(email).catch((err: unknown) => ctx.logger.error({ err }, 'password reset e-mail failed'));
    },

    async reset(token: string, password: string) {
      const row = await repo.takeReset(sha256(token), ctx.clock.now());
      if (!row) throw badRequest(MSG.resetLinkInvalid, 'reset_link_invalid');
      const user = await repo.findUserById(row.userId);
      if (!user) throw badRequest(MSG.resetLinkInvalid, 'reset_link_invalid');
      await repo.setPasswordHash(user.id, await hashPassword(password));
      // Whoever knew the old password (or holds a session) is out; other links die with it.
      await repo.deleteSessionsOf(user.id);
      await repo.deleteResetsOf(user.id);
      // Proving control of the mailbox lifts a sign-in lock an attacker may have caused.
      await throttle.succeeded(user.email);
    },
  };
}
