/** The api-tokens module's public surface: what the app, jobs and other modules may use. */
export { apiTokensRoutes } from './api-tokens.routes.ts';
