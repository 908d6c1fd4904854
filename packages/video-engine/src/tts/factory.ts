import type { TtsEngine } from './types.ts';
import { EspeakTtsEngine } from './espeak.ts';
import { OpenAiTtsEngine, type OpenAiTtsConfig } from './openai.ts';
import { ElevenLabsTtsEngine, type ElevenLabsTtsConfig } from './elevenlabs.ts';

/** What the cloud voices need; see the README for the shape the server fills from its env. */
export interface TtsCredentials {
  /** OpenAI or any server speaking its /audio/speech API (Kokoro-FastAPI, LocalAI...). */
  openaiCompatible?: OpenAiTtsConfig;
  elevenLabs?: ElevenLabsTtsConfig;
  /** Older flat keys, still honoured: the same as openaiCompatible.apiKey / .baseUrl. */
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  /** Older flat keys, still honoured: the same as elevenLabs.apiKey / .baseUrl. */
  elevenLabsApiKey?: string;
  elevenLabsBaseUrl?: string;
}

/**
 * The engine a spec asks for. 'openai' means any OpenAI-compatible speech server: OpenAI itself
 * needs a key, a server of your own (a baseUrl) may not. ElevenLabs always needs its key.
 */
export function createTtsEngine(kind: 'espeak' | 'openai' | 'elevenlabs', creds: TtsCredentials = {}): TtsEngine {
  if (kind === 'openai') {
    const config: OpenAiTtsConfig = {
      apiKey: creds.openaiApiKey,
      baseUrl: creds.openaiBaseUrl,
      ...definedOnly(creds.openaiCompatible ?? {}),
    };
    if (!config.apiKey && !config.baseUrl) {
      throw new Error('voice engine "openai" needs an OpenAI API key or the baseUrl of a compatible server');
    }
    return new OpenAiTtsEngine(config);
  }
  if (kind === 'elevenlabs') {
    const apiKey = creds.elevenLabs?.apiKey || creds.elevenLabsApiKey;
    if (!apiKey) throw new Error('voice engine "elevenlabs" needs an ElevenLabs API key');
    return new ElevenLabsTtsEngine({
      baseUrl: creds.elevenLabsBaseUrl,
      ...definedOnly(creds.elevenLabs ?? { apiKey }),
      apiKey,
    });
  }
  return new EspeakTtsEngine();
}

/** Drops undefined fields so they do not overwrite a value given the older way. */
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
