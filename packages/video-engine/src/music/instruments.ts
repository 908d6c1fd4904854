/**
 * The few instruments the built-in music beds are played on. Each adds one note into a float
 * buffer (mono, -1..1 scale); the arranger pans and mixes them. Everything is deterministic: the
 * same bed always comes out bit-identical, so a re-render sounds the same.
 */

export const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** xorshift32 noise with a fixed seed per call site. */
export class Noise {
  constructor(private state = 0x2545f491) {}
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return (this.state / 0xffffffff) * 2 - 1;
  }
}

const TABLE = 4096;

/**
 * A single-cycle band-limited wave: harmonics 1..n at 1/h, tilted by `brightness` (0-1). Pads
 * read it with a phase accumulator instead of summing sines per sample (~20x cheaper).
 */
export function wavetable(harmonics: number, brightness: number): Float32Array {
  const t = new Float32Array(TABLE + 1);
  let peak = 0;
  for (let i = 0; i <= TABLE; i++) {
    let v = 0;
    for (let h = 1; h <= harmonics; h++) v += (brightness ** (h - 1) / h) * Math.sin((2 * Math.PI * h * i) / TABLE);
    t[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  for (let i = 0; i <= TABLE; i++) t[i]! /= peak;
  return t;
}

function readTable(table: Float32Array, phase: number): number {
  const x = phase * TABLE;
  const i = Math.floor(x);
  const f = x - i;
  return table[i]! * (1 - f) + table[i + 1]! * f;
}

/** Slow-attack, slow-release chord pad: two voices detuned by a few cents so it breathes. */
export function pad(
  out: Float32Array,
  sr: number,
  table: Float32Array,
  note: number,
  start: number,
  dur: number,
  gain: number,
) {
  const attack = Math.min(0.8, dur * 0.4);
  const release = 1.4;
  const s0 = Math.round(start * sr);
  const n = Math.round((dur + release) * sr);
  const f = midiHz(note);
  const detune = 2 ** (7 / 1200);
  let p1 = 0;
  let p2 = 0.37;
  let lp = 0;
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    const t = i / sr;
    const env = t < attack ? t / attack : t < dur ? 1 : Math.max(0, 1 - (t - dur) / release);
    const v = readTable(table, p1) + readTable(table, p2);
    p1 = (p1 + (f * detune) / sr) % 1;
    p2 = (p2 + f / detune / sr) % 1;
    // A one-pole low-pass keeps the pad behind the voice band.
    lp += 0.18 * (v - lp);
    out[s0 + i]! += lp * env * env * gain * 0.5;
  }
}

/** Karplus-Strong plucked string: a noise burst circulating in a damped delay line. */
export function pluck(
  out: Float32Array,
  sr: number,
  noise: Noise,
  note: number,
  start: number,
  gain: number,
  decay = 0.996,
  length = 1.6,
) {
  const period = Math.max(2, Math.round(sr / midiHz(note)));
  const line = new Float32Array(period);
  // A softened burst (averaged noise) gives a rounder, less metallic attack.
  let prev = 0;
  for (let i = 0; i < period; i++) {
    const w = noise.next();
    line[i] = (w + prev) * 0.5;
    prev = w;
  }
  const s0 = Math.round(start * sr);
  const n = Math.round(length * sr);
  let idx = 0;
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    const next = (idx + 1) % period;
    const v = line[idx]!;
    line[idx] = decay * 0.5 * (v + line[next]!);
    idx = next;
    const fadeOut = i > n - 2000 ? (n - i) / 2000 : 1;
    out[s0 + i]! += v * gain * fadeOut;
  }
}

/** Round sub bass: a sine with a touch of second harmonic, softly saturated. */
export function bass(out: Float32Array, sr: number, note: number, start: number, dur: number, gain: number) {
  const s0 = Math.round(start * sr);
  const n = Math.round((dur + 0.08) * sr);
  const w = (2 * Math.PI * midiHz(note)) / sr;
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    const t = i / sr;
    const env = Math.min(1, t / 0.012) * (t < dur ? 1 - 0.25 * (t / dur) : Math.max(0, 1 - (t - dur) / 0.08) * 0.75);
    const v = Math.sin(w * i) + 0.25 * Math.sin(2 * w * i);
    out[s0 + i]! += Math.tanh(v * 1.2) * env * gain;
  }
}

/** Kick: a sine swept from ~120 Hz to ~45 Hz; `long` makes a boomy cinematic hit. */
export function kick(out: Float32Array, sr: number, start: number, gain: number, long = false) {
  const s0 = Math.round(start * sr);
  const n = Math.round((long ? 1.6 : 0.45) * sr);
  const decay = long ? 2.8 : 9;
  let phase = 0;
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    const t = i / sr;
    const f = 45 + 80 * Math.exp(-t * 28);
    phase += (2 * Math.PI * f) / sr;
    out[s0 + i]! += Math.sin(phase) * Math.exp(-t * decay) * gain;
  }
}

/** Biquad band-pass / high-pass for the noise instruments (RBJ cookbook). */
function biquad(kind: 'band' | 'high', f: number, q: number, sr: number) {
  const w = (2 * Math.PI * f) / sr;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const [b0, b1, b2] = kind === 'band' ? [alpha, 0, -alpha] : [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
  const a0 = 1 + alpha;
  const a1 = -2 * cos;
  const a2 = 1 - alpha;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (x: number) => {
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** Hand clap: three quick noise bursts through a band-pass, then a short tail. */
export function clap(out: Float32Array, sr: number, noise: Noise, start: number, gain: number) {
  const s0 = Math.round(start * sr);
  const n = Math.round(0.25 * sr);
  const bp = biquad('band', 1400, 1.2, sr);
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    const t = i / sr;
    const burst = t < 0.03 ? Math.exp(-((t * 1000) % 10) / 3) : Math.exp(-(t - 0.03) * 18);
    out[s0 + i]! += bp(noise.next()) * burst * gain;
  }
}

/** Closed hi-hat: high-passed noise, 40 ms. */
export function hat(out: Float32Array, sr: number, noise: Noise, start: number, gain: number) {
  const s0 = Math.round(start * sr);
  const n = Math.round(0.06 * sr);
  const hp = biquad('high', 7000, 0.7, sr);
  for (let i = 0; i < n && s0 + i < out.length; i++) {
    out[s0 + i]! += hp(noise.next()) * Math.exp(-(i / sr) * 70) * gain;
  }
}
