/** The social module's public surface: connected platform accounts and their tokens. */
export { socialRoutes } from './social.routes.ts';
export { connectionTokens, PUBLISHING_PLATFORMS, socialService } from './social.service.ts';
export { socialConnections } from './connections.ts';
export { type ConnectionRow } from './social.repository.ts';
export { freshTokenCaller } from './fresh-token.ts';
export { checkConnections } from './connection-check.ts';
