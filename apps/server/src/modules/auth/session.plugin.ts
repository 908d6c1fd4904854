import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { bearerAuth, tokenRateLimit } from '../api-tokens/bearer.ts';
import { authService } from './auth.service.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Who is asking, for every request: registered on the root instance by app.ts before any route
 * plugin, so each module's scope inherits `req.user` instead of depending on the auth routes.
 * A bearer API token (ADR 0031) wins over the cookie; without one the session cookie decides.
 */
export function sessionPlugin(app: App, ctx: AppContext) {
  const auth = authService(ctx);
  const bearer = bearerAuth(ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (req, reply) => {
    if (await bearer(req, reply)) return;
    req.user = await auth.userForToken(req.cookies[SESSION_COOKIE]);
  });
  tokenRateLimit(app, ctx.config.API_TOKEN_RATE_LIMIT_MAX);
}
