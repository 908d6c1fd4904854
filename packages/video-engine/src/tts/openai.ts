import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { VoiceId } from '../spec.ts';
import type { SynthesisResult, SynthesizeOptions, TtsEngine, WordTiming } from './types.ts';
import { WavWriter } from './wav.ts';
import { SpeechBounds, estimateWordTimings } from './estimate.ts';
import { pipePcm } from './pcm-stream.ts';
import { splitSentences } from './words.ts';

export interface OpenAiTtsConfig {
  apiKey: string;
  /** Defaults to https://api.openai.com/v1; point at a local fake in tests. */
  baseUrl?: string;
  model?: string;
  voices?: Partial<Record<VoiceId, string>>;
}

const DEFAULT_VOICES: Record<VoiceId, string> = {
  voice1: 'echo',
  voice2: 'nova',
  voice3: 'onyx',
  voice4: 'coral',
  voice5: 'ash',
  voice6: 'shimmer',
};

// The speech endpoint accepts up to 4096 characters per request.
const MAX_CHARS = 4000;
// response_format "pcm" is raw 24 kHz 16-bit mono, so nothing needs decoding.
const SAMPLE_RATE = 24000;

/** OpenAI text to speech. The API returns no timings, so words are placed by estimate. */
export class OpenAiTtsEngine implements TtsEngine {
  readonly name = 'openai';
  private readonly baseUrl: string;

  constructor(private readonly config: OpenAiTtsConfig) {
    this.baseUrl = (config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult> {
    const voice = { ...DEFAULT_VOICES, ...this.config.voices }[options.voiceId as VoiceId];
    if (!voice) throw new Error(`unknown voice "${options.voiceId}"`);
    const wavPath = join(options.workDir, `openai-${randomUUID()}.wav`);
    const wav = new WavWriter(wavPath, SAMPLE_RATE);
    const words: WordTiming[] = [];
    try {
      for (const piece of splitSentences(text, MAX_CHARS)) {
        const res = await fetch(`${this.baseUrl}/audio/speech`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: this.config.model ?? 'gpt-4o-mini-tts',
            input: piece,
            voice,
            response_format: 'pcm',
          }),
          signal: options.signal,
        });
        if (!res.ok || !res.body) throw new Error(`OpenAI TTS ${res.status}: ${(await res.text()).slice(0, 300)}`);
        const offsetMs = wav.durationMs;
        const bounds = new SpeechBounds();
        await pipePcm(res.body, wav, bounds);
        const [s, e] = bounds.spanMs(SAMPLE_RATE);
        words.push(...estimateWordTimings(piece, offsetMs + s, offsetMs + e));
      }
    } finally {
      wav.close();
    }
    return { wavPath, sampleRate: SAMPLE_RATE, durationMs: wav.durationMs, words };
  }
}
