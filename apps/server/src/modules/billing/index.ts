/** The billing module's public surface: what the app, jobs and other modules may use. */
export { billingRoutes } from './billing.routes.ts';
export { billingService } from './billing.service.ts';
