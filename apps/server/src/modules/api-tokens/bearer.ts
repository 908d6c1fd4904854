import { API_TOKEN_MESSAGES } from '@reelforge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/index.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { App } from '../../http/index.ts';
import { apiTokensService, type TokenIdentity } from './api-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the caller authenticated with `Authorization: Bearer rf_...` (not a session cookie). */
    apiToken: TokenIdentity | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A token may never call this route (ADR 0031): managing tokens, the password, the account,
     * billing, and the places that take credentials (a model's key, a platform login). A leaked
     * token must not lock its owner out, mint more tokens or spend money.
     */
    sessionOnly?: boolean;
    /** 'per-tool': a read token's POSTs are allowed, the route checks each call's scope (MCP). */
    tokenScope?: 'per-tool';
  }
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
    const route = req.routeOptions.config;
    if (route.sessionOnly) throw forbidden(API_TOKEN_MESSAGES.sessionOnly, 'session_only');
    if (found.token.scope === 'read' && !READ_METHODS.has(req.method) && route.tokenScope !== 'per-tool') {
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
    throw new AppError(429, API_TOKEN_MESSAGES.rateLimited, 'rate_limited');
  });
}
