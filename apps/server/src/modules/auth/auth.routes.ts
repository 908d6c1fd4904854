import { forgotPasswordSchema, loginSchema, messageSchema, MSG, resetPasswordSchema, safeReturnPath, sessionSchema, signupRequestSchema, userSchema } from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { authService, toPublicUser } from './auth.service.ts';
import { refusingCommonPasswords } from './common-passwords.ts';
import { passwordResetService } from './password-reset.ts';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from './session.ts';

export function authRoutes(app: App, ctx: AppContext) {
  const auth = authService(ctx);
  const resets = passwordResetService(ctx);
  const rateLimit = {
    max: ctx.config.AUTH_RATE_LIMIT_MAX,
    timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS,
  };

  app.post(
    '/api/auth/signup',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: refusingCommonPasswords(signupRequestSchema, 'password'), response: { 201: z.object({ message: z.string(), user: userSchema }) } },
    },
    async (req, reply) => {
      const { user, token, expiresAt } = await auth.signup(req.body, req.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, ctx.config, token, expiresAt);
      return reply.code(201).send({ message: 'Account created successfully!', user });
    },
  );

  app.post(
    '/api/auth/login',
    { config: { public: true, rateLimit }, schema: { tags: ['auth'], body: loginSchema, response: { 200: z.object({ message: z.string(), user: userSchema }) } } },
    async (req, reply) => {
      const { user, token, expiresAt } = await auth.login(req.body.email, req.body.password, req.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, ctx.config, token, expiresAt);
      return { message: "You've been logged in successfully.", user };
    },
  );

  app.post('/api/auth/logout', { config: { public: true }, schema: { tags: ['auth'], response: { 200: messageSchema } } }, async (req, reply) => {
    await auth.logout(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, ctx.config);
    return { message: 'Logged out' };
  });

  // Same answer for every email, sent before the lookup runs (see passwordResetService.request).
  app.post(
    '/api/auth/forgot-password',
    { config: { public: true, rateLimit }, schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 202: messageSchema } } },
    async (req, reply) => {
      void resets.request(req.body.email);
      return reply.code(202).send({ message: MSG.resetLinkSent });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { public: true, rateLimit }, schema: { tags: ['auth'], body: refusingCommonPasswords(resetPasswordSchema, 'password'), response: { 200: messageSchema } } },
    async (req, reply) => {
      await resets.reset(req.body.token, req.body.password);
      // Every session of the account is gone, this browser's included.
      clearSessionCookie(reply, ctx.config);
      return { message: MSG.passwordResetDone };
    },
  );

  app.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: userSchema } } }, async (req) =>
    toPublicUser(requireUser(req)),
  );

  app.get('/api/auth/session', { config: { public: true }, schema: { tags: ['auth'], response: { 200: sessionSchema } } }, async (req) => ({
    user: req.user ? toPublicUser(req.user) : null,
  }));

  // A browser navigation: send the visitor to the sign-in screen, remembering where they were.
  app.get(
    '/api/login',
    { config: { public: true }, schema: { tags: ['auth'], querystring: z.object({ returnTo: z.string().max(500).optional() }) } },
    async (req, reply) => {
      let from = safeReturnPath(req.query.returnTo);
      if (!from && req.headers.referer) {
        try {
          const ref = new URL(req.headers.referer);
          if (ref.host === req.headers.host) from = safeReturnPath(ref.pathname + ref.search);
        } catch {
          /* an unparsable Referer just means no return path */
        }
      }
      const target = from ? `/login?returnTo=${encodeURIComponent(from)}` : '/login';
      return reply.redirect(target, 302);
    },
  );

}
