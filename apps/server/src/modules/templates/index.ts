/** The templates module's public surface: what the app, jobs and other modules may use. */
export { templatesRoutes } from './templates.routes.ts';
export { type TemplateRow } from './templates.repository.ts';
export { templatesService } from './templates.service.ts';
export { templateRecords } from './template-records.ts';
