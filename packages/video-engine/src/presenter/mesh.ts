export type Pt = [number, number];
export type Tri = [number, number, number];

/** Delaunay triangulation (Bowyer-Watson): fine for the ~150 control points of a face rig. */
export function triangulate(points: Pt[]): Tri[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const d = Math.max(maxX - minX, maxY - minY) * 20;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const all: Pt[] = [...points, [cx - d, cy - d], [cx + d, cy - d], [cx, cy + d]];
  const n = points.length;
  type Cell = { t: Tri; x: number; y: number; r2: number };
  const circle = (t: Tri): Cell => {
    const [a, b, c] = [all[t[0]]!, all[t[1]]!, all[t[2]]!];
    const D = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1])) || 1e-9;
    const a2 = a[0] ** 2 + a[1] ** 2;
    const b2 = b[0] ** 2 + b[1] ** 2;
    const c2 = c[0] ** 2 + c[1] ** 2;
    const x = (a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / D;
    const y = (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / D;
    return { t, x, y, r2: (a[0] - x) ** 2 + (a[1] - y) ** 2 };
  };
  let cells: Cell[] = [circle([n, n + 1, n + 2])];
  for (let i = 0; i < n; i++) {
    const [px, py] = all[i]!;
    const bad: Cell[] = [];
    const keep: Cell[] = [];
    for (const c of cells) ((px - c.x) ** 2 + (py - c.y) ** 2 < c.r2 ? bad : keep).push(c);
    const edges = new Map<string, [number, number]>();
    for (const c of bad) {
      for (const [u, v] of [[c.t[0], c.t[1]], [c.t[1], c.t[2]], [c.t[2], c.t[0]]] as Array<[number, number]>) {
        const key = u < v ? `${u},${v}` : `${v},${u}`;
        if (edges.has(key)) edges.delete(key);
        else edges.set(key, [u, v]);
      }
    }
    for (const [u, v] of edges.values()) keep.push(circle([u, v, i]));
    cells = keep;
  }
  return cells.map((c) => c.t).filter((t) => t.every((i) => i < n));
}

/** RGBA image. */
export interface Rgba {
  data: Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

/**
 * Piecewise-affine warp: for each triangle, the destination pixels inside `dst` take the source
 * colour at the matching place inside `src` (bilinear). Triangles that are where `out` already
 * has them are skipped: at `prev` (the points `out` was last warped to), or without `prev`
 * at rest (`out` is the unwarped picture). Since the triangles tile the picture, whatever a moved
 * triangle leaves is taken by a neighbour that shares its moved corner, so this stays exact.
 */
export function warpTriangles(
  source: Rgba,
  out: Rgba,
  tris: Tri[],
  src: Pt[],
  dst: Pt[],
  scale: number,
  prev?: Pt[],
  /** Vertices whose triangles are redrawn anyway (something was painted over them). */
  force?: Set<number>,
  /** Warp the alpha too (a cut-out's matte moves with the head), not only the colour. */
  withAlpha = false,
): void {
  const sw = source.width;
  const sh = source.height;
  const S = source.data;
  const O = out.data;
  for (const t of tris) {
    const [a, b, c] = [dst[t[0]]!, dst[t[1]]!, dst[t[2]]!];
    const [A, B, C] = [src[t[0]]!, src[t[1]]!, src[t[2]]!];
    const moved = t.some((v) => force?.has(v)) || t.some((v) => {
      const p = dst[v]!;
      const q = prev ? prev[v]! : ([src[v]![0] * scale, src[v]![1] * scale] as Pt);
      return Math.abs(p[0] - q[0]) > 0.01 || Math.abs(p[1] - q[1]) > 0.01;
    });
    if (!moved) continue;
    // Affine map destination -> source: solve [A B C] = M [a b c] for the 2x3 matrix M.
    const den = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
    if (Math.abs(den) < 1e-6) continue;
    const m00 = ((B[0] - A[0]) * (c[1] - a[1]) - (C[0] - A[0]) * (b[1] - a[1])) / den;
    const m01 = ((C[0] - A[0]) * (b[0] - a[0]) - (B[0] - A[0]) * (c[0] - a[0])) / den;
    const m10 = ((B[1] - A[1]) * (c[1] - a[1]) - (C[1] - A[1]) * (b[1] - a[1])) / den;
    const m11 = ((C[1] - A[1]) * (b[0] - a[0]) - (B[1] - A[1]) * (c[0] - a[0])) / den;
    const y0 = Math.max(0, Math.ceil(Math.min(a[1], b[1], c[1]) - 0.5));
    const y1 = Math.min(out.height - 1, Math.floor(Math.max(a[1], b[1], c[1]) - 0.5));
    const edges: Array<[Pt, Pt]> = [[a, b], [b, c], [c, a]];
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5;
      let lo = Infinity;
      let hi = -Infinity;
      for (const [p, q] of edges) {
        if ((p[1] <= py && q[1] >= py) || (q[1] <= py && p[1] >= py)) {
          const x = q[1] === p[1] ? Math.min(p[0], q[0]) : p[0] + ((py - p[1]) / (q[1] - p[1])) * (q[0] - p[0]);
          const x2 = q[1] === p[1] ? Math.max(p[0], q[0]) : x;
          if (x < lo) lo = x;
          if (x2 > hi) hi = x2;
        }
      }
      const xa = Math.max(0, Math.ceil(lo - 0.5));
      const xb = Math.min(out.width - 1, Math.floor(hi - 0.5));
      if (xb < xa) continue;
      let sx = A[0] + m00 * (xa + 0.5 - a[0]) + m01 * (py - a[1]) - 0.5;
      let sy = A[1] + m10 * (xa + 0.5 - a[0]) + m11 * (py - a[1]) - 0.5;
      let o = (y * out.width + xa) * 4;
      for (let x = xa; x <= xb; x++, sx += m00, sy += m10, o += 4) {
        const cx = sx < 0 ? 0 : sx > sw - 1.001 ? sw - 1.001 : sx;
        const cy = sy < 0 ? 0 : sy > sh - 1.001 ? sh - 1.001 : sy;
        const ix = cx | 0;
        const iy = cy | 0;
        const fx = cx - ix;
        const fy = cy - iy;
        const i00 = (iy * sw + ix) * 4;
        const i01 = i00 + sw * 4;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        O[o] = S[i00]! * w00 + S[i00 + 4]! * w10 + S[i01]! * w01 + S[i01 + 4]! * w11;
        O[o + 1] = S[i00 + 1]! * w00 + S[i00 + 5]! * w10 + S[i01 + 1]! * w01 + S[i01 + 5]! * w11;
        O[o + 2] = S[i00 + 2]! * w00 + S[i00 + 6]! * w10 + S[i01 + 2]! * w01 + S[i01 + 6]! * w11;
        if (withAlpha) O[o + 3] = S[i00 + 3]! * w00 + S[i00 + 7]! * w10 + S[i01 + 3]! * w01 + S[i01 + 7]! * w11;
      }
    }
  }
}
