import { z } from 'zod';
import { VOICE_IDS, VOICES } from './constants.ts';

// Settings -> Voice: the voice a user's videos are narrated in when nothing else chooses one (no
// avatar presents, the form names none), and the engine that speaks it among those the server has.

export const TTS_ENGINES = ['espeak', 'openai', 'elevenlabs'] as const;
export type TtsEngine = (typeof TTS_ENGINES)[number];

/** How each engine reads in the product. */
export const TTS_ENGINE_LABELS: Record<TtsEngine, string> = {
  espeak: 'Built-in (offline)',
  openai: 'OpenAI-compatible',
  elevenlabs: 'ElevenLabs',
};

export const VOICE_SETTINGS_MESSAGES = {
  voiceId: `Choose a voice: ${VOICES.map((v) => v.label).join(', ')}.`,
  engine: 'Choose a voice engine.',
  /** The engine is known but this server has no credentials for it. */
  engineUnavailable: (engine: TtsEngine, offered: readonly TtsEngine[]) =>
    `This server does not offer the ${TTS_ENGINE_LABELS[engine]} voice engine. Choose one of: ${offered
      .map((e) => TTS_ENGINE_LABELS[e])
      .join(', ')}.`,
} as const;

/** PUT /api/settings/voice. */
export const voiceSettingsUpdateSchema = z.object(
  {
    voiceId: z.enum(VOICE_IDS, { error: VOICE_SETTINGS_MESSAGES.voiceId }),
    engine: z.enum(TTS_ENGINES, { error: VOICE_SETTINGS_MESSAGES.engine }),
  },
  { error: 'Please fill in all required fields.' },
);
export type VoiceSettingsUpdate = z.infer<typeof voiceSettingsUpdateSchema>;

export const storedVoiceSettingsSchema = voiceSettingsUpdateSchema.extend({ updatedAt: z.string() });
export type StoredVoiceSettings = z.infer<typeof storedVoiceSettingsSchema>;

/** GET/PUT/DELETE answer: the saved choice (null: none) and what this server can narrate with. */
export const voiceSettingsResponseSchema = z.object({
  settings: storedVoiceSettingsSchema.nullable(),
  /** The engines this server has (eSpeak always; cloud engines when configured). */
  engines: z.array(z.enum(TTS_ENGINES)),
  /** The server's own choice, used when the user has none or theirs is no longer configured. */
  serverEngine: z.enum(TTS_ENGINES),
  /** Who narrates this user's videos now. */
  activeEngine: z.enum(TTS_ENGINES),
});
export type VoiceSettingsResponse = z.infer<typeof voiceSettingsResponseSchema>;
