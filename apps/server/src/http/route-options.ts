import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../lib/errors.ts';

/** The `:id` of a route that names one record. */
export const idParams = z.object({ id: z.string().max(64) });

/**
 * A route's preValidation hook: signed-out callers get 401 before their body is looked at (the
 * same check as requireUser, made before validation instead of in the handler).
 */
export async function signedIn(req: FastifyRequest): Promise<void> {
  if (!req.user) throw unauthorized();
}

/** A route's `config.rateLimit`: at most `max` calls a minute for each signed-in user (else each IP). */
export function perUserRateLimit(max: number) {
  return { max, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };
}
