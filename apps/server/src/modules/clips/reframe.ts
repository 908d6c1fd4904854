import type { CropPoint } from '@reelforge/video-engine';

/** A face where the detector saw it, in source pixels. */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

/** The faces of one sampled frame, `tMs` into the clip. */
export interface FrameFaces {
  tMs: number;
  faces: FaceBox[];
}

export interface Size {
  width: number;
  height: number;
}


export interface CropPath {
  width: number;
  height: number;
  points: CropPoint[];
  /** How the path was found: following a face, or the centre when no face was seen. */
  mode: 'face' | 'centre';
}

/** The largest window of the output's shape inside the source, even-sized (encoders want even). */
export function cropSize(source: Size, output: Size): Size {
  const ratio = output.width / output.height;
  let width = source.width;
  let height = Math.round(width / ratio);
  if (height > source.height) {
    height = source.height;
    width = Math.round(height * ratio);
  }
  return { width: width - (width % 2), height: height - (height % 2) };
}

const MIN_SCORE = 0.5;

/**
 * The speaker's face in each frame: detections are linked into tracks by nearness (a face moves
 * little between samples), and the track seen in the most frames is the speaker (a guest who
 * appears for a moment, or a face on a poster seen once, loses). Frames where that face was not
 * found take the nearest frame's box. null when no face was ever seen.
 */
export function speakerTrack(frames: FrameFaces[]): (FaceBox | null)[] {
  interface Track {
    boxes: Map<number, FaceBox>;
    last: FaceBox;
    area: number;
  }
  const tracks: Track[] = [];
  frames.forEach((frame, i) => {
    const used = new Set<Track>();
    for (const f of frame.faces.filter((x) => x.score >= MIN_SCORE).sort((a, b) => b.w * b.h - a.w * a.h)) {
      const cx = f.x + f.w / 2;
      const cy = f.y + f.h / 2;
      let best: Track | undefined;
      let bestDist = Infinity;
      for (const t of tracks) {
        if (used.has(t)) continue;
        const d = Math.hypot(t.last.x + t.last.w / 2 - cx, t.last.y + t.last.h / 2 - cy);
        if (d < Math.max(t.last.w, f.w) * 0.75 && d < bestDist) {
          best = t;
          bestDist = d;
        }
      }
      if (!best) tracks.push((best = { boxes: new Map(), last: f, area: 0 }));
      best.boxes.set(i, f);
      best.last = f;
      best.area += f.w * f.h;
      used.add(best);
    }
  });
  const speaker = tracks.sort((a, b) => b.boxes.size - a.boxes.size || b.area - a.area)[0];
  if (!speaker) return frames.map(() => null);
  const seen = [...speaker.boxes.keys()];
  return frames.map((_, i) => {
    const own = speaker.boxes.get(i);
    if (own) return own;
    const near = seen.reduce((a, b) => (Math.abs(b - i) < Math.abs(a - i) ? b : a));
    return speaker.boxes.get(near) ?? null;
  });
}

export interface FollowOptions {
  /** The face may drift this far from the window's centre (fraction of its width) before the window moves. */
  deadZone: number;
  /** Once moving, the window stops when the face is this close to its centre (fraction of its width). */
  settle: number;
  /** The fastest the window moves, in window widths per second. */
  maxSpeed: number;
}

export const DEFAULT_FOLLOW: FollowOptions = { deadZone: 0.12, settle: 0.03, maxSpeed: 0.5 };

/** How far the faceless drift travels over a clip, as a fraction of the source's width. */
export const DRIFT = 0.05;
/** The window's size when the source has no room to drift across (already the output's shape). */
const DRIFT_ZOOM = 0.92;

/**
 * No face: the centre, drifting slowly (a Ken Burns pan) so a talk without a visible speaker does
 * not sit as a still picture. The window travels DRIFT of the source's width across its centre over
 * the clip, left to right at a steady pace; a source with no room for that (the output's own shape)
 * is cropped a little tighter (a fixed zoom: the crop's size cannot change while it plays) and the
 * window drifts diagonally in the room that leaves.
 */
