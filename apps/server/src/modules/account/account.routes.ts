import { changePasswordSchema, deleteAccountSchema, messageSchema, MSG } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { clearSessionCookie, refusingCommonPasswords, requireUser, SESSION_COOKIE } from '../auth/index.ts';
import { accountService } from './account.service.ts';

export function accountRoutes(app: App, ctx: AppContext) {
  const account = accountService(ctx);
  // Password checks are sign-in attempts too: the same per-IP limit as the sign-in form.
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };

  app.post(
    '/api/user/password',
    { config: { sessionOnly: true, rateLimit }, schema: { tags: ['account'], body: refusingCommonPasswords(changePasswordSchema, 'newPassword'), response: { 200: messageSchema } } },
    async (req) => {
      await account.changePassword(requireUser(req), req.cookies[SESSION_COOKIE], req.body);
      return { message: MSG.passwordChanged };
    },
  );

  app.delete(
    '/api/user',
    { config: { sessionOnly: true, rateLimit }, schema: { tags: ['account'], body: deleteAccountSchema, response: { 200: messageSchema } } },
    async (req, reply) => {
      await account.deleteAccount(requireUser(req), req.body.password);
      clearSessionCookie(reply, ctx.config);
      return { message: MSG.accountDeleted };
    },
  );
}
