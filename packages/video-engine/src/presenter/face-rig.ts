import type { Pt } from './mesh.ts';
import type { MouthShape } from './visemes.ts';

/** MediaPipe face-mesh indices (the avatar adapter stores 478 points in this order). */
export const FACE_OVAL = [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109];
const LIPS_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146];
export const INNER_UPPER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
export const INNER_LOWER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
const OUTER_UPPER = new Set([185, 40, 39, 37, 0, 267, 269, 270, 409]);
const OUTER_LOWER = new Set([375, 321, 405, 314, 17, 84, 181, 91, 146]);
const EYE_L_UP = [246, 161, 160, 159, 158, 157, 173];
const EYE_L_DOWN = [7, 163, 144, 145, 153, 154, 155];
const EYE_R_UP = [466, 388, 387, 386, 385, 384, 398];
const EYE_R_DOWN = [249, 390, 373, 374, 380, 381, 382];
const EYE_CORNERS = [33, 133, 263, 362];
const BROWS = [70, 63, 105, 66, 107, 300, 293, 334, 296, 336];
const NOSE = [1, 4, 5, 6, 195, 197, 98, 327, 2, 48, 278];
const CHEEKS = [50, 280, 187, 411, 205, 425, 207, 427, 214, 434, 135, 364, 169, 394, 32, 262];

export const RIG_INDICES = [
  ...new Set([
    ...FACE_OVAL, ...LIPS_OUTER, ...INNER_UPPER, ...INNER_LOWER, ...EYE_L_UP, ...EYE_L_DOWN, ...EYE_R_UP,
    ...EYE_R_DOWN, ...EYE_CORNERS, ...BROWS, ...NOSE, ...CHEEKS,
  ]),
];

export interface Rig {
  /** Control points in avatar pixels: face points first (RIG_INDICES order), then fixed anchors. */
  points: Pt[];
  faceCount: number;
  slot: Map<number, number>;
  mouthCentre: Pt;
  mouthWidth: number;
  pivot: Pt;
}

