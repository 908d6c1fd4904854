import { VOICE_IDS, type VoiceId } from '../spec.ts';
import type { TtsCredentials } from './factory.ts';

/**
 * `TTS_VOICES` as either JSON (`{"voice1":"am_adam","voice2":"af_bella"}`) or a list
 * (`voice1=am_adam,voice2=af_bella`); unknown keys and empty names are ignored.
 */
export function parseVoiceMap(text: string | undefined): Partial<Record<VoiceId, string>> | undefined {
  const raw = text?.trim();
  if (!raw) return undefined;
  let pairs: [string, unknown][];
  if (raw.startsWith('{')) {
    pairs = Object.entries(JSON.parse(raw) as Record<string, unknown>);
  } else {
    pairs = raw.split(/[,;\s]+/).map((p) => {
      const [k, ...v] = p.split('=');
      return [k?.trim() ?? '', v.join('=').trim()];
    });
  }
  const map: Partial<Record<VoiceId, string>> = {};
  for (const [k, v] of pairs) {
    if ((VOICE_IDS as readonly string[]).includes(k) && typeof v === 'string' && v) map[k as VoiceId] = v;
  }
  return Object.keys(map).length ? map : undefined;
}

/**
 * Cloud voice settings from the environment names the product documents: TTS_BASE_URL,
 * TTS_API_KEY, TTS_MODEL, TTS_VOICES for any OpenAI-compatible server (OPENAI_API_KEY is
 * taken as the key when TTS_API_KEY is unset), ELEVENLABS_API_KEY (+ ELEVENLABS_BASE_URL).
 */
export function ttsCredentialsFromEnv(env: NodeJS.ProcessEnv = process.env): TtsCredentials {
  const str = (k: string) => env[k]?.trim() || undefined;
  const apiKey = str('TTS_API_KEY') ?? str('OPENAI_API_KEY');
  const baseUrl = str('TTS_BASE_URL');
  const creds: TtsCredentials = {};
  if (apiKey || baseUrl) {
    creds.openaiCompatible = { baseUrl, apiKey, model: str('TTS_MODEL'), voices: parseVoiceMap(env.TTS_VOICES) };
  }
  const xi = str('ELEVENLABS_API_KEY');
  if (xi) creds.elevenLabs = { apiKey: xi, baseUrl: str('ELEVENLABS_BASE_URL') };
  return creds;
}
