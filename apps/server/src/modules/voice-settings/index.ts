/** The voice settings module's public surface: each creator's narration engine and voice. */
export { ttsFor } from './user-voice.ts';
export { voiceSettingsRoutes } from './voice-settings.routes.ts';
export { defaultVoiceOf } from './user-voice.ts';
