import type { PhonemeTiming, SynthesizeOptions, WordTiming } from './types.ts';
import type { Reference } from '../align/align.ts';
import { EspeakTtsEngine } from './espeak.ts';
import { takeSamples } from '../audio/pcm.ts';

/**
 * eSpeak renderings of a cloud voice's text, used as the timing reference for alignment (and
 * for the phonemes a cloud voice never reports). Its worker is started on first use and freed
 * by dispose(), like the engine's own.
 */
export class EspeakReference {
  private engine: EspeakTtsEngine | undefined;

  /** The reference for `text`, or undefined when eSpeak cannot speak the language. */
  async render(text: string, options: SynthesizeOptions): Promise<Reference | undefined> {
    this.engine ??= new EspeakTtsEngine();
    try {
      const r = await this.engine.synthesize(text, options);
      return { samples: takeSamples(r), sampleRate: r.sampleRate, words: r.words, phonemes: r.phonemes ?? [] };
    } catch (err) {
      if (err instanceof Error && /no voice for language/.test(err.message)) return undefined;
      throw err;
    }
  }

  async dispose(): Promise<void> {
    await this.engine?.dispose();
  }
}

/**
 * The reference's phonemes placed inside the provider's words: each word's sounds keep their
 * share of the word, stretched onto where the provider says the word is. Needs the same words
 * in the same order (otherwise there is nothing to anchor on, and no phonemes are given).
 */
export function phonemesWithinWords(
  refWords: WordTiming[],
  refPhonemes: PhonemeTiming[],
  words: WordTiming[],
): PhonemeTiming[] {
  if (refWords.length !== words.length) return [];
  const out: PhonemeTiming[] = [];
  let p = 0;
  for (const [k, rw] of refWords.entries()) {
    const w = words[k];
    if (!w) continue;
    const span = Math.max(1, rw.endMs - rw.startMs);
    const scale = (w.endMs - w.startMs) / span;
    while (p < refPhonemes.length && (refPhonemes[p]?.startMs ?? 0) < rw.startMs) p++;
    for (; p < refPhonemes.length; p++) {
      const ph = refPhonemes[p];
      if (!ph || ph.startMs >= rw.endMs) break;
      const startMs = w.startMs + (ph.startMs - rw.startMs) * scale;
      const endMs = w.startMs + (Math.min(ph.endMs, rw.endMs) - rw.startMs) * scale;
      if (endMs > startMs) out.push({ phoneme: ph.phoneme, startMs: Math.round(startMs), endMs: Math.round(endMs) });
    }
  }
  return out;
}
