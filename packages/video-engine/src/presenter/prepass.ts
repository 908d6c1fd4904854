import sharp from 'sharp';
import type { PhonemeTiming, WordTiming } from '../tts/types.ts';
import { buildRig, mouthVertices, posePoints, type Pose } from './face-rig.ts';
import { cutoutAlpha } from './matte.ts';
import { lipColour, paintMouth } from './mouth.ts';
import { triangulate, warpTriangles, type Pt, type Rgba } from './mesh.ts';
import { rgbaToYuva420p } from './yuva.ts';
import { blinkTimes, blinkTrack, mouthTrack, speechSounds } from './visemes.ts';

export type PresenterFrame = 'circle' | 'card' | 'full' | 'cutout';

export interface PresenterClipInput {
  imagePath: string;
  /** Face mesh in the image's pixels (flat x, y pairs, MediaPipe order). */
  landmarks: number[];
  /** Output side in pixels (square, even). */
  size: number;
  fps: number;
  frames: number;
  phonemes: PhonemeTiming[];
  words: WordTiming[];
  frame: PresenterFrame;
  /** 'cutout': the presenter's matte (grey PNG, or a PNG whose alpha is the presenter); else drawn from the mesh. */
  mattePath?: string;
  border: string;
  seed?: number;
}

/** Decoded avatar (square, RGBA) at its own size and at the output size. */
async function decode(path: string, size: number): Promise<{ source: Rgba; scaled: Rgba }> {
  const img = sharp(path).ensureAlpha();
  const meta = await img.metadata();
  const side = Math.min(meta.width ?? 512, meta.height ?? 512);
  const src = await sharp(path).ensureAlpha().extract({ left: 0, top: 0, width: side, height: side }).raw().toBuffer();
  const out = await sharp(path).ensureAlpha().extract({ left: 0, top: 0, width: side, height: side }).resize(size, size).raw().toBuffer();
  return { source: { data: src, width: side, height: side }, scaled: { data: out, width: size, height: size } };
}

