/** Speech is anything above about -46 dBFS; eSpeak and cloud voices both pad with far less. */
const SPEECH_FLOOR = 160;
// Kept around the loud part so soft onsets ("h", "f") and releases are not clipped.
const KEEP_BEFORE_MS = 40;
const KEEP_AFTER_MS = 90;

/** Sample range [start, end) of a clip worth keeping: its speech plus a short margin. */
export function speechRange(samples: Int16Array, sampleRate: number): { start: number; end: number } {
  let first = -1;
  let last = -1;
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i] ?? 0;
    if (v > SPEECH_FLOOR || v < -SPEECH_FLOOR) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return { start: 0, end: 0 };
  const before = Math.round((KEEP_BEFORE_MS / 1000) * sampleRate);
  const after = Math.round((KEEP_AFTER_MS / 1000) * sampleRate);
  return { start: Math.max(0, first - before), end: Math.min(samples.length, last + 1 + after) };
}
