import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { VoiceId } from '../spec.ts';
import type { SynthesisResult, SynthesizeOptions, TtsEngine, WordTiming } from './types.ts';
import { WavWriter } from './wav.ts';
import { wordsFromCharacterAlignment } from './estimate.ts';
import { splitSentences } from './words.ts';

export interface ElevenLabsTtsConfig {
  apiKey: string;
  /** Defaults to https://api.elevenlabs.io; point at a local fake in tests. */
  baseUrl?: string;
  model?: string;
  voices?: Partial<Record<VoiceId, string>>;
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
const SAMPLE_RATE = 24000;

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

  constructor(private readonly config: ElevenLabsTtsConfig) {
    this.baseUrl = (config.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/$/, '');
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult> {
    const voice = { ...DEFAULT_VOICES, ...this.config.voices }[options.voiceId as VoiceId];
    if (!voice) throw new Error(`unknown voice "${options.voiceId}"`);
    const wavPath = join(options.workDir, `elevenlabs-${randomUUID()}.wav`);
    const wav = new WavWriter(wavPath, SAMPLE_RATE);
    const words: WordTiming[] = [];
    try {
      // Pieces are a few thousand characters, so one base64 response in memory is small.
      for (const piece of splitSentences(text, MAX_CHARS)) {
        const url = `${this.baseUrl}/v1/text-to-speech/${encodeURIComponent(voice)}/with-timestamps?output_format=pcm_${SAMPLE_RATE}`;
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
        words.push(
          ...wordsFromCharacterAlignment(
            a.characters,
            a.character_start_times_seconds,
            a.character_end_times_seconds,
            offsetMs,
          ),
        );
      }
    } finally {
      wav.close();
    }
    return { wavPath, sampleRate: SAMPLE_RATE, durationMs: wav.durationMs, words };
  }
}
