import { useMutation, useQuery } from '@tanstack/react-query';
import {
  keyTestResultSchema,
  mediaSettingsResponseSchema,
  speechSettingsResponseSchema,
  type MediaSettingsUpdate,
  type MediaTestRequest,
  type SpeechSettingsUpdateParsed,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { agentKeys } from '@/lib/queries/agents';
import { mediaSettingsQueryOptions, providerKeysKeys, speechSettingsQueryOptions } from '@/lib/queries/provider-keys';
import { voiceSettingsKeys } from '@/lib/queries/voice-settings';
import { useSettingsChange } from './use-settings-change';

const MEDIA = providerKeysKeys.media[0];
const SPEECH = providerKeysKeys.speech[0];

export const useMediaSettings = () => useQuery(mediaSettingsQueryOptions);
export const useSpeechSettings = () => useQuery(speechSettingsQueryOptions);

const mediaChange = {
  parse: (raw: unknown) => mediaSettingsResponseSchema.parse(raw),
  key: providerKeysKeys.media,
  refresh: [agentKeys.capabilities],
};
// Who narrates changes with the creator's own speech: Settings -> Voice and the capabilities ask again.
const speechChange = {
  parse: (raw: unknown) => speechSettingsResponseSchema.parse(raw),
  key: providerKeysKeys.speech,
  refresh: [agentKeys.capabilities, voiceSettingsKeys.settings],
};

export const useSaveMediaKeys = () => useSettingsChange(mediaChange, (input: MediaSettingsUpdate) => apiJson('PUT', MEDIA, input));
export const useRemoveMediaKeys = () => useSettingsChange(mediaChange, () => apiJson('DELETE', MEDIA));
export const useTestMediaKeys = () =>
  useMutation({
    mutationFn: async (input: MediaTestRequest) => keyTestResultSchema.parse(await apiJson('POST', `${MEDIA}/test`, input)),
  });

export const useSaveSpeech = () =>
  useSettingsChange(speechChange, (input: SpeechSettingsUpdateParsed) => apiJson('PUT', SPEECH, input));
export const useRemoveSpeech = () => useSettingsChange(speechChange, () => apiJson('DELETE', SPEECH));
export const useTestSpeech = () =>
  useMutation({
    mutationFn: async (input: SpeechSettingsUpdateParsed) =>
      keyTestResultSchema.parse(await apiJson('POST', `${SPEECH}/test`, input)),
  });
