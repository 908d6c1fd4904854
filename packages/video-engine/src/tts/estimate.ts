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
