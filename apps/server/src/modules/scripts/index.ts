/** The scripts module's public surface: what the app, jobs and other modules may use. */
export { scriptsRoutes } from './scripts.routes.ts';
export { scriptsService } from './scripts.service.ts';
