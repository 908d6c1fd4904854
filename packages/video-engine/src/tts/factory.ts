import type { TtsEngine } from './types.ts';
import { EspeakTtsEngine } from './espeak.ts';
import { OpenAiTtsEngine } from './openai.ts';
import { ElevenLabsTtsEngine } from './elevenlabs.ts';

export interface TtsCredentials {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  elevenLabsApiKey?: string;
  elevenLabsBaseUrl?: string;
}

/** The engine a spec asks for; cloud engines need their key (the caller's config supplies it). */
export function createTtsEngine(kind: 'espeak' | 'openai' | 'elevenlabs', creds: TtsCredentials = {}): TtsEngine {
  if (kind === 'openai') {
    if (!creds.openaiApiKey) throw new Error('voice engine "openai" needs an OpenAI API key');
    return new OpenAiTtsEngine({ apiKey: creds.openaiApiKey, baseUrl: creds.openaiBaseUrl });
  }
  if (kind === 'elevenlabs') {
    if (!creds.elevenLabsApiKey) throw new Error('voice engine "elevenlabs" needs an ElevenLabs API key');
    return new ElevenLabsTtsEngine({ apiKey: creds.elevenLabsApiKey, baseUrl: creds.elevenLabsBaseUrl });
  }
  return new EspeakTtsEngine();
}
