/** The studio module's public surface: requests that become renders. */
export { studioService } from './studio.service.ts';
export { RENDER_RATE_LIMIT, RENDER_ROUTE, studioRoutes } from './studio.routes.ts';
