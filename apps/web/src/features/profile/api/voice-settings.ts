import { useQuery } from '@tanstack/react-query';
import { voiceSettingsResponseSchema, type VoiceSettingsUpdate } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { agentKeys } from '@/lib/queries/agents';
import { setupKeys } from '@/lib/queries/setup';
import { voiceSettingsKeys, voiceSettingsQueryOptions } from '@/lib/queries/voice-settings';
import { useSettingsChange } from './use-settings-change';

const URL = voiceSettingsKeys.settings[0];

export const useVoiceSettings = () => useQuery(voiceSettingsQueryOptions);

/** Save and Reset answer the new state; the engine capabilities report for this user changed too. */
const change = {
  parse: (raw: unknown) => voiceSettingsResponseSchema.parse(raw),
  key: voiceSettingsKeys.settings,
  refresh: [agentKeys.capabilities, setupKeys.status],
};

export const useSaveVoiceSettings = () =>
  useSettingsChange(change, (input: VoiceSettingsUpdate) => apiJson('PUT', URL, input));

export const useResetVoiceSettings = () => useSettingsChange(change, () => apiJson('DELETE', URL));
