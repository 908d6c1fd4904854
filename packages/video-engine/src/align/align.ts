import type { PhonemeTiming, WordTiming } from '../tts/types.ts';
import { speechRange } from '../audio/trim.ts';
import { HOP_MS, speechFeatures } from './features.ts';
import { dtw, type Warp } from './dtw.ts';

export interface TimedClip {
  samples: Int16Array;
  sampleRate: number;
}

export interface Reference extends TimedClip {
  words: WordTiming[];
  phonemes: PhonemeTiming[];
}

/**
 * Moves a reference rendering's word and phoneme timings onto another recording of the same
 * text: both are cut to their speech, turned into MFCC frames, warped onto each other with DTW,
 * and every boundary is carried through the warping path. The reference is eSpeak, which knows
 * exactly where it put each word and sound; the target is any voice that gives no timings.
 */
export function alignTimings(ref: Reference, target: TimedClip): { words: WordTiming[]; phonemes: PhonemeTiming[] } {
  const r = speechRange(ref.samples, ref.sampleRate);
  const t = speechRange(target.samples, target.sampleRate);
  const refOffsetMs = (r.start / ref.sampleRate) * 1000;
  const targetOffsetMs = (t.start / target.sampleRate) * 1000;
  const targetEndMs = (t.end / target.sampleRate) * 1000;
  if (r.end <= r.start || t.end <= t.start) {
    return { words: ref.words.map((w) => ({ ...w, startMs: targetOffsetMs, endMs: targetOffsetMs })), phonemes: [] };
  }
  const a = speechFeatures(ref.samples.subarray(r.start, r.end), ref.sampleRate);
  const b = speechFeatures(target.samples.subarray(t.start, t.end), target.sampleRate);
  const warp = dtw(a, b);
  const map = (ms: number, edge: 'start' | 'end'): number => {
    const at = Math.min(targetEndMs, targetOffsetMs + mapFrame(warp, (ms - refOffsetMs) / HOP_MS, edge) * HOP_MS);
    return Math.round(at * 10) / 10;
  };
  const words = ref.words.map((w) => {
    const startMs = map(w.startMs, 'start');
    return { word: w.word, startMs, endMs: Math.max(startMs, map(w.endMs, 'end')) };
  });
  const phonemes = ref.phonemes
    .map((p) => {
      const startMs = map(p.startMs, 'start');
      return { phoneme: p.phoneme, startMs, endMs: Math.max(startMs, map(p.endMs, 'end')) };
    })
    .filter((p) => p.endMs > p.startMs);
  return { words, phonemes };
}

/**
 * Target frame for a (fractional) reference frame. A boundary that starts something takes the
 * first target frame paired with it, one that ends something the last, so a pause the target
 * holds longer than the reference stays a pause instead of stretching the word beside it.
 */
function mapFrame(warp: Warp, frame: number, edge: 'start' | 'end'): number {
  const n = warp.first.length;
  const f = Math.min(n - 1, Math.max(0, frame));
  const i = Math.floor(f);
  const frac = f - i;
  const path = edge === 'start' ? warp.first : warp.last;
  const here = path[i] ?? 0;
  const next = path[Math.min(n - 1, i + 1)] ?? here;
  return here + (next - here) * frac;
}
