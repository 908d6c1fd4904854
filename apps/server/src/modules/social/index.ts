/** The social module's public surface: connected platform accounts and their tokens. */
export { checkConnections } from './connection-check.ts';
export { socialRoutes } from './social.routes.ts';
export { freshTokenCaller } from './fresh-token.ts';
export { type ConnectionRow } from './social.repository.ts';
export { connectionTokens, socialService } from './social.service.ts';
export { PUBLISHING_PLATFORMS } from './social.service.ts';
export { socialConnections } from './connections.ts';
