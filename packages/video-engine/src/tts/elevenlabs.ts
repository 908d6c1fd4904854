import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { VoiceId } from '../spec.ts';
import type { PhonemeTiming, SynthesisResult, SynthesizeOptions, TtsEngine, WordTiming } from './types.ts';
import { EspeakReference, phonemesWithinWords } from './reference.ts';
import { WavWriter } from './wav.ts';
import { wordsFromCharacterAlignment } from './estimate.ts';
import { splitSentences } from './words.ts';

export interface ElevenLabsTtsConfig {
  apiKey: string;
  /** Defaults to https://api.elevenlabs.io; point at a local fake in tests. */
  baseUrl?: string;
  /** Default 'eleven_multilingual_v2'. */
  model?: string;
  /** ElevenLabs voice ids for voice1..voice6 (odd = male, even = female); unset ones use premade voices. */
  voices?: Partial<Record<VoiceId, string>>;
  /** PCM rate asked for (`output_format=pcm_<rate>`); 44100 needs a Pro plan. Default 24000. */
  sampleRate?: 24000 | 44100;
}

// ElevenLabs premade voices; override with `voices` for an account's own.
const DEFAULT_VOICES: Record<VoiceId, string> = {
  voice1: 'ErXwobaYiN019PkySvjV', // Antoni
  voice2: '21m00Tcm4TlvDq8ikWAM', // Rachel
  voice3: 'pNInz6obpgDQGcFmaJgB', // Adam
  voice4: 'EXAVITQu4vr4xnSDxMaL', // Bella / Sarah
  voice5: 'TxGEqnHWrfWFTfGW9XjX', // Josh
  voice6: 'MF3mGyEYCl7XYWbV2PIC', // Elli
};

const MAX_CHARS = 2500;

interface TimestampedResponse {
  audio_base64: string;
  alignment?: {
    characters: string[];
    character_start_times_seconds: number[];
    character_end_times_seconds: number[];
  } | null;
}

/** ElevenLabs via the "with-timestamps" endpoint, whose character alignment gives exact word times. */
export class ElevenLabsTtsEngine implements TtsEngine {
  readonly name = 'elevenlabs';
  private readonly baseUrl: string;
  private readonly reference = new EspeakReference();

  constructor(private readonly config: ElevenLabsTtsConfig) {
    this.baseUrl = (config.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/$/, '');
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult> {
    const voice = { ...DEFAULT_VOICES, ...this.config.voices }[options.voiceId as VoiceId];
    if (!voice) throw new Error(`unknown voice "${options.voiceId}"`);
    const wavPath = join(options.workDir, `elevenlabs-${randomUUID()}.wav`);
    const sampleRate = this.config.sampleRate ?? 24000;
    const wav = new WavWriter(wavPath, sampleRate);
    const words: WordTiming[] = [];
    const phonemes: PhonemeTiming[] = [];
    let alignmentMs = 0;
    try {
      // Pieces are a few thousand characters, so one base64 response in memory is small.
      for (const piece of splitSentences(text, MAX_CHARS)) {
        const url = `${this.baseUrl}/v1/text-to-speech/${encodeURIComponent(voice)}/with-timestamps?output_format=pcm_${sampleRate}`;
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'xi-api-key': this.config.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ text: piece, model_id: this.config.model ?? 'eleven_multilingual_v2' }),
          signal: options.signal,
        });
        if (!res.ok) throw new Error(`ElevenLabs TTS ${res.status}: ${(await res.text()).slice(0, 300)}`);
        const json = (await res.json()) as TimestampedResponse;
        const offsetMs = wav.durationMs;
        const pcm = Buffer.from(json.audio_base64, 'base64');
        wav.write(pcm.subarray(0, pcm.length - (pcm.length % 2)));
        const a = json.alignment;
        if (!a) throw new Error('ElevenLabs response has no alignment');
        const pieceWords = wordsFromCharacterAlignment(
          a.characters,
          a.character_start_times_seconds,
          a.character_end_times_seconds,
          offsetMs,
        );
        words.push(...pieceWords);
        // The provider times words, not sounds: the presenter's mouth shapes come from eSpeak's
        // phonemes of the same words, fitted inside each timed word.
        const started = performance.now();
        const ref = await this.reference.render(piece, options);
        if (ref) phonemes.push(...phonemesWithinWords(ref.words, ref.phonemes, pieceWords));
        alignmentMs += performance.now() - started;
      }
    } finally {
      wav.close();
    }
    return { wavPath, sampleRate, durationMs: wav.durationMs, words, phonemes, alignmentMs };
  }

  dispose(): Promise<void> {
    return this.reference.dispose();
  }
}
