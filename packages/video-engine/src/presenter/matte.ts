import sharp from 'sharp';
import { FACE_OVAL } from './face-rig.ts';
import type { Pt, Rgba } from './mesh.ts';

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (a: number, b: number, v: number) => {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
};

function inside(poly: Pt[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i]!, poly[j]!];
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}

/** Box blur (two passes, horizontal then vertical) of a one-channel picture, in place. */
export function blur(m: Float32Array, side: number, radius: number): void {
  const r = Math.max(1, Math.round(radius));
  const tmp = new Float32Array(m.length);
  for (const [stride, step] of [[side, 1], [1, side]] as const) {
    for (let line = 0; line < side; line++) {
      const base = line * stride;
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += m[base + Math.min(side - 1, Math.max(0, k)) * step]!;
      for (let i = 0; i < side; i++) {
        tmp[base + i * step] = sum / (2 * r + 1);
        sum += m[base + Math.min(side - 1, i + r + 1) * step]! - m[base + Math.max(0, i - r) * step]!;
      }
    }
    m.set(tmp);
  }
}

/** The photo's backdrop colour when its two top corners are the same plain colour, else null. */
function plainBackdrop(img: Rgba): [number, number, number] | null {
  const n = Math.max(4, Math.round(img.width * 0.08));
  const patch = (x0: number) => {
    const s = [0, 0, 0];
    const q = [0, 0, 0];
    for (let y = 0; y < n; y++) {
      for (let x = x0; x < x0 + n; x++) {
        const o = (y * img.width + x) * 4;
        for (let c = 0; c < 3; c++) {
          s[c] = s[c]! + img.data[o + c]!;
          q[c] = q[c]! + img.data[o + c]! ** 2;
        }
      }
    }
    const mean = s.map((v) => v / (n * n));
    const spread = Math.sqrt(q.reduce((sum, v, c) => sum + v / (n * n) - mean[c]! ** 2, 0) / 3);
    return { mean, spread };
  };
  const a = patch(0);
  const b = patch(img.width - n);
  const apart = Math.hypot(a.mean[0]! - b.mean[0]!, a.mean[1]! - b.mean[1]!, a.mean[2]! - b.mean[2]!);
  if (a.spread > 18 || b.spread > 18 || apart > 30) return null;
  return [0, 1, 2].map((c) => (a.mean[c]! + b.mean[c]!) / 2) as [number, number, number];
}

/**
 * How far a colour is from the backdrop's: mostly by hue and saturation (chromaticity, x1000),
 * little by brightness. A studio backdrop is lit unevenly (lighter low down), while lit skin can
 * be as bright as a beige backdrop and differs from it in being warmer: an RGB distance keyed a
 * streak through the neck and left an island of skin (a patch under the jaw).
 */
export function backdropDistance(rgb: readonly number[], backdrop: readonly number[]): number {
  const sum = (c: readonly number[]) => Math.max(1, (c[0] ?? 0) + (c[1] ?? 0) + (c[2] ?? 0));
  const [a, b] = [sum(rgb), sum(backdrop)];
  const chroma = Math.hypot(...[0, 1, 2].map((k) => ((rgb[k] ?? 0) / a - (backdrop[k] ?? 0) / b) * 1000));
  return chroma + Math.abs(a - b) / 12;
}

/**
 * Keys the backdrop out of the matte, but only where it is reached from outside the matte through
 * backdrop-coloured pixels: a light strand inside the hair, enclosed by darker hair, stays.
 */
