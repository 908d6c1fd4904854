import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PhonemeTiming, SynthesisResult, SynthesizeOptions, TtsEngine, WordTiming } from './types.ts';
import { WavWriter } from './wav.ts';
import { phonemeTimingsFromEvents, wordTimingsFromEvents } from './espeak-timing.ts';
import { espeakPreset, type EspeakPreset } from './espeak-voices.ts';
import { resolveLanguage, toLanguages, type SpokenLanguage } from './espeak-languages.ts';
import { splitSentences } from './words.ts';
import { EspeakHost } from './espeak-host.ts';

/** eSpeak NG always synthesizes at this rate. */
const SAMPLE_RATE = 22050;
// Text goes to the worker in pieces so an abort stops within one piece and events stay small.
const PIECE_CHARS = 1500;

let languagesCache: Promise<SpokenLanguage[]> | undefined;

/** Every language the built-in eSpeak NG voice set speaks (computed once per process). */
export function listLanguages(): Promise<SpokenLanguage[]> {
  return languagesVia();
}

// A render asks through its engine's worker, so it starts one worker rather than two.
function languagesVia(host?: EspeakHost): Promise<SpokenLanguage[]> {
  languagesCache ??= (async () => {
    const h = host ?? new EspeakHost();
    try {
      return toLanguages(await h.listVoices());
    } finally {
      if (!host) await h.terminate();
    }
  })();
  languagesCache.catch(() => (languagesCache = undefined));
  return languagesCache;
}

/** Offline text to speech with eSpeak NG compiled to WASM, run in a worker thread. */
export class EspeakTtsEngine implements TtsEngine {
  readonly name = 'espeak';
  private readonly host = new EspeakHost();

  /** `tuning` overrides every preset's settings (tests use it to make "another speaker"). */
  constructor(private readonly tuning: Partial<Omit<EspeakPreset, 'label'>> = {}) {}

  async synthesize(text: string, options: SynthesizeOptions): Promise<SynthesisResult> {
    const language = resolveLanguage(await languagesVia(this.host), options.language);
    const preset = { ...espeakPreset(options.voiceId), ...this.tuning };
    const voice = `${language.identifier}+${preset.variant}`;
    const wavPath = join(options.workDir, `espeak-${randomUUID()}.wav`);
    const wav = new WavWriter(wavPath, SAMPLE_RATE);
    const words: WordTiming[] = [];
    const phonemes: PhonemeTiming[] = [];
    // On abort the worker is stopped mid-piece; wait for it to be gone before closing the file
    // it writes to, so it can never write into a reused descriptor.
    let stopping: Promise<void> | undefined;
    const onAbort = () => (stopping = this.host.terminate(abortError(options.signal)));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (const piece of splitSentences(text, PIECE_CHARS)) {
        options.signal?.throwIfAborted();
        const offsetMs = wav.durationMs;
        const out = await this.host.synthesize({
          text: sanitize(piece),
          fd: wav.fd,
          voice,
          rate: preset.rate,
          pitch: preset.pitch,
          range: preset.range,
        });
        if (out.sampleRate !== SAMPLE_RATE)
          throw new Error(`eSpeak produced ${out.sampleRate} Hz, expected ${SAMPLE_RATE}`);
        wav.appended(out.bytes);
        const pieceMs = (out.bytes / 2 / SAMPLE_RATE) * 1000;
        for (const w of wordTimingsFromEvents(piece, out.events, pieceMs)) {
          words.push({ word: w.word, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs });
        }
        for (const p of phonemeTimingsFromEvents(out.events, pieceMs)) {
          phonemes.push({ phoneme: p.phoneme, startMs: p.startMs + offsetMs, endMs: p.endMs + offsetMs });
        }
      }
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
      await stopping;
      wav.close();
    }
    return { wavPath, sampleRate: SAMPLE_RATE, durationMs: wav.durationMs, words, phonemes };
  }

  /** Frees the worker and its WASM memory; the next synthesize() starts a new one. */
  dispose(): Promise<void> {
    return this.host.terminate();
  }
}

function abortError(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new Error('aborted');
}

/**
 * eSpeak parses its input as SSML, so "<...>" would be swallowed as a tag. Swap the brackets
 * one-for-one (keeping code point offsets intact for word timing).
 */
function sanitize(text: string): string {
  return text.replace(/</g, '‹').replace(/>/g, '›');
}