function centreDrift(source: Size, crop: Size, spanMs: number): Omit<CropPath, 'mode'> {
  const travel = DRIFT * source.width;
  let window = crop;
  if (source.width - crop.width < travel) {
    const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
    window = { width: even(crop.width * DRIFT_ZOOM), height: even(crop.height * DRIFT_ZOOM) };
  }
  const roomX = source.width - window.width;
  const roomY = source.height - window.height;
  const dx = Math.min(travel, roomX) / 2;
  // Vertically only when the window is zoomed in: a full-height window has no room, and a wide one keeps its level.
  const dy = window === crop ? 0 : Math.min(travel * (roomY / Math.max(1, roomX)), roomY) / 2;
  const at = (sx: number, sy: number) => ({ x: Math.round(roomX / 2 + sx * dx), y: Math.round(roomY / 2 + sy * dy) });
  const points = spanMs > 0 ? [{ tMs: 0, ...at(-1, -1) }, { tMs: Math.round(spanMs), ...at(1, 1) }] : [{ tMs: 0, ...at(0, 0) }];
  return { width: window.width, height: window.height, points };
}

/**
 * The crop window's path: it holds still while the speaker's face stays inside a dead zone around
 * its centre and only then moves, at a bounded speed, until the face is centred again (hysteresis:
 * the threshold to start moving is far larger than the one to stop, so small head movements and
 * detector jitter never shake the picture). No face seen: the centre, drifting slowly over the
 * clip's `spanMs` (see centreDrift).
 */
export function cropPath(frames: FrameFaces[], source: Size, output: Size, opts: FollowOptions = DEFAULT_FOLLOW, spanMs = frames.at(-1)?.tMs ?? 0): CropPath {
  const crop = cropSize(source, output);
  const maxX = source.width - crop.width;
  const maxY = source.height - crop.height;
  const clampX = (x: number) => Math.round(Math.min(maxX, Math.max(0, x)));
  const clampY = (y: number) => Math.round(Math.min(maxY, Math.max(0, y)));
  const track = speakerTrack(frames);
  if (!frames.length || track.every((f) => f === null)) return { ...centreDrift(source, crop, spanMs), mode: 'centre' };
  // The face a little above the window's middle, where eyes sit in a framed shot.
  const target = (f: FaceBox) => ({ x: f.x + f.w / 2 - crop.width / 2, y: f.y + f.h * 0.4 - crop.height * 0.4 });
  const first = target(track.find((f) => f)!);
  let at = { x: clampX(first.x), y: clampY(first.y) };
  let moving = false;
  const raw: CropPoint[] = [];
  let lastT = frames[0]!.tMs;
  frames.forEach((frame, i) => {
    const face = track[i];
    const dt = Math.max(0, frame.tMs - lastT) / 1000;
    lastT = frame.tMs;
    if (face) {
      const want = { x: clampX(target(face).x), y: clampY(target(face).y) };
      const off = Math.hypot(want.x - at.x, want.y - at.y);
      if (!moving && off > opts.deadZone * crop.width) moving = true;
      if (moving) {
        const step = opts.maxSpeed * crop.width * dt;
        const k = off > step ? step / off : 1;
        at = { x: clampX(at.x + (want.x - at.x) * k), y: clampY(at.y + (want.y - at.y) * k) };
        if (Math.hypot(want.x - at.x, want.y - at.y) <= opts.settle * crop.width) moving = false;
      }
    }
    raw.push({ tMs: frame.tMs, ...at });
  });
  return { ...cropSizeOf(crop), points: simplify(raw), mode: 'face' };
}

const cropSizeOf = (s: Size) => ({ width: s.width, height: s.height });

/** Drops points a straight line through their neighbours already passes (within a pixel). */
function simplify(points: CropPoint[]): CropPoint[] {
  if (points.length <= 2) return points;
  const out: CropPoint[] = [points[0]!];
  for (let i = 1; i < points.length - 1; i++) {
    const a = out[out.length - 1]!;
    const b = points[i]!;
    const c = points[i + 1]!;
    const f = (b.tMs - a.tMs) / Math.max(1, c.tMs - a.tMs);
    if (Math.abs(a.x + (c.x - a.x) * f - b.x) > 1 || Math.abs(a.y + (c.y - a.y) * f - b.y) > 1) out.push(b);
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** The window's corner at `tMs` on the path (what the crop filter's expression computes). */
export function cropAt(path: CropPath, tMs: number): { x: number; y: number } {
  const p = path.points;
  if (tMs <= p[0]!.tMs) return { x: p[0]!.x, y: p[0]!.y };
  for (let i = 1; i < p.length; i++) {
    const a = p[i - 1]!;
    const b = p[i]!;
    if (tMs <= b.tMs) {
      const f = (tMs - a.tMs) / Math.max(1, b.tMs - a.tMs);
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
    }
  }
  return { x: p[p.length - 1]!.x, y: p[p.length - 1]!.y };
}
