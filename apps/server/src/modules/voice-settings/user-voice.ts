// A user's voice choice as the narration code needs it. Kept apart from the settings service so
// renders and voice samples read it without the HTTP-facing rules.
import { VOICE_IDS, type TtsEngine, type VoiceId } from '@reelforge/contracts';
import { withUserSpeech, type TtsSettings } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';
import { userSpeechFor } from '../speech-settings/index.ts';
import { voiceSettingsRepository, type VoiceSettingsRow } from './voice-settings.repository.ts';

/** The server's TTS with the preferred engine, when the server still has it; else the server's own. */
export function withPreferredEngine(tts: TtsSettings, engine: TtsEngine | null | undefined): TtsSettings {
  return engine && engine !== tts.engine && tts.available.includes(engine) ? { ...tts, engine } : tts;
}

/**
 * Who narrates for this user, given their voice row: their own speech (Settings -> Speech) when
 * they have it, as their key wins over the server's; else the server's, with their preferred engine.
 */
export async function ttsForRow(ctx: AppContext, userId: string, row: VoiceSettingsRow | null): Promise<TtsSettings> {
  const own = await userSpeechFor(ctx, userId);
  if (own) return withUserSpeech(ctx.tts, own, ctx.config.ELEVENLABS_BASE_URL, { allowPrivate: ctx.config.USER_LLM_PRIVATE_HOSTS });
  return withPreferredEngine(ctx.tts, row?.engine);
}

/** Who narrates this user's renders and Test Voice samples. */
export async function ttsFor(ctx: AppContext, userId: string): Promise<TtsSettings> {
  return ttsForRow(ctx, userId, await voiceSettingsRepository(ctx.db).find(userId));
}

/** The user's default voice preset, or null when they have not chosen one. */
export async function defaultVoiceOf(ctx: AppContext, userId: string): Promise<VoiceId | null> {
  const row = await voiceSettingsRepository(ctx.db).find(userId);
  // The column is written through the contract; a value from elsewhere is not trusted.
  return row && (VOICE_IDS as readonly string[]).includes(row.voiceId) ? row.voiceId : null;
}