/** Control points from the stored mesh, plus a fixed ring around the head so hair and shoulders stay put. */
export function buildRig(landmarks: number[], size: number): Rig {
  const at = (i: number): Pt => [landmarks[2 * i] ?? 0, landmarks[2 * i + 1] ?? 0];
  const slot = new Map<number, number>();
  const points: Pt[] = [];
  for (const i of RIG_INDICES) {
    let p = at(i);
    // Closed lips put upper and lower inner points on top of each other; the mesh needs them apart.
    if (INNER_LOWER.includes(i) && !INNER_UPPER.includes(i)) {
      const twin = INNER_UPPER[INNER_LOWER.indexOf(i)]!;
      const q = at(twin);
      if (Math.abs(q[1] - p[1]) < 0.6 && Math.abs(q[0] - p[0]) < 0.6) p = [p[0], q[1] + 0.6];
    }
    slot.set(i, points.length);
    points.push(p);
  }
  const faceCount = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = ((Math.max(...xs) - Math.min(...xs)) / 2) * 1.45;
  const ry = ((Math.max(...ys) - Math.min(...ys)) / 2) * 1.45;
  for (let k = 0; k < 20; k++) {
    const a = (k / 20) * Math.PI * 2;
    points.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  for (const [x, y] of [[0, 0], [size, 0], [0, size], [size, size], [size / 2, 0], [size / 2, size], [0, size / 2], [size, size / 2]] as Pt[]) {
    points.push([x, y]);
  }
  const ml = at(61);
  const mr = at(291);
  const mouthCentre: Pt = [(at(13)[0] + at(14)[0]) / 2, (at(13)[1] + at(14)[1]) / 2];
  const chin = at(152);
  return { points, faceCount, slot, mouthCentre, mouthWidth: Math.hypot(mr[0] - ml[0], mr[1] - ml[1]), pivot: [chin[0], chin[1] + (chin[1] - cy) * 0.6] };
}

/** Rig vertices on the inner lips: the painted mouth lies in their triangles. */
export const mouthVertices = (rig: Rig): number[] => [...INNER_UPPER, ...INNER_LOWER].map((i) => rig.slot.get(i)!);

export interface Pose {
  mouth: MouthShape;
  /** 0 open .. 1 shut. */
  blink: number;
  /** Head turn in radians around the neck, and shift in avatar pixels. */
  tilt: number;
  dx: number;
  dy: number;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Where the control points go for a pose (in avatar pixels). */
export function posePoints(rig: Rig, pose: Pose): Pt[] {
  const out = rig.points.map((p): Pt => [p[0], p[1]]);
  const [mx, my] = rig.mouthCentre;
  const w = rig.mouthWidth;
  const { open, wide, round, press } = pose.mouth;
  const idx = (i: number) => rig.slot.get(i)!;
  const jaw = open * w * 0.3;
  // The photo's own lip gap (a smile shows teeth): pressing shapes (m b p) bring the lips together
  // over it; at rest the mouth is the photo's, untouched.
  const gap0 = Math.max(0, rig.points[idx(14)]![1] - rig.points[idx(13)]![1]);
  // An opening starts from the photo's own gap: only what it adds to it moves the jaw.
  const drop = Math.max(0, jaw - gap0 * 0.7) * 0.85 - gap0 * 0.65 * press;
  const innerUp = new Set(INNER_UPPER);
  const lips = new Set([...LIPS_OUTER, ...INNER_UPPER, ...INNER_LOWER]);
  for (const [lm, k] of rig.slot) {
    const p = out[k]!;
    const [x0, y0] = rig.points[k]!;
    const below = innerUp.has(lm) ? 0 : clamp01((y0 - my + w * 0.08) / (w * 0.22));
    const beside = clamp01(1 - (Math.abs(x0 - mx) - w * 0.55) / (w * 0.9));
    p[1] += drop * below * beside;
    if (lips.has(lm) || Math.abs(x0 - mx) < w * 0.9 && Math.abs(y0 - my) < w * 0.45) {
      const near = lips.has(lm) ? 1 : 0.4;
      p[0] = mx + (p[0] - mx) * (1 + (wide - 1 - round * 0.18) * near);
    }
    if (OUTER_UPPER.has(lm)) p[1] += press * w * 0.02 - round * w * 0.05;
    if (OUTER_LOWER.has(lm)) p[1] -= press * w * 0.05 - round * w * 0.04;
  }
  // Inner lips: from the photo's own (pressed: their mid-line), opened by the jaw, thinning to the corners.
  const n = INNER_UPPER.length - 1;
  for (let j = 1; j < n; j++) {
    const u = rig.points[idx(INNER_UPPER[j]!)]!;
    const l = rig.points[idx(INNER_LOWER[j]!)]!;
    // Pressed lips meet low: the jaw brings the lower lip up, the upper lip (under the nose) moves less.
    const mid = u[1] + (l[1] - u[1]) * 0.35;
    const g = Math.max(0, jaw * Math.sin((Math.PI * j) / n) ** 0.7 - (l[1] - u[1]) * 0.7) * (1 - press);
    out[idx(INNER_UPPER[j]!)]![1] = u[1] + (mid - u[1]) * press - g * 0.15;
    out[idx(INNER_LOWER[j]!)]![1] = l[1] + (mid - l[1]) * press + g * 0.85;
  }
  for (const [up, down] of [[EYE_L_UP, EYE_L_DOWN], [EYE_R_UP, EYE_R_DOWN]] as const) {
    up.forEach((u, j) => {
      const a = out[idx(u)]!;
      const b = out[idx(down[j]!)]!;
      a[0] += (b[0] - a[0]) * pose.blink * 0.9;
      a[1] += (b[1] - a[1]) * pose.blink * 0.92;
    });
  }
  const [px, py] = rig.pivot;
  const c = Math.cos(pose.tilt);
  const s = Math.sin(pose.tilt);
  for (let k = 0; k < rig.faceCount; k++) {
    const p = out[k]!;
    const x = p[0] - px;
    const y = p[1] - py;
    p[0] = px + x * c - y * s + pose.dx;
    p[1] = py + x * s + y * c + pose.dy;
  }
  return out;
}
