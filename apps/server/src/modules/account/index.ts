/** The account module's public surface: what the app, jobs and other modules may use. */
export { accountRoutes } from './account.routes.ts';
