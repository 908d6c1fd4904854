/** A stretch of samples, [start, end). */
export interface SampleSpan {
  start: number;
  end: number;
}

const HOP_MS = 10;
// A pause is judged over this much audio around a frame: one quiet frame inside a word is no pause.
const PAUSE_WINDOW_MS = 150;

/** Root-mean-square level of each 10 ms frame. */
export function frameLevels(samples: Int16Array, sampleRate: number): Float32Array {
  const hop = Math.max(1, Math.round((HOP_MS / 1000) * sampleRate));
  const out = new Float32Array(Math.ceil(samples.length / hop));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * hop);
    for (let i = f * hop; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    out[f] = Math.sqrt(sum / Math.max(1, end - f * hop));
  }
  return out;
}

/**
 * Cuts audio into pieces of at most `maxSamples`, each cut in the quietest stretch of the second
 * half of what fits (a pause between words, when there is one), so a transcriber never hears a
 * word cut in two and every piece stays under the provider's upload limit.
 */
export function chunkAtPauses(samples: Int16Array, sampleRate: number, maxSamples: number): SampleSpan[] {
  const hop = Math.max(1, Math.round((HOP_MS / 1000) * sampleRate));
  if (maxSamples < hop * 4) throw new Error(`pieces of ${maxSamples} samples are too short to cut at pauses`);
  const levels = frameLevels(samples, sampleRate);
  const half = Math.max(1, Math.round(PAUSE_WINDOW_MS / HOP_MS));
  const spans: SampleSpan[] = [];
  let start = 0;
  while (samples.length - start > maxSamples) {
    const from = Math.floor((start + maxSamples / 2) / hop);
    const to = Math.floor((start + maxSamples) / hop) - 1;
    let best = to;
    let bestLevel = Infinity;
    for (let f = from; f <= to; f++) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, f - half); k <= Math.min(levels.length - 1, f + half); k++, n++) sum += levels[k] ?? 0;
      const level = sum / Math.max(1, n);
      // Ties go to the later frame: pieces as long as allowed mean fewer requests.
      if (level <= bestLevel) {
        bestLevel = level;
        best = f;
      }
    }
    const cut = Math.min(start + maxSamples, Math.max(start + hop, best * hop));
    spans.push({ start, end: cut });
    start = cut;
  }
  if (start < samples.length || !spans.length) spans.push({ start, end: samples.length });
  return spans;
}
