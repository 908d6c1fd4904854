import { VOICE_SETTINGS_MESSAGES, type VoiceSettingsResponse, type VoiceSettingsUpdate } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { voiceSettingsRepository, type VoiceSettingsRow } from './voice-settings.repository.ts';
import { withPreferredEngine } from './user-voice.ts';

export function voiceSettingsService(ctx: AppContext) {
  const repo = voiceSettingsRepository(ctx.db);

  const view = (row: VoiceSettingsRow | null): VoiceSettingsResponse => ({
    settings: row ? { voiceId: row.voiceId, engine: row.engine, updatedAt: row.updatedAt.toISOString() } : null,
    engines: ctx.tts.available,
    serverEngine: ctx.tts.engine,
    activeEngine: withPreferredEngine(ctx.tts, row?.engine).engine,
  });

  return {
    get: async (user: UserRow) => view(await repo.find(user.id)),

    /** Only an engine this server has can be chosen (a saved one that is later unconfigured falls back). */
    async save(user: UserRow, input: VoiceSettingsUpdate): Promise<VoiceSettingsResponse> {
      if (!ctx.tts.available.includes(input.engine)) {
        throw badRequest(
          VOICE_SETTINGS_MESSAGES.engineUnavailable(input.engine, ctx.tts.available),
          'tts_engine_unavailable',
        );
      }
      return view(await repo.upsert({ userId: user.id, voiceId: input.voiceId, engine: input.engine }));
    },

    async remove(user: UserRow): Promise<VoiceSettingsResponse> {
      await repo.delete(user.id);
      return view(null);
    },
  };
}
