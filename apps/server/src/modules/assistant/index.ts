/** The assistant module's public surface: what the app, jobs and other modules may use. */
export { assistantRoutes } from './assistant.routes.ts';
