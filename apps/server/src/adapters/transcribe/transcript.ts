import type { WordTiming } from '@reelforge/video-engine';

/** A stretch of speech as the transcriber grouped it (a sentence or so). */
export interface TranscriptSegment {
  text: string;
  startMs: number;
  endMs: number;
}

/** What a recording says and when: every word timed on the recording's own clock. */
export interface Transcript {
  /** The language the transcriber heard (its own spelling: "english" or "en"), if it said. */
  language?: string;
  durationMs: number;
  text: string;
  words: WordTiming[];
  segments: TranscriptSegment[];
}

/** Words and segments of a piece heard `offsetMs` into the recording, moved onto its clock. */
export function shiftTranscript(piece: Transcript, offsetMs: number): Transcript {
  const at = (ms: number) => Math.round(ms + offsetMs);
  return {
    ...piece,
    words: piece.words.map((w) => ({ word: w.word, startMs: at(w.startMs), endMs: at(w.endMs) })),
    segments: piece.segments.map((s) => ({ text: s.text, startMs: at(s.startMs), endMs: at(s.endMs) })),
  };
}

/** Pieces heard one after another, joined into the recording's transcript. */
export function joinTranscripts(pieces: Transcript[], durationMs: number): Transcript {
  return {
    language: pieces.find((p) => p.language)?.language,
    durationMs,
    text: pieces
      .map((p) => p.text.trim())
      .filter(Boolean)
      .join(' '),
    words: pieces.flatMap((p) => p.words),
    segments: pieces.flatMap((p) => p.segments),
  };
}
