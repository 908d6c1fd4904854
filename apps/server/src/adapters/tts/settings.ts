import { createHash } from 'node:crypto';
import type { TtsEngine, VoiceId } from '@reelforge/contracts';
import { parseVoiceMap, type TtsCredentials } from '@reelforge/video-engine';
import type { Config } from '../../config.ts';
import { guardedFetch, type AddressPolicy } from '../../lib/private-address.ts';

/** The names the contracts use (Settings -> Voice shows and stores them). */
export type TtsEngineName = TtsEngine;

/** Who speaks narration and voice samples, decided once from config (the only place that knows). */
export interface TtsSettings {
  engine: TtsEngineName;
  /** Every engine this server can use (eSpeak always). */
  available: TtsEngineName[];
  credentials: TtsCredentials;
  /** Set when a creator's own speech narrates: names their settings (a hash), so samples made with the server's voice are not reused. */
  variant?: string;
}

type TtsConfig = Pick<
  Config,
  'TTS_BASE_URL' | 'TTS_API_KEY' | 'TTS_MODEL' | 'TTS_VOICES' | 'OPENAI_API_KEY' | 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL'
>;

/**
 * ElevenLabs when its key is set; else an OpenAI-compatible speech server (TTS_BASE_URL, e.g. a
 * local Kokoro-FastAPI or LocalAI, which need no key; or OpenAI itself with a key); else eSpeak NG.
 */
export function ttsSettings(config: TtsConfig): TtsSettings {
  const credentials: TtsCredentials = {};
  const apiKey = config.TTS_API_KEY || config.OPENAI_API_KEY || undefined;
  if (config.TTS_BASE_URL || apiKey) {
    credentials.openaiCompatible = {
      baseUrl: config.TTS_BASE_URL,
      apiKey,
      model: config.TTS_MODEL || undefined,
      voices: parseVoiceMap(config.TTS_VOICES),
    };
  }
  if (config.ELEVENLABS_API_KEY) {
    credentials.elevenLabs = { apiKey: config.ELEVENLABS_API_KEY, baseUrl: config.ELEVENLABS_BASE_URL };
  }
  const available: TtsEngineName[] = [
    'espeak',
    ...(credentials.openaiCompatible ? (['openai'] as const) : []),
    ...(credentials.elevenLabs ? (['elevenlabs'] as const) : []),
  ];
  const engine: TtsEngineName = credentials.elevenLabs ? 'elevenlabs' : credentials.openaiCompatible ? 'openai' : 'espeak';
  return { engine, available, credentials };
}

/** A creator's own speech (Settings -> Speech), its key opened. */
export type UserSpeech =
  | { provider: 'openai'; baseUrl: string; apiKey?: string; model?: string; voices?: Partial<Record<VoiceId, string>> }
  | { provider: 'elevenlabs'; apiKey: string; model?: string; voices?: Partial<Record<VoiceId, string>> };

/**
 * fetch as the engine calls it, through the address policy: the connection goes only to the
 * addresses checked as it opens (no second DNS answer), and a redirect comes back unfollowed.
 */
export const policyFetch =
  (policy: AddressPolicy) =>
  (url: string, init: RequestInit): Promise<Response> =>
    guardedFetch(url, init as Parameters<typeof guardedFetch>[1], policy) as unknown as Promise<Response>;

/**
 * The server's speech with a creator's own on top: their provider's credentials replace the
 * server's for that engine, and their engine narrates (their key wins over the server's). Their
 * own server's address is the creator's to type, so it is reached only through the policy.
 */
export function withUserSpeech(server: TtsSettings, own: UserSpeech | null, elevenLabsBaseUrl: string | undefined, policy: AddressPolicy): TtsSettings {
  if (!own) return server;
  const credentials: TtsCredentials = { ...server.credentials };
  if (own.provider === 'openai') {
    credentials.openaiCompatible = { baseUrl: own.baseUrl, apiKey: own.apiKey, model: own.model, voices: own.voices, fetch: policyFetch(policy) };
  } else {
    credentials.elevenLabs = { apiKey: own.apiKey, baseUrl: elevenLabsBaseUrl, model: own.model, voices: own.voices };
  }
  const available = server.available.includes(own.provider) ? server.available : [...server.available, own.provider];
  const variant = createHash('sha256').update(JSON.stringify(own)).digest('hex').slice(0, 12);
  return { engine: own.provider, available, credentials, variant };
}
