import type { FastifyRequest } from 'fastify';
import { MSG } from '@reelforge/contracts';
import { z } from 'zod';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { App } from './index.ts';

/** The `:id` of a route that names one record. */
export const idParams = z.object({ id: z.string().max(64) });

/**
 * A route's preValidation hook: signed-out callers get 401 before their body is looked at (the
 * same check as requireUser, made before validation instead of in the handler).
 */
export async function signedIn(req: FastifyRequest): Promise<void> {
  if (!req.user) throw unauthorized();
}

/**
 * A route's `config.rateLimit`: at most `max` calls a minute for each signed-in user (else each
 * IP), whether they come with the session or any of the user's API tokens. The count is the
 * route's budget (http/rate-budgets.ts) unless `budget` names another.
 */
export function perUserRateLimit(max: number, budget?: string) {
  return { max, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip, ...(budget ? { budget } : {}) };
}

/**
 * Spends one call of a route's per-user budget from somewhere else that does the same work (an
 * MCP tool), so the two share one limit; throws the route's 429 when it is spent.
 * `route` is the route's method and URL as registered, e.g. 'POST /api/ai/generate-script'.
 */
export function spendRouteBudget(app: App, route: string, max: number) {
  const limiter = app.createRateLimit(perUserRateLimit(max, route));
  return async (req: FastifyRequest): Promise<void> => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError(429, MSG.tooManyAttempts, 'rate_limited');
  };
}
