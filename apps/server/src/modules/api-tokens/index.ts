/** The api-tokens module's public surface: personal API tokens (ADR 0031). */
import { bearerAuth, tokenRateLimit } from './bearer.ts';
import type { BearerTokens } from '../auth/index.ts';

/** Bearer authentication as the session plugin takes it (wired in app.ts). */
export const apiTokenBearer: BearerTokens = { authenticate: bearerAuth, rateLimit: tokenRateLimit };
export { apiTokensRoutes } from './api-tokens.routes.ts';
export { type TokenIdentity } from './api-tokens.service.ts';
