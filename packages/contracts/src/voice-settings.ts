import { z } from 'zod';
import { BASIC_VOICE_LABELS, VOICE_IDS, VOICES, type VoiceId } from './constants.ts';

// Settings -> Voice: the voice a user's videos are narrated in when nothing else chooses one (no
// avatar presents, the form names none), and the engine that speaks it among those the server has.

export const TTS_ENGINES = ['espeak', 'openai', 'elevenlabs'] as const;
export type TtsEngine = (typeof TTS_ENGINES)[number];

/** How each engine reads in the product. */
export const TTS_ENGINE_LABELS: Record<TtsEngine, string> = {
  espeak: 'Basic, offline voice (built-in eSpeak NG)',
  openai: 'OpenAI-compatible',
  elevenlabs: 'ElevenLabs',
};

/** A preset's name as this engine speaks it: eSpeak's are basic and offline, never "Natural". */
export function voiceLabel(voiceId: string, engine: TtsEngine): string {
  const preset = VOICES.find((v) => v.id === voiceId);
  if (!preset) return voiceId;
  return engine === 'espeak' ? BASIC_VOICE_LABELS[preset.id as VoiceId] : preset.label;
}

/** The six presets for a voice picker, named for the engine that will speak them. */
export function voiceOptions(engine: TtsEngine): { value: VoiceId; label: string }[] {
  return VOICES.map((v) => ({ value: v.id, label: voiceLabel(v.id, engine) }));
}

export const VOICE_SETTINGS_MESSAGES = {
  voiceId: 'Choose one of the six voices (voice1 to voice6).',
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
