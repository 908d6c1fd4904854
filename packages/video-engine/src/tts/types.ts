/** One spoken word and where it sits in the audio, in milliseconds from the audio start. */
export interface WordTiming {
  word: string;
  startMs: number;
  endMs: number;
}

/**
 * One speech sound and where it sits in the audio. `phoneme` is IPA as eSpeak writes it, with
 * stress marks (e.g. "ˈaɪ", "m"); the presenter turns these into mouth shapes.
 */
export interface PhonemeTiming {
  phoneme: string;
  startMs: number;
  endMs: number;
}

export interface SynthesizeOptions {
  /** 'voice1'..'voice6'; each engine maps these to its own voices. */
  voiceId: string;
  /** BCP 47-ish language code, e.g. 'en', 'en-GB', 'pt-BR', 'ja'. */
  language: string;
  /** Directory the engine may write its audio file into (the render's temp dir). */
  workDir: string;
  signal?: AbortSignal;
}

/** Audio comes back as a mono 16-bit WAV file on disk, or as PCM samples for short clips. */
export type SynthesizedAudio = { wavPath: string } | { pcm: Int16Array };

export type SynthesisResult = SynthesizedAudio & {
  sampleRate: number;
  /** Length of the audio, so callers need not read the file to know it. */
  durationMs: number;
  words: WordTiming[];
  /** Speech sounds, when the engine knows them (eSpeak does; cloud engines get them by alignment). */
  phonemes?: PhonemeTiming[];
  /** Time spent aligning the text to the audio, when the engine had to (instrumentation). */
  alignmentMs?: number;
};

/** A text-to-speech provider. Implementations must stream long audio to disk, not hold it. */
export interface TtsEngine {
  readonly name: string;
  synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult>;
  /** Releases what the engine holds (workers, memory); it may be used again afterwards. */
  dispose?(): Promise<void>;
}
