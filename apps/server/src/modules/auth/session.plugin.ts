import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authService } from './auth.service.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * API tokens as the api-tokens module provides them (app.ts wires it): auth declares what it
 * needs, so the module that depends on auth (api-tokens) is never imported by it.
 */
export interface BearerTokens {
  /** Resolves a bearer token into req.user (true), answers the request itself, or passes (false). */
  authenticate(ctx: AppContext): (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  rateLimit(app: App, max: number): void;
}

/**
 * Who is asking, for every request: registered on the root instance by app.ts before any route
 * plugin, so each module's scope inherits `req.user` instead of depending on the auth routes.
 * A bearer API token (ADR 0031) wins over the cookie; without one the session cookie decides.
 */
export function sessionPlugin(app: App, ctx: AppContext, tokens: BearerTokens) {
  const auth = authService(ctx);
  const bearer = tokens.authenticate(ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (req, reply) => {
    if (await bearer(req, reply)) return;
    req.user = await auth.userForToken(req.cookies[SESSION_COOKIE]);
  });
  tokens.rateLimit(app, ctx.config.API_TOKEN_RATE_LIMIT_MAX);
}
