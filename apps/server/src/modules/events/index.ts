/** The events module's public surface: the product's own usage events. */
export { eventsService } from './events.service.ts';
export { eventsRoutes } from './events.routes.ts';
