/** The analytics module's public surface: what the app, jobs and other modules may use. */
export { analyticsRoutes } from './analytics.routes.ts';
export { analyticsService } from './analytics.service.ts';
