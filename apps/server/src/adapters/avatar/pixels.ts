/** Small raw-pixel helpers. Images here are at most 512x512, so plain loops are cheap. */

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export const clamp255 = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** Luma (BT.601) of an RGB(A) buffer, one float per pixel. */
export function luma(img: RawImage): Float32Array {
  const { data, width, height, channels } = img;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += channels) {
    out[i] = 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!;
  }
  return out;
}

/** Sobel gradient magnitude of a single-channel float image. Borders are 0. */
export function sobel(gray: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const tl = gray[i - width - 1]!;
      const t = gray[i - width]!;
      const tr = gray[i - width + 1]!;
      const l = gray[i - 1]!;
      const r = gray[i + 1]!;
      const bl = gray[i + width - 1]!;
      const b = gray[i + width]!;
      const br = gray[i + width + 1]!;
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      out[i] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return out;
}

/** The value below which `fraction` of the entries fall (0..1). */
export function percentile(values: Float32Array, fraction: number): number {
  // A 1024-bin histogram over [0, max] is plenty for thresholds.
  let max = 0;
  for (const v of values) if (v > max) max = v;
  if (max === 0) return 0;
  const bins = new Uint32Array(1024);
  for (const v of values) bins[Math.min(1023, Math.floor((v / max) * 1023))]!++;
  const target = fraction * values.length;
  let seen = 0;
  for (let b = 0; b < 1024; b++) {
    seen += bins[b]!;
    if (seen >= target) return (b / 1023) * max;
  }
  return max;
}

/** 3x3 max filter on a 0..1 mask (thickens lines by one pixel each side). */
export function dilate(mask: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const v = mask[yy * width + xx]!;
          if (v > m) m = v;
        }
      }
      out[y * width + x] = m;
    }
  }
  return out;
}

/** 3x3 box blur of a float image (used to anti-alias line masks). */
export function soften(mask: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          sum += mask[yy * width + xx]!;
          n++;
        }
      }
      out[y * width + x] = sum / n;
    }
  }
  return out;
}

/**
 * Line mask (0..1) from edges: strong gradients of a smoothed luma, with a soft ramp between
 * `low` and `high` (as fractions of the edge-strength distribution, e.g. 0.86 and 0.94).
 */
export function edgeMask(
  img: RawImage,
  opts: { low: number; high: number; minStrength: number; thick: boolean },
): Float32Array {
  const { width, height } = img;
  const mag = sobel(luma(img), width, height);
  const lo = Math.max(opts.minStrength, percentile(mag, opts.low));
  const hi = Math.max(lo + 1, percentile(mag, opts.high), opts.minStrength * 1.6);
  let mask: Float32Array = new Float32Array(mag.length);
  for (let i = 0; i < mag.length; i++) {
    const t = (mag[i]! - lo) / (hi - lo);
    mask[i] = t <= 0 ? 0 : t >= 1 ? 1 : t;
  }
  if (opts.thick) mask = dilate(mask, width, height);
  return soften(mask, width, height);
}

export function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hueToRgb(p: number, q: number, t: number): number {
  let tt = t;
  if (tt < 0) tt += 1;
  if (tt > 1) tt -= 1;
  if (tt < 1 / 6) return p + (q - p) * 6 * tt;
  if (tt < 1 / 2) return q;
  if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
  return p;
}

export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hueToRgb(p, q, h + 1 / 3) * 255, hueToRgb(p, q, h) * 255, hueToRgb(p, q, h - 1 / 3) * 255];
}

/**
 * Bilateral filter (edge-preserving smoothing) on an RGB image: flattens skin and fabric while
 * keeping the outlines of eyes, mouth and hair. `radius` in pixels, `sigmaColour` in 0..255 units.
 */
export function bilateral(img: RawImage, radius: number, sigmaSpace: number, sigmaColour: number): RawImage {
  const { data, width, height, channels } = img;
  // Edge-replicated, padded RGB copy: the inner loop then needs no bounds checks.
  const pw = width + 2 * radius;
  const ph = height + 2 * radius;
  const pad = new Uint8Array(pw * ph * 3);
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(height - 1, Math.max(0, y - radius));
    for (let x = 0; x < pw; x++) {
      const sx = Math.min(width - 1, Math.max(0, x - radius));
      const q = (sy * width + sx) * channels;
      const o = (y * pw + x) * 3;
      pad[o] = data[q]!;
      pad[o + 1] = data[q + 1]!;
      pad[o + 2] = data[q + 2]!;
    }
  }
  const taps: number[] = [];
  const weights: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const w = Math.exp(-(dx * dx + dy * dy) / (2 * sigmaSpace * sigmaSpace));
      if (w < 0.01) continue;
      taps.push((dy * pw + dx) * 3);
      weights.push(w);
    }
  }
  const tapOffsets = Int32Array.from(taps);
  const tapWeights = Float32Array.from(weights);
  // Colour weight by squared RGB distance, tabulated in steps of 8 (small table, stays in cache);
  // beyond ~3.5 sigma the weight is 0.
  const cutoff = Math.min(3 * 255 * 255, Math.ceil(12.25 * sigmaColour * sigmaColour));
  const colour = new Float32Array((cutoff >> 3) + 2);
  for (let k = 0; k < colour.length - 1; k++) colour[k] = Math.exp(-(k << 3) / (2 * sigmaColour * sigmaColour));

  const out = Buffer.alloc(data.length);
  const n = tapOffsets.length;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = ((y + radius) * pw + x + radius) * 3;
      const r0 = pad[c]!;
      const g0 = pad[c + 1]!;
      const b0 = pad[c + 2]!;
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let sw = 0;
      for (let t = 0; t < n; t++) {
        const q = c + tapOffsets[t]!;
        const r = pad[q]!;
        const g = pad[q + 1]!;
        const b = pad[q + 2]!;
        const d2 = (r - r0) * (r - r0) + (g - g0) * (g - g0) + (b - b0) * (b - b0);
        if (d2 > cutoff) continue;
        const wgt = tapWeights[t]! * colour[d2 >> 3]!;
        sr += r * wgt;
        sg += g * wgt;
        sb += b * wgt;
        sw += wgt;
      }
      const p = (y * width + x) * channels;
      out[p] = Math.round(sr / sw);
      out[p + 1] = Math.round(sg / sw);
      out[p + 2] = Math.round(sb / sw);
      if (channels === 4) out[p + 3] = data[p + 3]!;
    }
  }
  return { data: out, width, height, channels };
}
