import { VOICE_SETTINGS_MESSAGES, type VoiceSettingsResponse, type VoiceSettingsUpdate } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { voiceSettingsRepository, type VoiceSettingsRow } from './voice-settings.repository.ts';
import { ttsForRow } from './user-voice.ts';

export function voiceSettingsService(ctx: AppContext) {
  const repo = voiceSettingsRepository(ctx.db);

  // The engines and the active one are this user's: the server's, plus their own speech (Settings -> Speech).
  const view = async (userId: string, row: VoiceSettingsRow | null): Promise<VoiceSettingsResponse> => {
    const tts = await ttsForRow(ctx, userId, row);
    return {
      settings: row ? { voiceId: row.voiceId, engine: row.engine, updatedAt: row.updatedAt.toISOString() } : null,
      engines: tts.available,
      serverEngine: ctx.tts.engine,
      activeEngine: tts.engine,
    };
  };

  return {
    get: async (user: UserRow) => view(user.id, await repo.find(user.id)),

    /** Only an engine this user has can be chosen (a saved one that is later unconfigured falls back). */
    async save(user: UserRow, input: VoiceSettingsUpdate): Promise<VoiceSettingsResponse> {
      const available = (await ttsForRow(ctx, user.id, null)).available;
      if (!available.includes(input.engine)) {
        throw badRequest(VOICE_SETTINGS_MESSAGES.engineUnavailable(input.engine, available), 'tts_engine_unavailable');
      }
      return view(user.id, await repo.upsert({ userId: user.id, voiceId: input.voiceId, engine: input.engine }));
    },

    async remove(user: UserRow): Promise<VoiceSettingsResponse> {
      await repo.delete(user.id);
      return view(user.id, null);
    },
  };
}
