import { resample } from '../audio/pcm.ts';

/** Features are computed at 16 kHz: all of speech's formant detail, a third of the work of 48 kHz. */
const RATE = 16000;
/** One frame every 10 ms, each looking at 25 ms. */
export const HOP_MS = 10;
const HOP = (RATE * HOP_MS) / 1000;
const WIN = 400;
const FFT = 512;
const MELS = 26;
const CEPS = 13;

const window = Float64Array.from({ length: WIN }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WIN - 1)));
const melBank = buildMelBank();
const dct = Array.from({ length: CEPS }, (_, k) =>
  Float64Array.from({ length: MELS }, (_, m) => Math.cos((Math.PI * k * (m + 0.5)) / MELS)),
);

function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

/** Triangular filters, evenly spaced on the mel scale from 60 Hz to 7.6 kHz. */
function buildMelBank(): { from: number; weights: Float64Array }[] {
  const lo = hzToMel(60);
  const hi = hzToMel(7600);
  const edges = Array.from({ length: MELS + 2 }, (_, i) => {
    const mel = lo + ((hi - lo) * i) / (MELS + 1);
    return ((700 * (10 ** (mel / 2595) - 1)) / RATE) * FFT;
  });
  return Array.from({ length: MELS }, (_, m) => {
    const [a, b, c] = [edges[m] ?? 0, edges[m + 1] ?? 0, edges[m + 2] ?? 0];
    const from = Math.floor(a);
    const to = Math.ceil(c);
    const weights = new Float64Array(Math.max(0, to - from + 1));
    for (let k = from; k <= to; k++) {
      const w = k < b ? (k - a) / (b - a) : (c - k) / (c - b);
      weights[k - from] = Math.max(0, w);
    }
    return { from, weights };
  });
}

/** In-place radix-2 FFT of (re, im). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] ?? 0) * cr - (im[b] ?? 0) * ci;
        const xi = (re[b] ?? 0) * ci + (im[b] ?? 0) * cr;
        re[b] = (re[a] ?? 0) - xr;
        im[b] = (im[a] ?? 0) - xi;
        re[a] = (re[a] ?? 0) + xr;
        im[a] = (im[a] ?? 0) + xi;
        const t = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = t;
      }
    }
  }
}

/** A frames x dims matrix, row-major. */
export interface FeatureMatrix {
  frames: number;
  dims: number;
  data: Float32Array;
}

/**
 * MFCCs (13, c0 included) plus their deltas, one frame per 10 ms, each dimension normalised to
 * zero mean and unit variance over the clip. The normalisation takes most of the difference
 * between two voices (pitch, timbre, level) out, leaving what was said for DTW to match.
 */
export function speechFeatures(samples: Int16Array, sampleRate: number): FeatureMatrix {
  const x = resample(samples, sampleRate, RATE);
  const frames = Math.max(1, Math.floor((x.length - WIN) / HOP) + 1);
  const base = new Float64Array(frames * CEPS);
  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  const mel = new Float64Array(MELS);
  for (let f = 0; f < frames; f++) {
    re.fill(0);
    im.fill(0);
    let prev = x[f * HOP - 1] ?? 0;
    for (let i = 0; i < WIN; i++) {
      const s = x[f * HOP + i] ?? 0;
      // Pre-emphasis lifts the highs where consonants live.
      re[i] = ((s - 0.97 * prev) / 32768) * (window[i] ?? 0);
      prev = s;
    }
    fft(re, im);
    for (let m = 0; m < MELS; m++) {
      const band = melBank[m];
      let e = 0;
      if (band) {
        for (let k = 0; k < band.weights.length; k++) {
          const bin = band.from + k;
          e += (band.weights[k] ?? 0) * ((re[bin] ?? 0) ** 2 + (im[bin] ?? 0) ** 2);
        }
      }
      // The floor (~-80 dB) keeps room tone and digital silence from looking different.
      mel[m] = Math.log(e + 1e-8);
    }
    for (let k = 0; k < CEPS; k++) {
      let c = 0;
      const row = dct[k];
      for (let m = 0; m < MELS; m++) c += (mel[m] ?? 0) * (row?.[m] ?? 0);
      base[f * CEPS + k] = c;
    }
  }
  const dims = CEPS * 2;
  const data = new Float32Array(frames * dims);
  for (let f = 0; f < frames; f++) {
    const a = Math.max(0, f - 2);
    const b = Math.min(frames - 1, f + 2);
    for (let k = 0; k < CEPS; k++) {
      data[f * dims + k] = base[f * CEPS + k] ?? 0;
      data[f * dims + CEPS + k] = ((base[b * CEPS + k] ?? 0) - (base[a * CEPS + k] ?? 0)) / Math.max(1, b - a);
    }
  }
  normalise(data, frames, dims);
  return { frames, dims, data };
}

function normalise(data: Float32Array, frames: number, dims: number): void {
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    let sq = 0;
    for (let f = 0; f < frames; f++) {
      const v = data[f * dims + d] ?? 0;
      sum += v;
      sq += v * v;
    }
    const mean = sum / frames;
    const sd = Math.sqrt(Math.max(1e-9, sq / frames - mean * mean));
    for (let f = 0; f < frames; f++) data[f * dims + d] = ((data[f * dims + d] ?? 0) - mean) / sd;
  }
}