function keyFromOutside(m: Float32Array, like: Float32Array, side: number): void {
  const seen = new Uint8Array(side * side);
  const queue: number[] = [];
  for (let i = 0; i < m.length; i++) {
    if (m[i] === 0) {
      seen[i] = 1;
      queue.push(i);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const [x, y] = [i % side, Math.floor(i / side)];
    for (const j of [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, y > 0 ? i - side : -1, y < side - 1 ? i + side : -1]) {
      if (j < 0 || seen[j] || like[j]! < 0.5) continue;
      seen[j] = 1;
      m[j] = 1 - like[j]!;
      queue.push(j);
    }
  }
}

/**
 * A head-and-shoulders matte (0..1 per pixel, `img`'s size) drawn from the face mesh: the face
 * oval widened for hair (most upward), a neck, and shoulders widening to the bottom of the picture.
 * On a plain backdrop (both top corners alike) the backdrop's colour is keyed out of the region
 * around the face (where it connects to the outside), so hair and shoulders keep their own outline. No segmentation model ships with the face
 * models the server runs, so this stands in for one; its edge is feathered by the caller.
 */
export function meshMatte(landmarks: number[], img: Rgba): Float32Array {
  const side = img.width;
  const at = (i: number): Pt => [landmarks[2 * i] ?? 0, landmarks[2 * i + 1] ?? 0];
  const oval = FACE_OVAL.map(at);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const faceW = Math.max(...xs) - Math.min(...xs);
  const faceH = Math.max(...ys) - Math.min(...ys);
  const chin = at(152);
  // Widened around the centre, more upward (hair) than sideways, not at all below the chin line.
  const head = oval.map(([x, y]): Pt => {
    const up = clamp01((cy - y) / (faceH / 2));
    const k = y > cy ? 1.12 : 1.3 + 0.6 * up;
    return [cx + (x - cx) * k, cy + (y - cy) * k];
  });
  const tight = oval.map(([x, y]): Pt => [cx + (x - cx) * 1.03, cy + (y - cy) * 1.03]);
  const neckTop = cy + faceH * 0.2;
  const shoulderTop = chin[1] + faceH * 0.28;
  const shoulderFull = chin[1] + faceH * 0.6;
  const backdrop = plainBackdrop(img);
  const m = new Float32Array(side * side);
  // How much each pixel looks like the backdrop (0 not at all .. 1 the same colour); the face is never keyed.
  const like = new Float32Array(side * side);
  for (let y = 0; y < side; y++) {
    const py = y + 0.5;
    // Half-width of the body at this height: the neck, then the shoulders sloping out.
    const body = py < neckTop ? 0 : faceW * (0.33 + 1.6 * smooth(shoulderTop - faceH * 0.1, shoulderFull, py));
    for (let x = 0; x < side; x++) {
      const px = x + 0.5;
      const i = y * side + x;
      m[i] = Math.abs(px - chin[0]) < body || inside(head, px, py) ? 1 : 0;
      if (m[i] && backdrop && !inside(tight, px, py)) {
        const o = i * 4;
        like[i] = 1 - smooth(20, 34, backdropDistance([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!], backdrop));
      }
    }
  }
  if (backdrop) keyFromOutside(m, like, side);
  return m;
}

/**
 * The cut-out's alpha at the output size: a stored matte (a grey PNG, white = the presenter, or a
 * PNG whose alpha is the presenter), else the picture's own transparency, else the mesh's matte;
 * feathered so the edge is soft at any size, and faded out at the square's edges.
 */
export async function cutoutAlpha(
  opts: { mattePath?: string; imagePath: string; landmarks: number[]; side: number; size: number },
  source: Rgba,
): Promise<Float32Array> {
  const { size } = opts;
  let m: Float32Array | null = null;
  // A picture's transparency when it has some; else (a matte file) its grey levels.
  const load = async (path: string, alphaOnly: boolean) => {
    const img = () => sharp(path).extract({ left: 0, top: 0, width: opts.side, height: opts.side }).resize(size, size);
    const alpha = (await sharp(path).metadata()).hasAlpha ? await img().extractChannel(3).raw().toBuffer() : null;
    const chan = alpha?.some((v) => v < 250) ? alpha : alphaOnly ? null : await img().greyscale().extractChannel(0).raw().toBuffer();
    return chan && Float32Array.from(chan, (v) => v / 255);
  };
  if (opts.mattePath) m = await load(opts.mattePath, false);
  m ??= await load(opts.imagePath, true);
  if (!m) {
    const mesh = meshMatte(opts.landmarks, source);
    const raw = Buffer.from(Uint8Array.from(mesh, (v) => Math.round(v * 255)));
    const scaled = await sharp(raw, { raw: { width: opts.side, height: opts.side, channels: 1 } }).resize(size, size).extractChannel(0).raw().toBuffer();
    m = Float32Array.from(scaled, (v) => v / 255);
  }
  blur(m, size, size * 0.006);
  blur(m, size, size * 0.006);
  // Whatever reaches the square's edges (shoulders, hair) fades out instead of ending on a line;
  // the shoulders fade over a longer way at the bottom.
  const edge = size * 0.03;
  const bottom = size * 0.12;
  for (let y = 0; y < size; y++) {
    const ky = smooth(0, edge, y + 0.5) * smooth(0, bottom, size - y - 0.5);
    for (let x = 0; x < size; x++) m[y * size + x] = m[y * size + x]! * ky * smooth(0, edge, x + 0.5) * smooth(0, edge, size - x - 0.5);
  }
  return m;
}

/**
 * The matte to store with a photo avatar (a grey PNG at the picture's size, white = the presenter),
 * from its picture and face mesh; the engine feathers it when it renders a cut-out.
 */
export async function meshMattePng(image: Buffer, landmarks: number[]): Promise<Buffer> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const side = Math.min(info.width, info.height);
  const square = side === info.width && side === info.height ? data : await sharp(image).ensureAlpha().extract({ left: 0, top: 0, width: side, height: side }).raw().toBuffer();
  const m = meshMatte(landmarks, { data: square, width: side, height: side });
  return sharp(Buffer.from(Uint8Array.from(m, (v) => Math.round(v * 255))), { raw: { width: side, height: side, channels: 1 } }).png().toBuffer();
}
