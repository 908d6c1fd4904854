/** The templates module's public surface: what the app, jobs and other modules may use. */
export { templatesRoutes } from './templates.routes.ts';
