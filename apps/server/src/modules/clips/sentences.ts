import type { WordTiming } from '@reelforge/video-engine';

/** A transcriber's grouping of the words (a segment, or an uploaded cue): its text keeps the punctuation. */
export interface TimedLine {
  text: string;
  startMs: number;
  endMs: number;
}

/** A run of words that ends where a thought does: at . ! ? or at a long pause. */
export interface Sentence {
  /** Indices into the transcript's words, inclusive. */
  first: number;
  last: number;
  startMs: number;
  endMs: number;
  text: string;
  question: boolean;
  /** Silence after its last word (to the next word, or to the recording's end). */
  pauseAfterMs: number;
}

/** A pause this long ends a sentence even without punctuation (speech transcribed without any). */
export const SENTENCE_PAUSE_MS = 700;

const endsThought = (text: string) => /[.!?…。！？]["'”’)\]]*$/u.test(text.trim());

/**
 * The transcript's sentences. Recognisers put punctuation in segment text, not in word entries,
 * so a word also ends a sentence when it is the last one inside a segment that ends one.
 */
export function sentencesOf(words: WordTiming[], lines: TimedLine[], durationMs: number): Sentence[] {
  const lineEnds = new Map<number, string>();
  let w = 0;
  for (const line of lines) {
    let lastInside = -1;
    while (w < words.length && (words[w]!.startMs + words[w]!.endMs) / 2 <= line.endMs) {
      if ((words[w]!.startMs + words[w]!.endMs) / 2 >= line.startMs) lastInside = w;
      w++;
    }
    if (lastInside >= 0 && endsThought(line.text)) lineEnds.set(lastInside, line.text.trim());
  }
  const out: Sentence[] = [];
  let first = 0;
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    const next = words[k + 1];
    const pause = (next ? next.startMs : durationMs) - word.endMs;
    const lineEnd = lineEnds.get(k);
    if (!next || endsThought(word.word) || lineEnd !== undefined || pause >= SENTENCE_PAUSE_MS) {
      const span = words.slice(first, k + 1);
      const text = span.map((x) => x.word).join(' ');
      out.push({
        first,
        last: k,
        startMs: words[first]!.startMs,
        endMs: word.endMs,
        text,
        question: /\?["'”’)\]]*$/.test(word.word) || /\?["'”’)\]]*$/.test(lineEnd ?? ''),
        pauseAfterMs: Math.max(0, pause),
      });
      first = k + 1;
    }
  }
  return out;
}
