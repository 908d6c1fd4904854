import { API_TOKEN_MESSAGES } from '@reelforge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { apiTokensService, type TokenIdentity } from './api-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the caller authenticated with `Authorization: Bearer rf_...` (not a session cookie). */
    apiToken: TokenIdentity | null;
  }
}

/** The one endpoint that speaks JSON-RPC over POST: read or write is decided per tool there. */
export const MCP_PATH = '/mcp';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes a token may never reach (ADR 0031): managing tokens, the password, the account itself,
 * billing, and the places that take credentials (a language model's key, a platform login). A
 * leaked token must not be able to lock its owner out, mint more tokens or spend money.
 */
const SESSION_ONLY: Record<string, ReadonlySet<string> | 'all'> = {
  '/api/tokens': 'all',
  '/api/tokens/:id': 'all',
  '/api/user/password': 'all',
  '/api/user': new Set(['DELETE']),
  '/api/get-or-create-subscription': 'all',
  '/api/billing/confirm': 'all',
  '/api/billing/cancel': 'all',
  '/api/billing/checkout': 'all',
  '/api/billing/checkout/return': 'all',
  '/api/billing/portal': 'all',
  '/api/settings/llm': new Set(['PUT', 'DELETE']),
  '/api/settings/llm/test': 'all',
  '/api/social-media/connect': 'all',
  '/api/social-media/connections/:id': new Set(['DELETE']),
  '/api/social-media/oauth/:platform/start': 'all',
};

export function isSessionOnly(routeUrl: string | undefined, method: string): boolean {
  const rule = routeUrl ? SESSION_ONLY[routeUrl] : undefined;
  return rule === 'all' || (rule !== undefined && rule.has(method));
}

/** `Bearer <value>` -> value; any other scheme (or none) -> null, left to the cookie. */
export function bearerOf(header: string | undefined): string | null {
  const m = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return m ? m[1]! : null;
}

/**
 * Authenticates bearer requests, for the session plugin: sets req.user and req.apiToken, or
 * refuses (401 unknown or revoked, 403 outside the token's scope). Returns false when the
 * request carries no bearer token, so the cookie decides.
 */
export function bearerAuth(ctx: AppContext) {
  const tokens = apiTokensService(ctx);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const bearer = bearerOf(req.headers.authorization);
    if (!bearer) return false;
    const found = await tokens.resolve(bearer);
    if (!found) {
      reply.header('WWW-Authenticate', 'Bearer realm="reelforge", error="invalid_token"');
      throw new AppError(401, API_TOKEN_MESSAGES.invalid, 'invalid_token');
    }
    req.user = found.user;
    req.apiToken = found.token;
    if (isSessionOnly(req.routeOptions.url, req.method)) throw forbidden(API_TOKEN_MESSAGES.sessionOnly, 'session_only');
    const path = req.url.split('?')[0];
    if (found.token.scope === 'read' && !READ_METHODS.has(req.method) && path !== MCP_PATH) {
      throw forbidden(API_TOKEN_MESSAGES.readOnly, 'read_only_token');
    }
    return true;
  };
}

/**
 * Requests per token per minute (API_TOKEN_RATE_LIMIT_MAX), on every route, on top of each
 * route's own per-user limit. createRateLimit, not rateLimit(): the latter marks the request as
 * limited and would switch the route's own limit off.
 */
export function tokenRateLimit(app: App, max: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (req) => `api-token:${req.apiToken?.id ?? ''}`,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.apiToken) return;
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', result.ttlInSeconds);
    throw new AppError(429, API_TOKEN_MESSAGES.rateLimited, 'token_rate_limited');
  });
}
