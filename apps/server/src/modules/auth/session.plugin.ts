import type { AppContext } from '../../lib/context.ts';
import type { App } from '../../lib/http.ts';
import { authService } from './auth.service.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Who is asking, for every request: registered on the root instance by app.ts before any route
 * plugin, so each module's scope inherits `req.user` instead of depending on the auth routes.
 */
export function sessionPlugin(app: App, ctx: AppContext) {
  const auth = authService(ctx);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.user = await auth.userForToken(req.cookies[SESSION_COOKIE]);
  });
}
