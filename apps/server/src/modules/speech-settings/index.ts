/** The speech-settings module's public surface: a creator's own speech server or ElevenLabs key. */
export { speechSettingsRoutes } from './speech-settings.routes.ts';
export { userSpeechFor } from './user-speech.ts';
