/** The health module's public surface: what the app, jobs and other modules may use. */
export { healthRoutes } from './health.routes.ts';
