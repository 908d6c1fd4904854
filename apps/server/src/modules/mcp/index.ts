/** The mcp module's public surface: what the app, jobs and other modules may use. */
export { mcpRoutes } from './mcp.routes.ts';
