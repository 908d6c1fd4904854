/** The agents module's public surface: what the app, jobs and other modules may use. */
export { agentsRoutes } from './agents.routes.ts';
