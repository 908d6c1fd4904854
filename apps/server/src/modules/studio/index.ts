/** The studio module's public surface: requests that become renders. */
export { studioService } from './studio.service.ts';
export { studioRoutes } from './studio.routes.ts';
