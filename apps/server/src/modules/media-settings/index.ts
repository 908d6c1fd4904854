/** The media-settings module's public surface: a creator's own stock keys (Settings -> Stock media). */
export { mediaSettingsRoutes } from './media-settings.routes.ts';
export { stockKeysFor } from './user-media.ts';
