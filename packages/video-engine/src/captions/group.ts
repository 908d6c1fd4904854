import type { WordTiming } from '../tts/types.ts';

/** A caption line: a few consecutive words shown together. */
export interface CaptionLine {
  words: WordTiming[];
  text: string;
  startMs: number;
  endMs: number;
}

export interface GroupOptions {
  maxWords: number;
  /** Longest line before wrapping would kick in at the caption font size. */
  maxChars: number;
  /** A silence longer than this starts a new line. */
  maxGapMs: number;
}

const SENTENCE_END = /[.!?…。！？]["'”’)\]]*$/u;
const CLAUSE_END = /[,;:–—]["'”’)\]]*$/u;

/** Groups words into short lines (3-5 words), breaking at sentence ends, commas and pauses. */
export function groupWords(words: WordTiming[], opts: GroupOptions): CaptionLine[] {
  const lines: CaptionLine[] = [];
  let cur: WordTiming[] = [];
  const flush = () => {
    const first = cur[0];
    const last = cur[cur.length - 1];
    if (first && last) {
      lines.push({ words: cur, text: cur.map((w) => w.word).join(' '), startMs: first.startMs, endMs: last.endMs });
    }
    cur = [];
  };
  for (const w of words) {
    const prev = cur[cur.length - 1];
    if (prev) {
      const chars = cur.reduce((n, x) => n + x.word.length + 1, 0) + w.word.length;
      const breakHere =
        cur.length >= opts.maxWords ||
        chars > opts.maxChars ||
        SENTENCE_END.test(prev.word) ||
        (CLAUSE_END.test(prev.word) && cur.length >= 2) ||
        w.startMs - prev.endMs > opts.maxGapMs;
      if (breakHere) flush();
    }
    cur.push(w);
  }
  flush();
  return lines;
}

/**
 * How long each line stays up: to the next line when the pause is short (no flicker between
 * lines), otherwise a short hold after the last word.
 */
export function displayEnds(lines: CaptionLine[], holdMs = 400, bridgeMs = 800): number[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    if (next && next.startMs - line.endMs <= bridgeMs) return next.startMs;
    return next ? Math.min(line.endMs + holdMs, next.startMs) : line.endMs + holdMs;
  });
}
