import { ERROR_CODES } from '@reelforge/contracts';

/**
 * Every error answers this body (lib/error-handler.ts; contracts' errorResponseSchema). `code` is
 * one of contracts' ERROR_CODES: clients branch on it, people read `message`.
 */
export const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words meant for people.' },
    code: { type: 'string', enum: [...ERROR_CODES], description: 'What went wrong, for programs.' },
    field: { type: 'string', description: 'The input field at fault (validation errors).' },
  },
  required: ['message', 'code'],
};

/** The shared responses, one per status, as `components.responses` names them. */
export const errorResponses: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input is not valid (`validation_failed` names the `field`), or the request cannot be done as asked; `message` says why.',
  },
  401: { name: 'Unauthorized', description: 'Signed out, or the API token is unknown or revoked.' },
  402: { name: 'PaymentRequired', description: 'The card was declined.' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: a read-only token on a write (`read_only_token`), a route API tokens may not call (`session_only`), a state-changing request from another site (`cross_origin`), a plan limit (`plan_limit`), or a wrong current password.',
  },
  404: { name: 'NotFound', description: "No such item, or it is not the caller's." },
  405: { name: 'MethodNotAllowed', description: 'This method is not offered here.' },
  409: { name: 'Conflict', description: "The item's state does not allow this now; `code` says which." },
  410: { name: 'Gone', description: 'The link has expired.' },
  413: { name: 'PayloadTooLarge', description: 'The body or file is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this route accepts.' },
  422: { name: 'UnprocessableContent', description: 'The input is well formed but nothing can be made of it.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests (per user, per IP or per API token); try again after `Retry-After` seconds.',
  },
  502: {
    name: 'BadGateway',
    description: 'A platform or payment provider this request needed failed or could not be reached.',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'Something this request needs is not set up or not running on this server.',
  },
};

/** What the route transform knows of a route beyond its schema. */
export interface RouteFacts {
  /** API tokens may not call it (ADR 0031). */
  sessionOnly: boolean;
  /** A read token's writes are let through and judged per call (MCP's tools). */
  scopePerCall: boolean;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The error statuses a route answers: those its shape implies (how the guards, the validator,
 * the body parser and the limits in lib/error-handler.ts and http/ treat every route) and those
 * its table entry adds for what its service refuses.
 */
export function statusesOf(
  route: RouteFacts & { method: string; path: string; hasInput: boolean; hasBody: boolean },
  extra: number[] = [],
): number[] {
  const api = route.path.startsWith('/api/');
  const statuses = new Set(extra);
  if (route.hasInput) statuses.add(400);
  // Any route, public ones too: a bearer token that is unknown or revoked (401) or over its
  // budget (429) is refused before the route runs (modules/auth/session.plugin.ts).
  statuses.add(401).add(429);
  const writes = STATE_CHANGING.has(route.method);
  // API tokens: session-only routes, and a read token's writes (modules/api-tokens/bearer.ts); other
  // sites' pages: writes under /api (http/request-guards.ts).
  if (route.sessionOnly || (writes && !route.scopePerCall) || (writes && api)) statuses.add(403);
  if (route.path.includes('{')) statuses.add(404);
  if (route.hasBody) statuses.add(400).add(413).add(415);
  return [...statuses].sort((a, b) => a - b);
}
