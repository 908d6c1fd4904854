/** The llm-settings module's public surface: what the app, jobs and other modules may use. */
export { llmSettingsRoutes } from './llm-settings.routes.ts';
export { userLlmStore } from './user-llm.ts';
