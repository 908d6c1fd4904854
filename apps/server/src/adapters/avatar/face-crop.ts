import sharp from 'sharp';
import { AVATAR_FACE_MESSAGES as M, AvatarInputError } from './errors.ts';
import type { Box } from './face.ts';
import { findFaces, MESH, type FoundFace } from './landmarks.ts';
import type { RawImage } from './pixels.ts';

/** Below this the detector is guessing (a rocket, a cat, a pattern): not a face. */
export const MIN_FACE_SCORE = 0.6;
/** A face smaller than this (photo pixels, see faceSize) is too blurry once enlarged to an avatar. */
export const MIN_FACE_PX = 40;
/** Share of the avatar's width the face takes: head and shoulders. */
const FACE_SHARE = 0.42;
/** Where the face's centre sits, as a share of the avatar's height. */
const FACE_CENTRE_Y = 0.44;
/** Tilts smaller than this are left alone: rotating resamples the whole photo. */
const MIN_ROLL_DEG = 2;

export interface FaceSquare {
  /** The photo levelled so the eyes are horizontal (the input itself when it already was). */
  image: RawImage;
  left: number;
  top: number;
  size: number;
  rollDeg: number;
  /** The mesh in `image` pixels. */
  points: Pt[];
}

type Pt = [number, number];
const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const pt = (f: FoundFace, i: number): Pt => f.points[i] ?? [0, 0];

/**
 * How big a face is, in the image's pixels: its cheek-to-cheek width, or for a face turned
 * aside (whose cheeks overlap) 0.8 of its forehead-to-chin height.
 */
export const faceSize = (f: FoundFace) => sizeOf(f.points);
const sizeOf = (p: Pt[]) =>
  Math.max(dist(p[MESH.cheekL] ?? [0, 0], p[MESH.cheekR] ?? [0, 0]), 0.8 * dist(p[MESH.forehead] ?? [0, 0], p[MESH.chin] ?? [0, 0]));

/**
 * The one usable face in a photo, or a 422 with a message for people: no face (nothing scores
 * MIN_FACE_SCORE), several faces (a second confident face at least half the size of the first:
 * tiny faces far behind do not count), or a face too small to make an avatar from.
 */
export function theFace(faces: FoundFace[]): FoundFace {
  const real = faces.filter((f) => f.boxScore >= MIN_FACE_SCORE && f.faceScore >= MIN_FACE_SCORE);
  const main = real.reduce<FoundFace | null>((best, f) => (!best || faceSize(f) > faceSize(best) ? f : best), null);
  if (!main) throw new AvatarInputError('no_face', M.noFace);
  if (real.some((f) => f !== main && faceSize(f) >= faceSize(main) * 0.5)) {
    throw new AvatarInputError('several_faces', M.severalFaces);
  }
  if (faceSize(main) < MIN_FACE_PX) throw new AvatarInputError('face_too_small', M.faceTooSmall);
  return main;
}

const eyeCentres = (f: FoundFace): [Pt, Pt] => [
  mid(pt(f, MESH.eyeOuterL), pt(f, MESH.eyeInnerL)),
  mid(pt(f, MESH.eyeInnerR), pt(f, MESH.eyeOuterR)),
];

/** Finds the face and chooses the head-and-shoulders square around it, levelling a tilted head. */
export async function faceSquare(work: RawImage): Promise<FaceSquare> {
  const face = theFace(await findFaces(work));
  const [l, r] = eyeCentres(face);
  const rollDeg = (Math.atan2(r[1] - l[1], r[0] - l[0]) * 180) / Math.PI;
  if (Math.abs(rollDeg) < MIN_ROLL_DEG) return { image: work, rollDeg: 0, points: face.points, ...square(face.points, work) };

  const { data, info } = await sharp(work.data, { raw: { width: work.width, height: work.height, channels: 3 } })
    .rotate(-rollDeg, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const level: RawImage = { data, width: info.width, height: info.height, channels: 3 };
  const t = (-rollDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(t), Math.sin(t)];
  const turned = face.points.map(([x, y]): Pt => {
    const dx = x - work.width / 2;
    const dy = y - work.height / 2;
    return [level.width / 2 + dx * c - dy * s, level.height / 2 + dx * s + dy * c];
  });
  return { image: level, rollDeg, points: turned, ...square(turned, level) };
}

function square(points: Pt[], img: RawImage): { left: number; top: number; size: number } {
  const p = (i: number): Pt => points[i] ?? [0, 0];
  const width = sizeOf(points);
  const limit = Math.min(img.width, img.height);
  const size = Math.round(Math.min(limit, width / FACE_SHARE));
  const cx = mid(p(MESH.cheekL), p(MESH.cheekR))[0];
  const cy = mid(p(MESH.forehead), p(MESH.chin))[1];
  const left = Math.round(Math.min(img.width - size, Math.max(0, cx - size / 2)));
  const top = Math.round(Math.min(img.height - size, Math.max(0, cy - size * FACE_CENTRE_Y)));
  return { left, top, size };
}

/** Bounding box of some mesh points. */
export function boxOf(points: Pt[], indices?: readonly number[]): Box {
  const pts: Pt[] = indices ? indices.map((i) => points[i] ?? [0, 0]) : points;
  const xs = pts.map((q): number => q[0]);
  const ys = pts.map((q): number => q[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Outer lip contour (MediaPipe): the mouth box for the legacy mouth-open frame. */
export const OUTER_LIPS = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146] as const;
