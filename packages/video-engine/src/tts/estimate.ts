import type { WordTiming } from './types.ts';
import { tokenize } from './words.ts';

/**
 * Word timings for engines that return none: the speech span is shared out by word length,
 * with extra weight after punctuation where speakers pause. Good to a few hundred ms, which
 * is enough for line-level captions.
 */
export function estimateWordTimings(text: string, speechStartMs: number, speechEndMs: number): WordTiming[] {
  const tokens = tokenize(text);
  const weights = tokens.map((t) => {
    const letters = Array.from(t.text).length;
    const pause = /[.!?…]["'”’)]*$/u.test(t.text) ? 4 : /[,;:]["'”’)]*$/u.test(t.text) ? 2 : 0;
    return { speak: letters + 1, pause };
  });
  const total = weights.reduce((n, w) => n + w.speak + w.pause, 0) || 1;
  const span = Math.max(0, speechEndMs - speechStartMs);
  let at = speechStartMs;
  return tokens.map((t, i) => {
    const w = weights[i] ?? { speak: 1, pause: 0 };
    const startMs = at;
    const endMs = at + (span * w.speak) / total;
    at = endMs + (span * w.pause) / total;
    return { word: t.text, startMs: Math.round(startMs), endMs: Math.round(endMs) };
  });
}

/** Word timings from per-character alignment (ElevenLabs "with-timestamps"). */
export function wordsFromCharacterAlignment(
  chars: string[],
  startsSec: number[],
  endsSec: number[],
  offsetMs = 0,
): WordTiming[] {
  const words: WordTiming[] = [];
  let word = '';
  let start = 0;
  let end = 0;
  const flush = () => {
    if (word)
      words.push({ word, startMs: Math.round(offsetMs + start * 1000), endMs: Math.round(offsetMs + end * 1000) });
    word = '';
  };
  chars.forEach((c, i) => {
    if (/\s/u.test(c)) return flush();
    if (!word) start = startsSec[i] ?? end;
    word += c;
    end = endsSec[i] ?? end;
  });
  flush();
  return words;
}

/** Tracks where speech starts and ends in a PCM stream (first/last sample above a floor). */
export class SpeechBounds {
  private index = 0;
  first = -1;
  last = -1;

  constructor(private readonly threshold = 500) {}

  push(samples: Int16Array): void {
    for (let i = 0; i < samples.length; i++) {
      if (Math.abs(samples[i] ?? 0) > this.threshold) {
        if (this.first < 0) this.first = this.index + i;
        this.last = this.index + i;
      }
    }
    this.index += samples.length;
  }

  /** [startMs, endMs] of the speech, or the whole stream if it never got loud. */
  spanMs(sampleRate: number): [number, number] {
    if (this.first < 0) return [0, (this.index / sampleRate) * 1000];
    return [(this.first / sampleRate) * 1000, ((this.last + 1) / sampleRate) * 1000];
  }
}
