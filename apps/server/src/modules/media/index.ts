/** The media module's public surface: what the app, jobs and other modules may use. */
export { mediaRoutes } from './media.routes.ts';
