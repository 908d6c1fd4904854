/** The setup module's public surface: the dashboard's Studio setup card (issue 24 item 6). */
export { setupRoutes } from './setup.routes.ts';
export { setupService } from './setup.service.ts';
export { noCreatorKeys, type CreatorKeys, type CreatorKeysReader, type OwnSpeech } from './creator-keys.ts';
