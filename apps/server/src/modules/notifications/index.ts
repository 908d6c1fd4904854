/** The notifications module's public surface: what the app, jobs and other modules may use. */
export { notificationsRoutes } from './notifications.routes.ts';
export { notificationsService } from './notifications.service.ts';
