/** The agents module's public surface: what the app, jobs and other modules may use. */
export { agentStatusRoutes } from './agent-status.routes.ts';
export { agentsRoutes } from './agents.routes.ts';
