import type { WordTiming } from '@reelforge/video-engine';
import { isNumberWord, keyTerms, termOf } from './key-terms.ts';
import type { Sentence } from './sentences.ts';

export interface MomentBounds {
  count: number;
  minMs: number;
  maxMs: number;
}

/** A clip's span: whole words [first, last] and the edges it is cut at, inside the pauses around them. */
export interface Moment {
  first: number;
  last: number;
  startMs: number;
  endMs: number;
  score: number;
}

/** The scorer's input: every word, its sentences, and the recording's length. */
export interface TimedTranscript {
  words: WordTiming[];
  sentences: Sentence[];
  durationMs: number;
}

// A cut sits this far into the pause around a clip (at most half of it): breath, not the next word.
const LEAD_MS = 200;
const TAIL_MS = 350;
/** A pause that can end a clip when no sentence end fits the bounds. */
const PHRASE_PAUSE_MS = 250;
const HOOK_MS = 3000;

/** Where a clip starting at word `k` is cut: before it, inside the pause (never into the word before). */
export function startEdge(words: WordTiming[], k: number): number {
  const w = words[k]!;
  const gap = k > 0 ? w.startMs - words[k - 1]!.endMs : w.startMs;
  return Math.max(0, Math.round(w.startMs - Math.min(LEAD_MS, gap / 2)));
}

/** Where a clip ending at word `k` is cut: after it, inside the pause (never into the next word). */
export function endEdge(words: WordTiming[], k: number, durationMs: number): number {
  const w = words[k]!;
  const gap = (k + 1 < words.length ? words[k + 1]!.startMs : durationMs) - w.endMs;
  return Math.round(w.endMs + Math.max(0, Math.min(TAIL_MS, gap / 2)));
}

interface Unit {
  first: number;
  last: number;
  complete: boolean;
}

/** Runs of words a clip may start and end on: sentences, else phrases between pauses, else words. */
function unitsAt(t: TimedTranscript, level: 0 | 1 | 2): Unit[] {
  if (level === 0) return t.sentences.map((s) => ({ first: s.first, last: s.last, complete: true }));
  const out: Unit[] = [];
  let first = 0;
  for (let k = 0; k < t.words.length; k++) {
    const next = t.words[k + 1];
    if (level === 2 || !next || next.startMs - t.words[k]!.endMs >= PHRASE_PAUSE_MS) {
      out.push({ first, last: k, complete: false });
      first = k + 1;
    }
  }
  return out;
}

/**
 * Picks `count` moments without a model: every span of whole sentences within the bounds is
 * scored on speech density, questions, numbers, the speaker's repeated key terms and a hook in the
 * first seconds, and the best are taken greedily so none overlap. When sentences are too long for
 * the bounds, phrases between pauses are used, then single words: a clip never cuts a word.
 * Fewer than `count` come back only when the recording has no room for more; `taken` spans
 * (clips chosen otherwise) are left alone.
 */
export function scoreMoments(t: TimedTranscript, bounds: MomentBounds, taken: { startMs: number; endMs: number }[] = []): Moment[] {
  const chosen: Moment[] = [];
  if (!t.words.length) return chosen;
  const terms = keyTerms(t.words);
  const spoken = t.words.reduce((n, w) => n + (w.endMs - w.startMs), 0);
  const meanRate = t.words.length / Math.max(1, spoken / 1000);
  const questionEnds = new Set(t.sentences.filter((s) => s.question).map((s) => s.last));
  const sentenceStarts = new Set(t.sentences.map((s) => s.first));
  for (const level of [0, 1, 2] as const) {
    if (chosen.length >= bounds.count) break;
    const units = unitsAt(t, level);
    const candidates: Moment[] = [];
    for (let i = 0; i < units.length; i++) {
      const startMs = startEdge(t.words, units[i]!.first);
      for (let j = i; j < units.length; j++) {
        const endMs = endEdge(t.words, units[j]!.last, t.durationMs);
        if (endMs - startMs > bounds.maxMs) break;
        if (endMs - startMs < bounds.minMs) continue;
        const m = { first: units[i]!.first, last: units[j]!.last, startMs, endMs, score: 0 };
        m.score = score(t, m, { terms, meanRate, questionEnds, complete: units[j]!.complete && sentenceStarts.has(m.first) });
        candidates.push(m);
      }
    }
    candidates.sort((a, b) => b.score - a.score || a.startMs - b.startMs);
    for (const c of candidates) {
      if (chosen.length >= bounds.count) break;
      if (![...taken, ...chosen].some((m) => c.startMs < m.endMs && m.startMs < c.endMs)) chosen.push(c);
    }
  }
  return chosen.sort((a, b) => a.startMs - b.startMs);
}

interface Context {
  terms: Map<string, number>;
  meanRate: number;
  questionEnds: Set<number>;
  complete: boolean;
}

function score(t: TimedTranscript, m: Moment, c: Context): number {
  const words = t.words.slice(m.first, m.last + 1);
  const seconds = (m.endMs - m.startMs) / 1000;
  // Speech density: words per second against the speaker's own pace (long silences lower it).
  const density = Math.min(1.5, words.length / seconds / Math.max(0.1, c.meanRate));
  let questions = 0;
  let numbers = 0;
  let hook = 0;
  const seen = new Set<string>();
  let termWeight = 0;
  for (let k = m.first; k <= m.last; k++) {
    const w = t.words[k]!;
    const early = w.startMs - m.startMs < HOOK_MS;
    if (c.questionEnds.has(k)) {
      questions++;
      if (early) hook = 1;
    }
    if (isNumberWord(w.word)) {
      numbers++;
      if (early) hook = Math.max(hook, 0.5);
    }
    const term = termOf(w.word);
    const weight = term ? c.terms.get(term) : undefined;
    if (term && weight && !seen.has(term)) {
      seen.add(term);
      termWeight += weight;
    }
  }
  const keyTermScore = Math.min(2, termWeight / (1 + words.length / 25));
  return density + Math.min(2, questions) + 0.5 * Math.min(3, numbers) + 0.8 * keyTermScore + hook + (c.complete ? 1 : 0);
}
