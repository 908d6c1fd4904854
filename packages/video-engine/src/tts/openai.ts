import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { VoiceId } from '../spec.ts';
import type { PhonemeTiming, SynthesisResult, SynthesizeOptions, TtsEngine, WordTiming } from './types.ts';
import { WavWriter } from './wav.ts';
import { estimateWordTimings } from './estimate.ts';
import { splitSentences } from './words.ts';
import { decodeWav, resample } from '../audio/pcm.ts';
import { speechRange } from '../audio/trim.ts';
import { alignTimings } from '../align/align.ts';
import { EspeakReference } from './reference.ts';

/**
 * Any server speaking OpenAI's `POST {baseUrl}/audio/speech`: OpenAI itself, Kokoro-FastAPI,
 * LocalAI, openedai-speech...
 */
export interface OpenAiTtsConfig {
  /** Up to and including the API version, e.g. http://localhost:8880/v1 (default https://api.openai.com/v1). */
  baseUrl?: string;
  /** Sent as a Bearer token when given; local servers usually need none. */
  apiKey?: string;
  /** Default 'gpt-4o-mini-tts'; Kokoro-FastAPI takes 'kokoro', LocalAI its model name. */
  model?: string;
  /** Provider voice names for voice1..voice6 (odd = male, even = female); unset ones use OpenAI's. */
  voices?: Partial<Record<VoiceId, string>>;
  /**
   * How requests reach the server; the global fetch unless given. A server that must hold the
   * connection to the address it checked (a creator's own speech server) passes its own.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}
export type OpenAiCompatibleTtsConfig = OpenAiTtsConfig;

const DEFAULT_VOICES: Record<VoiceId, string> = {
  voice1: 'echo',
  voice2: 'nova',
  voice3: 'onyx',
  voice4: 'coral',
  voice5: 'ash',
  voice6: 'shimmer',
};

// Requests stay around half a minute of speech so the alignment's DTW band stays small (the
// API itself accepts 4096 characters).
const MAX_CHARS = 600;
/** OpenAI's and Kokoro's native rate; other servers' audio is resampled to it. */
const SAMPLE_RATE = 24000;

/**
 * Text to speech over the OpenAI speech API. The API returns no timings, so word and phoneme
 * timings come from aligning the audio with an eSpeak rendering of the same text.
 */
export class OpenAiTtsEngine implements TtsEngine {
  readonly name = 'openai';
  private readonly baseUrl: string;
  private readonly reference = new EspeakReference();

  constructor(private readonly config: OpenAiTtsConfig = {}) {
    this.baseUrl = (config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult> {
    const voice = { ...DEFAULT_VOICES, ...this.config.voices }[options.voiceId as VoiceId];
    if (!voice) throw new Error(`unknown voice "${options.voiceId}"`);
    const wavPath = join(options.workDir, `openai-${randomUUID()}.wav`);
    const wav = new WavWriter(wavPath, SAMPLE_RATE);
    const words: WordTiming[] = [];
    const phonemes: PhonemeTiming[] = [];
    let alignmentMs = 0;
    try {
      for (const piece of splitSentences(text, MAX_CHARS)) {
        const samples = await this.speak(piece, voice, options.signal);
        const offsetMs = wav.durationMs;
        wav.write(samples);
        const started = performance.now();
        const ref = await this.reference.render(piece, options);
        const timed = ref
          ? alignTimings(ref, { samples, sampleRate: SAMPLE_RATE })
          : { words: estimated(piece, samples), phonemes: [] };
        alignmentMs += performance.now() - started;
        for (const w of timed.words) words.push({ ...w, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs });
        for (const p of timed.phonemes)
          phonemes.push({ ...p, startMs: p.startMs + offsetMs, endMs: p.endMs + offsetMs });
      }
    } finally {
      wav.close();
    }
    return { wavPath, sampleRate: SAMPLE_RATE, durationMs: wav.durationMs, words, phonemes, alignmentMs };
  }

  /** One request; the reply as 16-bit mono at SAMPLE_RATE. */
  private async speak(input: string, voice: string, signal?: AbortSignal): Promise<Int16Array> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const res = await (this.config.fetch ?? fetch)(`${this.baseUrl}/audio/speech`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: this.config.model ?? 'gpt-4o-mini-tts',
        input,
        voice,
        // WAV says its own rate and format, which servers other than OpenAI do not all agree on.
        response_format: 'wav',
      }),
      signal,
    });
    if (!res.ok) throw new Error(`speech server ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    if (body.toString('ascii', 0, 4) === 'RIFF') {
      const { sampleRate, samples } = decodeWav(body);
      return resample(samples, sampleRate, SAMPLE_RATE);
    }
    // Some servers answer raw 24 kHz PCM (OpenAI's "pcm") whatever was asked.
    if (/pcm|octet-stream|L16/i.test(type) || type === '') {
      const samples = new Int16Array(body.length >> 1);
      Buffer.from(samples.buffer).set(body.subarray(0, samples.length * 2));
      return samples;
    }
    throw new Error(`speech server answered ${type}, expected audio/wav or raw PCM`);
  }

  dispose(): Promise<void> {
    return this.reference.dispose();
  }
}

/** Fallback for languages eSpeak cannot speak: words shared out over the detected speech. */
function estimated(text: string, samples: Int16Array): WordTiming[] {
  const { start, end } = speechRange(samples, SAMPLE_RATE);
  return estimateWordTimings(text, (start / SAMPLE_RATE) * 1000, (end / SAMPLE_RATE) * 1000);
}
