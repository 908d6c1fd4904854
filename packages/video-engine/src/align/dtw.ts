import type { FeatureMatrix } from './features.ts';

/** For each frame of `a`, the first and last frame of `b` the warping path pairs it with. */
export interface Warp {
  first: Int32Array;
  last: Int32Array;
}

/**
 * Dynamic time warping of `a` onto `b` inside a band around the straight line from start to
 * end (the two may differ in speed overall; the band allows local speed changes of up to a
 * quarter of the clip, at least a second). Memory is the band's back-pointers: one byte per cell.
 */
export function dtw(a: FeatureMatrix, b: FeatureMatrix): Warp {
  const n = a.frames;
  const m = b.frames;
  const dims = a.dims;
  const band = Math.max(100, Math.ceil(Math.max(n, m) * 0.25));
  const slope = (m - 1) / Math.max(1, n - 1);
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = Math.round(i * slope);
    lo[i] = Math.max(0, c - band);
    hi[i] = Math.min(m - 1, c + band);
  }
  const width = 2 * band + 1;
  // 0 = diagonal, 1 = from (i-1, j), 2 = from (i, j-1)
  const back = new Uint8Array(n * width);
  let prev = new Float64Array(m).fill(Infinity);
  let cur = new Float64Array(m).fill(Infinity);
  for (let i = 0; i < n; i++) {
    cur.fill(Infinity);
    const l = lo[i] ?? 0;
    const h = hi[i] ?? 0;
    for (let j = l; j <= h; j++) {
      let d = 0;
      const ai = i * dims;
      const bj = j * dims;
      for (let k = 0; k < dims; k++) {
        const diff = (a.data[ai + k] ?? 0) - (b.data[bj + k] ?? 0);
        d += diff * diff;
      }
      d = Math.sqrt(d);
      let best: number;
      let dir = 0;
      if (i === 0 && j === 0) best = 0;
      else {
        const diag = i > 0 && j > 0 ? (prev[j - 1] ?? Infinity) : Infinity;
        const up = i > 0 ? (prev[j] ?? Infinity) : Infinity;
        const left = j > 0 ? (cur[j - 1] ?? Infinity) : Infinity;
        best = diag;
        if (up < best) {
          best = up;
          dir = 1;
        }
        if (left < best) {
          best = left;
          dir = 2;
        }
      }
      cur[j] = best + d;
      back[i * width + (j - l)] = dir;
    }
    [prev, cur] = [cur, prev];
  }
  const first = new Int32Array(n).fill(m - 1);
  const last = new Int32Array(n).fill(0);
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    if (j < (first[i] ?? 0)) first[i] = j;
    if (j > (last[i] ?? 0)) last[i] = j;
    if (i === 0 && j === 0) break;
    const dir = back[i * width + (j - (lo[i] ?? 0))];
    if (i === 0) j--;
    else if (j === 0) i--;
    else if (dir === 0) {
      i--;
      j--;
    } else if (dir === 1) i--;
    else j--;
  }
  return { first, last };
}
