/** The social module's public surface: connected platform accounts and their tokens. */
export { checkConnections } from './connection-check.ts';
export { socialRoutes } from './social.routes.ts';
