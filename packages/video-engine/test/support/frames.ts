import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { render, type RenderResult, type RenderSpecInput } from '../../src/index.ts';
import type { SceneSpec } from '../../src/spec.ts';
import { safeAreaFor, type Platform } from '../../src/platforms.ts';
import { frameLayout, type FrameLayout, type Rect } from '../../src/visuals/layout.ts';
import { placePresenter, presenterScenes } from '../../src/visuals/presenter-layout.ts';
import type { SceneKind } from '../../src/scene-kinds.ts';
import { resolveFfmpeg } from './ffmpeg.ts';

// What the engine's frame tests share: render a spec, read a frame's pixels, find where the
// stage is, and measure the ink in it. Each test keeps only what it measures differently.

export const FFMPEG = resolveFfmpeg();

/** A folder for one test file's renders, removed after its tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** RGB24 pixels of the frame at `sec`. */
export function frameAt(video: string, sec: number): Buffer {
  const args = ['-hide_banner', '-loglevel', 'error', '-ss', sec.toFixed(3), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'];
  return execFileSync(FFMPEG, args, { maxBuffer: 64 << 20 });
}

const FIX = join(import.meta.dirname, '..', 'fixtures', 'presenter');

/** The presenter fixture (a photo and its face mesh) in the talking-head layout. */
export function talkingHead(): NonNullable<RenderSpecInput['presenter']> {
  const landmarks = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
  return { imagePath: join(FIX, 'astronaut-avatar.jpg'), landmarks, layout: 'talking-head' };
}

export interface Aspect {
  width: number;
  height: number;
  platform: Platform;
}

/** The aspects the frame tests render, small: the layout scales with the frame. */
export const TALL: Aspect = { width: 540, height: 960, platform: 'tiktok' };
export const WIDE: Aspect = { width: 960, height: 540, platform: 'youtube' };
export const SQUARE: Aspect = { width: 540, height: 540, platform: 'instagram' };

/** The spec frame tests render: 15 fps, no title card, the midnight theme, espeak, karaoke captions; `extra` on top. */
export function frameSpec(a: Aspect, extra: Partial<RenderSpecInput> & Pick<RenderSpecInput, 'scenes'>): RenderSpecInput {
  return {
    width: a.width,
    height: a.height,
    fps: 15,
    title: '',
    theme: 'midnight',
    platform: a.platform,
    voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
    captions: { enabled: true, style: 'karaoke' },
    ...extra,
  };
}

/** One scene of `scene`, in front of the talking head when `presenter`. */
export function oneScene(a: Aspect & { presenter?: boolean }, scene: Omit<SceneSpec, 'text'> & { text: string }): RenderSpecInput {
  return frameSpec(a, { ...(a.presenter ? { presenter: talkingHead() } : {}), scenes: [scene] });
}

/** Renders `spec` into `dir` as `name`.mp4 with the tests' ffmpeg. */
export async function renderTo(dir: string, name: string, spec: RenderSpecInput): Promise<{ out: string; result: RenderResult }> {
  const out = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.mp4`);
  return { out, result: await render(spec, out, { ffmpegPath: FFMPEG, tmpDir: dir }) };
}

/**
 * The frame's layout (captions at the bottom) and the stage scenes draw in: beside or above the
 * face with a talking head, which on a tall frame steps back for a scene of `kind` that carries data.
 */
export function stageOf(a: Aspect, withTalkingHead = false, kind?: SceneKind): { frame: FrameLayout; stage: Rect; face?: Rect } {
  const frame = frameLayout(a.width, a.height, safeAreaFor(a.platform, a.width, a.height), { enabled: true, position: 'bottom' });
  if (!withTalkingHead) return { frame, stage: frame.stage };
  const place = kind ? presenterScenes('talking-head', 'center', 0.32, frame, 1, [kind])[0]! : placePresenter('talking-head', 'center', 0.32, frame);
  return { frame, stage: place.stage, face: place.box };
}

/** The captions' floor on frames: a 55 px cap height per 1080 px of the short side. */
export const capFloor = (a: Aspect) => (55 * Math.min(a.width, a.height)) / 1080;

export type PixelTest = (r: number, g: number, b: number) => boolean;

/** White type (the templates' ink), not its dark outline. */
export const isWhite: PixelTest = (r, g, b) => r > 225 && g > 225 && b > 225;

/** How many pixels of each row of `area` pass `is`, top row first. */
export function rowCounts(rgb: Buffer, w: number, area: Rect, is: PixelTest): number[] {
  const rows: number[] = [];
  for (let y = area.y; y < area.y + area.h; y++) {
    let n = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      if (is(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) n++;
    }
    rows.push(n);
  }
  return rows;
}

/**
 * The runs of consecutive rows holding ink (2 pixels or more), as row offsets [from, to). Type
 * in capitals only makes one run per line: its cap height (the line spacing leaves a gap).
 */
export function inkRuns(rows: number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let y = 0; y < rows.length; ) {
    if ((rows[y] ?? 0) < 2) {
      y++;
      continue;
    }
    let end = y;
    while (end < rows.length && (rows[end] ?? 0) >= 2) end++;
    runs.push({ from: y, to: end });
    y = end;
  }
  return runs;
}

/** White ink in `area`: how many pixels, and the tallest run of inked rows (a capitals line's cap height). */
export function whiteCap(rgb: Buffer, w: number, area: Rect): { ink: number; cap: number } {
  const rows = rowCounts(rgb, w, area, isWhite);
  return { ink: rows.reduce((a, b) => a + b, 0), cap: Math.max(0, ...inkRuns(rows).map((r) => r.to - r.from)) };
}

/** Every frame of `video`, shrunk to `w` x `h` grey: enough to compare two encodes frame by frame. */
export function greyFrames(video: string, w = 54, h = 96): Buffer[] {
  const raw = execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', `scale=${w}:${h},format=gray`, '-f', 'rawvideo', '-'], {
    maxBuffer: 256 << 20,
  });
  const out: Buffer[] = [];
  for (let i = 0; i + w * h <= raw.length; i += w * h) out.push(raw.subarray(i, i + w * h));
  return out;
}

/** Mean absolute difference of two grey frames (0-255). */
export const meanAbsDiff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

/** Mean brightness of a grey frame (0-255). */
export const meanOf = (a: Buffer) => a.reduce((sum, v) => sum + v, 0) / a.length;

/**
 * The text Tesseract reads in `area` of a frame, from the pixels that pass `ink` (white type by
 * default) drawn black on white at twice the size: a stage's type reads alone, without the
 * captions below, the background or the type's outline.
 */
export async function readArea(rgb: Buffer, w: number, area: Rect, ink: PixelTest = isWhite): Promise<string> {
  const { ocr } = await import('./ocr.ts');
  // A white margin around the type: Tesseract misreads letters at the image's edge.
  const m = 16;
  const [W, H] = [area.w * 2 + 2 * m, area.h * 2 + 2 * m];
  const out = Buffer.alloc(W * H * 3, 255);
  for (let y = 0; y < area.h * 2; y++)
    for (let x = 0; x < area.w * 2; x++) {
      const i = ((area.y + (y >> 1)) * w + area.x + (x >> 1)) * 3;
      const o = ((y + m) * W + x + m) * 3;
      if (ink(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) out.fill(0, o, o + 3);
    }
  return ocr(out, W, H);
}

/** The bounding box in `area` of the pixels that pass `is` (a title's pill), if any. */
export function boxOf(rgb: Buffer, w: number, area: Rect, is: PixelTest): Rect | undefined {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = area.y; y < area.y + area.h; y++)
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      if (!is(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  return x1 < 0 ? undefined : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Letters only, lower case: OCR'd text compares without spaces or punctuation. */
export const squash = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');
