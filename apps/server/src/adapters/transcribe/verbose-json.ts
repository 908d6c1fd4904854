import { z } from 'zod';
import type { Transcript } from './transcript.ts';

// OpenAI's verbose_json transcription (whisper.cpp's server and faster-whisper servers answer the
// same shape): seconds as numbers; `words` only when word timestamps were asked for.
const seconds = z.coerce.number().finite().min(0);
const verboseJson = z.object({
  language: z.string().optional(),
  duration: seconds.optional(),
  text: z.string().default(''),
  words: z.array(z.object({ word: z.string(), start: seconds, end: seconds })).optional(),
  segments: z.array(z.object({ text: z.string(), start: seconds, end: seconds })).default([]),
});

const ms = (s: number) => Math.round(s * 1000);

/** The provider's answer as a transcript on the piece's clock, or null if it is not verbose_json. */
export function parseVerboseJson(body: unknown, pieceMs: number): Transcript | null {
  const parsed = verboseJson.safeParse(body);
  if (!parsed.success) return null;
  const v = parsed.data;
  const words = (v.words ?? [])
    .map((w) => ({ word: w.word.trim(), startMs: ms(w.start), endMs: Math.max(ms(w.start), ms(w.end)) }))
    .filter((w) => w.word);
  return {
    language: v.language,
    durationMs: v.duration !== undefined ? ms(v.duration) : pieceMs,
    text: v.text,
    words,
    segments: v.segments.map((s) => ({ text: s.text.trim(), startMs: ms(s.start), endMs: Math.max(ms(s.start), ms(s.end)) })),
  };
}
