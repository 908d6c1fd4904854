import type { RawImage } from './pixels.ts';

/** A rectangle in pixels of the image it was found in. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Skin test per pixel: the YCbCr box of Chai & Ngan intersected with Kovac's RGB rule. Both are
 * loose on their own; together they drop most beige walls, wood and orange clothes.
 */
function isSkin(r: number, g: number, b: number, minCr: number): boolean {
  if (r < 60 || r <= g || r <= b || r - Math.min(g, b) < 15 || r - g < 8) return false;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 40 && cb >= 77 && cb <= 127 && cr >= minCr && cr <= 175;
}

/**
 * Tried from strict to loose: a strict red-chroma bound separates a face from light-brown hair and
 * beige backgrounds (which join it into one blob under the loose bound); very pale skin only
 * passes the loose one.
 */
const MIN_CR_STEPS = [146, 141, 135];

/**
 * Where the face most likely is: the best-placed large skin-coloured blob (largest, most
 * compact, nearest the upper centre). Null when nothing face-sized is found; callers then fall
 * back to a saliency crop. A heuristic, not a detector: it only steers framing and the mouth.
 */
export function estimateFace(img: RawImage): Box | null {
  for (const minCr of MIN_CR_STEPS) {
    const box = faceBlob(img, minCr);
    if (box) return box;
  }
  return null;
}

function faceBlob(img: RawImage, minCr: number): Box | null {
  const { data, width: w, height: h, channels } = img;
  const n = w * h;
  const skin = new Uint8Array(n);
  for (let i = 0, p = 0; i < n; i++, p += channels) {
    skin[i] = isSkin(data[p]!, data[p + 1]!, data[p + 2]!, minCr) ? 1 : 0;
  }
  // Close small gaps (eyes, brows, shadows) so a face is one blob: dilate, then erode.
  const closed = erode(dilate(dilate(skin, w, h), w, h), w, h);

  const labels = new Int32Array(n);
  const stack = new Int32Array(n);
  let best: { box: Box; score: number } | null = null;
  let label = 0;
  for (let start = 0; start < n; start++) {
    if (!closed[start] || labels[start]) continue;
    label++;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let area = 0;
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    let sumX = 0;
    let sumY = 0;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % w;
      const y = (i - x) / w;
      area++;
      sumX += x;
      sumY += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1];
      for (const j of neighbours) {
        if (j >= 0 && closed[j] && !labels[j]) {
          labels[j] = label;
          stack[top++] = j;
        }
      }
    }
    if (area < n * 0.006) continue;
    const bw = maxX - minX + 1;
    let bh = maxY - minY + 1;
    // A visible neck or chest makes the blob tall: keep a face-shaped top part.
    if (bh > 1.45 * bw) bh = Math.round(1.3 * bw);
    const aspect = bh / bw;
    if (aspect < 0.6 || aspect > 2.2) continue;
    const fill = area / ((maxX - minX + 1) * (maxY - minY + 1));
    if (fill < 0.3) continue;
    const cx = sumX / area / w;
    const cy = sumY / area / h;
    const dist = Math.hypot(cx - 0.5, (cy - 0.42) * 0.8);
    const score = area * fill * Math.max(0.1, 1 - 1.3 * dist);
    if (!best || score > best.score) best = { box: { x: minX, y: minY, w: bw, h: bh }, score };
  }
  if (!best) return null;
  // Faces below ~1.2% of the picture are too small to frame on (or were not faces).
  if (best.box.w * best.box.h < n * 0.012) return null;
  return best.box;
}

function dilate(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      out[i] =
        mask[i] || (x > 0 && mask[i - 1]) || (x < w - 1 && mask[i + 1]) || (y > 0 && mask[i - w]) || (y < h - 1 && mask[i + w])
          ? 1
          : 0;
    }
  }
  return out;
}

function erode(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      out[i] =
        mask[i] && (x === 0 || mask[i - 1]) && (x === w - 1 || mask[i + 1]) && (y === 0 || mask[i - w]) && (y === h - 1 || mask[i + w])
          ? 1
          : 0;
    }
  }
  return out;
}

/**
 * The mouth inside a face box: the row band in the lower face that is reddest and darkest
 * relative to the face's own skin (lips and the gap between them), centred on the face. Null
 * when no such band stands out (beard, mask, flat light): better no mouth than one on the chin.
 */
export function estimateMouth(img: RawImage, face: Box): Box | null {
  const { data, width, height, channels } = img;
  const cx = face.x + face.w / 2;
  const x0 = Math.max(0, Math.round(cx - face.w * 0.2));
  const x1 = Math.min(width - 1, Math.round(cx + face.w * 0.2));
  const y0 = Math.max(0, Math.round(face.y + face.h * 0.58));
  const y1 = Math.min(height - 1, Math.round(face.y + face.h * 0.92));
  if (y1 - y0 < 4 || x1 - x0 < 4) return null;

  // Face skin reference: the cheeks band (rows 40-55% of the face).
  let refCr = 0;
  let refY = 0;
  let refN = 0;
  for (let y = Math.round(face.y + face.h * 0.4); y < Math.round(face.y + face.h * 0.55); y++) {
    for (let x = x0; x <= x1; x++) {
      if (y < 0 || y >= height) continue;
      const p = (y * width + x) * channels;
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      refCr += 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      refY += 0.299 * r + 0.587 * g + 0.114 * b;
      refN++;
    }
  }
  if (!refN) return null;
  refCr /= refN;
  refY /= refN;

  const rows: number[] = [];
  for (let y = y0; y <= y1; y++) {
    let s = 0;
    for (let x = x0; x <= x1; x++) {
      const p = (y * width + x) * channels;
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      s += Math.max(0, cr - refCr) + 0.5 * Math.max(0, refY - luma);
    }
    rows.push(s / (x1 - x0 + 1));
  }
  // Smooth over ~4% of the face height and take the strongest band.
  const k = Math.max(1, Math.round(face.h * 0.02));
  let bestRow = -1;
  let bestScore = 0;
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    let s = 0;
    let c = 0;
    for (let j = i - k; j <= i + k; j++) {
      if (j >= 0 && j < rows.length) {
        s += rows[j]!;
        c++;
      }
    }
    const v = s / c;
    total += v;
    if (v > bestScore) {
      bestScore = v;
      bestRow = i;
    }
  }
  const mean = total / rows.length;
  if (bestRow < 0 || bestScore < mean * 1.4 || bestScore < 6) return null;
  // The lips and what is between them (teeth, a dark gap) span a band around the peak: take its
  // middle, which is where the lips part.
  const limit = Math.round(face.h * 0.1);
  let top = bestRow;
  let bottom = bestRow;
  while (top > 0 && bestRow - top < limit && rows[top - 1]! > bestScore * 0.45) top--;
  while (bottom < rows.length - 1 && bottom - bestRow < limit && rows[bottom + 1]! > bestScore * 0.45) bottom++;
  // A gap (teeth) right below the strongest band with another band (lower lip) after it.
  for (let j = bestRow + 1; j < Math.min(rows.length, bestRow + limit); j++) {
    if (rows[j]! > bestScore * 0.5 && j > bottom + 1) {
      bottom = j;
    }
  }
  const my = y0 + (top + bottom) / 2;
  return { x: cx - face.w * 0.17, y: my - face.h * 0.04, w: face.w * 0.34, h: face.h * 0.08 };
}