const hex = (c: string): [number, number, number] => {
  const n = Number.parseInt(c.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/**
 * The frame: a circle or rounded card with a border and a soft edge, the full square, or the
 * head and shoulders alone (`cutout`: alpha from the matte, no border).
 */
function applyFrame(img: Rgba, frame: PresenterFrame, border: string, matte?: Float32Array): void {
  if (frame === 'full') return;
  if (frame === 'cutout') {
    for (let i = 0; i < img.width * img.height; i++) img.data[i * 4 + 3] = Math.round(255 * (matte?.[i] ?? 1));
    return;
  }
  const s = img.width;
  const bw = Math.max(2, Math.round(s * 0.025));
  const [br, bg, bb] = hex(border);
  const r = s / 2;
  const radius = s * 0.16;
  const D = img.data;
  for (let y = 0; y < s; y++) {
    for (let x = 0; x < s; x++) {
      let d: number;
      if (frame === 'circle') d = r - Math.hypot(x + 0.5 - r, y + 0.5 - r);
      else {
        const qx = Math.max(Math.abs(x + 0.5 - r) - (r - radius), 0);
        const qy = Math.max(Math.abs(y + 0.5 - r) - (r - radius), 0);
        d = radius - Math.hypot(qx, qy);
      }
      const o = (y * s + x) * 4;
      const alpha = Math.max(0, Math.min(1, d));
      if (d < bw) {
        const k = Math.max(0, Math.min(1, bw - d));
        D[o] = D[o]! * (1 - k) + br * k;
        D[o + 1] = D[o + 1]! * (1 - k) + bg * k;
        D[o + 2] = D[o + 2]! * (1 - k) + bb * k;
      }
      D[o + 3] = Math.round(255 * alpha);
    }
  }
}

/** The pose of every frame: visemes from the phonemes, blinks every 2-6 s, a slow sway and breath. */
export function presenterPoses(input: Pick<PresenterClipInput, 'fps' | 'frames' | 'phonemes' | 'words' | 'seed'>, size: number): Pose[] {
  const mouths = mouthTrack(speechSounds(input.phonemes, input.words), input.fps, input.frames);
  const blinks = blinkTrack(blinkTimes((input.frames * 1000) / input.fps, input.seed), input.fps, input.frames);
  const u = size / 512;
  // The sway is slow: it is updated 7-8 times a second, so most frames only redraw the mouth.
  const step = Math.max(1, Math.round(input.fps / 7.5));
  return mouths.map((mouth, f) => {
    const t = (Math.floor(f / step) * step) / input.fps;
    return {
      mouth,
      blink: blinks[f]!,
      tilt: (1.1 * Math.sin((2 * Math.PI * t) / 7.3) + 0.5 * Math.sin((2 * Math.PI * t) / 3.1 + 1)) * (Math.PI / 180),
      dx: 2.2 * u * Math.sin((2 * Math.PI * t) / 5.7),
      dy: 1.6 * u * Math.sin((2 * Math.PI * t) / 4.1),
    };
  });
}

/**
 * Frames of the talking presenter, one at a time (RGBA, `size` square), from frame `from` up to
 * `to` (exclusive). Only triangles that move are redrawn on a copy of the previous frame, which is
 * what keeps this several times realtime; the first frame of a range is drawn whole.
 */
export async function* presenterFrames(input: PresenterClipInput, from = 0, to = input.frames): AsyncGenerator<Buffer> {
  yield* (await presenterDrawer(input))(from, to);
}

/** Decodes the picture once; the drawer then makes frames synchronously. */
async function presenterDrawer(input: PresenterClipInput): Promise<(from: number, to: number, recycle?: boolean) => Generator<Buffer>> {
  const { source, scaled } = await decode(input.imagePath, input.size);
  const rig = buildRig(input.landmarks, source.width);
  const tris = triangulate(rig.points);
  const scale = input.size / source.width;
  const cutout = input.frame === 'cutout';
  if (cutout) {
    // The matte rides on the picture's alpha, so the warp carries it with the sway and the jaw.
    const opts = { mattePath: input.mattePath, imagePath: input.imagePath, landmarks: input.landmarks, side: source.width };
    applyFrame(source, 'cutout', input.border, await cutoutAlpha({ ...opts, size: source.width }, source));
    applyFrame(scaled, 'cutout', input.border, await cutoutAlpha({ ...opts, size: input.size }, source));
  } else applyFrame(scaled, input.frame, input.border);
  const poses = presenterPoses(input, source.width);
  const lips = new Set(mouthVertices(rig));
  const lip = lipColour(source, input.landmarks);
  return function* draw(from, to, recycle = false) {
    // Each frame starts from the previous one and redraws only the triangles that moved since.
    let prev: { buf: Buffer; dst: Pt[]; mouth: boolean } | null = null;
    // Recycling alternates two buffers (a frame is only good until the one after next is drawn),
    // which spares the garbage collector a large buffer a frame.
    const ring = recycle ? [Buffer.alloc(scaled.data.length), Buffer.alloc(scaled.data.length)] : [];
    let f = 0;
    for (const pose of poses.slice(from, to)) {
      const posed = posePoints(rig, pose);
      const dst = posed.map(([x, y]): Pt => [x * scale, y * scale]);
      const base = prev ? prev.buf : scaled.data;
      const spare = ring[f++ % 2];
      if (spare) spare.set(base);
      const buf: Buffer = spare ?? Buffer.from(base);
      const out: Rgba = { data: buf, width: input.size, height: input.size };
      // A painted mouth is not part of the warp: the triangles around it are redrawn from the source.
      warpTriangles(source, out, tris, rig.points, dst, scale, prev?.dst, prev?.mouth ? lips : undefined, cutout);
      const painted = paintMouth(rig, posed, scale, out, lip, pose.mouth);
      prev = { buf, dst, mouth: painted };
      yield buf;
    }
  };
}

/** Time spent drawing the presenter (the pre-pass's own cost, apart from waiting on ffmpeg). */
export interface PrepassTimer {
  ms: number;
  /** CPU time of the same work: on a shared machine wall time mostly measures the neighbours. */
  cpuMs: number;
}

const CPU_SAMPLE = 7;
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

/**
 * The presenter's frames [from, to) as yuva420p, ready for an ffmpeg rawvideo input: streamed into
 * the encoding pass itself, so there is no clip to encode, store, decode and convert again.
 */
export async function* presenterYuvaFrames(
  input: PresenterClipInput,
  from: number,
  to: number,
  timer?: PrepassTimer,
): AsyncGenerator<Buffer> {
  const started = performance.now();
  const frames = (await presenterDrawer(input))(from, to, true);
  if (timer) timer.ms += performance.now() - started;
  // The decode runs in sharp's threads, so only the synchronous drawing counts as this CPU.
  const bytes = (input.size * input.size * 5) / 2;
  let prev: { rgba: Uint8Array; yuva: Uint8Array } | undefined;
  for (let f = 0; ; f++) {
    // Timed synchronously: the pumps of other spans run while this one waits for its pipe. CPU
    // time is sampled every 7th frame (not a multiple of the 4-frame sway step) (reading it costs a syscall that walks every thread).
    const sample = timer && f % CPU_SAMPLE === 0;
    const [t, c] = [performance.now(), sample ? cpuMs() : 0];
    const next = frames.next();
    if (next.done) return;
    // A fresh buffer per frame: the pipe may still hold the previous one.
    const out = Buffer.allocUnsafe(bytes);
    rgbaToYuva420p(next.value, input.size, out, prev);
    prev = { rgba: next.value, yuva: out };
    if (timer) {
      timer.ms += performance.now() - t;
      if (sample) timer.cpuMs += (cpuMs() - c) * CPU_SAMPLE;
    }
    yield out;
  }
}
