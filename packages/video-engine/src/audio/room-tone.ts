/**
 * Room tone level (RMS, dBFS) as written into the narration. Loudness normalisation then lifts
 * the whole mix by ~6-20 dB (eSpeak needs the most), which puts it at -72 to -58 dBFS in the video: air, never hiss.
 */
export const ROOM_TONE_DBFS = -78;

/**
 * Soft, pink-leaning noise standing in for the sound of a quiet room. It runs under the whole
 * narration, so pauses are never exact digital zeros (which players and platforms treat as a
 * dropout) and the voice does not sit on a dead floor. Deterministic: the same narration gets
 * the same bytes.
 */
export class RoomTone {
  private state = 0x9e3779b9;
  private low = 0;
  private prev = 0;
  private readonly alpha: number;
  private readonly gain: number;

  constructor(
    readonly sampleRate: number,
    levelDbfs = ROOM_TONE_DBFS,
  ) {
    // The smoothing corner sits near 1.5 kHz whatever the rate, tilting the noise toward lows.
    this.alpha = Math.exp((-2 * Math.PI * 1500) / sampleRate);
    const probe = new Float64Array(sampleRate);
    let sum = 0;
    for (let i = 0; i < probe.length; i++) {
      const v = this.raw();
      sum += v * v;
    }
    this.gain = (32768 * 10 ** (levelDbfs / 20)) / Math.sqrt(sum / probe.length || 1);
  }

  private white(): number {
    // xorshift32: fast, seedable, and plenty random for noise.
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x80000000 - 1;
  }

  private raw(): number {
    const w = this.white();
    this.low = this.alpha * this.low + (1 - this.alpha) * w;
    // A little white on top keeps some air above the corner; the difference removes DC.
    const v = this.low * 4 + w * 0.15;
    const out = v - this.prev * 0.995;
    this.prev = v;
    return out;
  }

  /** Adds room tone to samples in place (clipping at full scale). */
  mixInto(samples: Int16Array): Int16Array {
    for (let i = 0; i < samples.length; i++) {
      const v = (samples[i] ?? 0) + this.raw() * this.gain;
      samples[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : Math.round(v);
    }
    return samples;
  }

  /** `ms` of room tone on its own. */
  make(ms: number): Int16Array {
    return this.mixInto(new Int16Array(Math.round((ms / 1000) * this.sampleRate)));
  }
}

/** Longest run of exact zero samples, in milliseconds (for checks on narration and mixes). */
export function longestZeroRunMs(samples: Int16Array, sampleRate: number, from = 0, to = samples.length): number {
  let best = 0;
  let run = 0;
  for (let i = from; i < to; i++) {
    if (samples[i] === 0) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return (best / sampleRate) * 1000;
}
