/** The translations module's public surface: one video into other languages (issue 28 item 2). */
export { translationsRoutes } from './translations.routes.ts';
export { translationsService } from './translations.service.ts';
