/**
 * A small Freeverb (Schroeder-Moorer: 8 damped combs in parallel, 4 all-passes in series). Beds
 * without room sound thin and "MIDI"; this puts the pad and plucks in a hall. The right channel's
 * delay lines are 23 samples longer, which decorrelates the two sides into a wide stereo image.
 */
const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASSES = [556, 441, 341, 225];
const SPREAD = 23;

function channel(input: Float32Array, sr: number, offset: number, room: number, damp: number): Float32Array {
  const scale = sr / 44100;
  const out = new Float32Array(input.length);
  for (const len of COMBS) {
    const buf = new Float32Array(Math.round((len + offset) * scale));
    let idx = 0;
    let store = 0;
    for (let i = 0; i < input.length; i++) {
      const y = buf[idx]!;
      store = y * (1 - damp) + store * damp;
      buf[idx] = input[i]! * 0.015 + store * room;
      idx = (idx + 1) % buf.length;
      out[i]! += y;
    }
  }
  for (const len of ALLPASSES) {
    const buf = new Float32Array(Math.round((len + offset) * scale));
    let idx = 0;
    for (let i = 0; i < out.length; i++) {
      const b = buf[idx]!;
      const x = out[i]!;
      buf[idx] = x + b * 0.5;
      out[i] = b - x;
      idx = (idx + 1) % buf.length;
    }
  }
  return out;
}

/** One side (0 left, 1 right) of the wet signal of `input` (mono send); `size` 0-1 sets the tail. */
export function reverbChannel(input: Float32Array, sr: number, size: number, side: 0 | 1): Float32Array {
  return channel(input, sr, side === 0 ? 0 : SPREAD, 0.7 + 0.28 * size, 0.35);
}
