import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { cutoutAlpha } from '../src/presenter/matte.ts';
import { presenterFrames } from '../src/presenter/prepass.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { frameLayout } from '../src/visuals/layout.ts';
import { placePresenter } from '../src/visuals/presenter-layout.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const FIX = join(import.meta.dirname, 'fixtures', 'presenter');
const IMAGE = join(FIX, 'astronaut-avatar.jpg');
const LANDMARKS = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
const root = mkdtempSync(join(tmpdir(), 'presenter-cutout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SIZE = 256;
const k = SIZE / 512;
const lm = (i: number) => [LANDMARKS[2 * i]! * k, LANDMARKS[2 * i + 1]! * k] as const;

async function firstFrame(extra: { mattePath?: string } = {}): Promise<Buffer> {
  const frames = presenterFrames({ imagePath: IMAGE, landmarks: LANDMARKS, size: SIZE, fps: 25, frames: 1, phonemes: [], words: [], frame: 'cutout', border: '#ffffff', ...extra });
  for await (const f of frames) return Buffer.from(f);
  throw new Error('no frame');
}
const alphaAt = (buf: Buffer, x: number, y: number) => buf[(Math.round(y) * SIZE + Math.round(x)) * 4 + 3]!;

describe('the cut-out presenter (matte from the face mesh, backdrop keyed)', () => {
  it('keeps the face, hair and shoulders and drops the photo backdrop, with a soft edge', async () => {
    const f = await firstFrame();
    const [faceL, faceR, top, chin] = [lm(234), lm(454), lm(10), lm(152)];
    expect(alphaAt(f, ...lm(1))).toBe(255); // nose
    expect(alphaAt(f, ...lm(13))).toBe(255); // lips
    expect(alphaAt(f, top[0], top[1] - (chin[1] - top[1]) * 0.12)).toBeGreaterThan(200); // hair above the forehead
    expect(alphaAt(f, (faceL[0] + faceR[0]) / 2, SIZE * 0.8)).toBeGreaterThan(200); // chest
    // The backdrop: the top corners and beside the head at eye level.
    for (const [x, y] of [[8, 8], [SIZE - 8, 8], [faceL[0] - (faceR[0] - faceL[0]) * 0.6, faceL[1]], [faceR[0] + (faceR[0] - faceL[0]) * 0.6, faceR[1]]] as const) {
      expect(alphaAt(f, x, y), `${x},${y}`).toBeLessThan(10);
    }
    // Along the eye line, from the backdrop into the face: no jump from clear to solid.
    let worst = 0;
    for (let x = 1; x < SIZE; x++) worst = Math.max(worst, Math.abs(alphaAt(f, x, faceL[1]) - alphaAt(f, x - 1, faceL[1])));
    expect(worst).toBeLessThan(128);
  });

  it('keeps the neck whole and feathered at its 1080x1920 talking-head size (no keyed streak, no island of skin)', async () => {
    // The talking head's box on a 1080x1920 frame: the size the cut-out is drawn at there.
    const frameL = frameLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920), { enabled: true, position: 'bottom' });
    const size = placePresenter('talking-head', 'center', 0.32, frameL).box.w;
    let f: Buffer | undefined;
    for await (const x of presenterFrames({ imagePath: IMAGE, landmarks: LANDMARKS, size, fps: 25, frames: 1, phonemes: [], words: [], frame: 'cutout', border: '#ffffff' })) f = Buffer.from(x);
    const s = size / 512;
    const a = (x: number, y: number) => f![(y * size + x) * 4 + 3]!;
    const [chinX, chinY] = [LANDMARKS[2 * 152]! * s, LANDMARKS[2 * 152 + 1]! * s];
    let island = 0;
    let steepest = 0;
    // The rows between the chin and the collar, from the neck's middle out to each side.
    for (let y = Math.round(chinY + 6 * s); y < chinY + 30 * s; y++) {
      expect(a(Math.round(chinX), y), `neck middle at row ${y}`).toBeGreaterThan(250);
      for (const dir of [-1, 1]) {
        let low = 255;
        for (let x = Math.round(chinX); x > 0 && x < size - 1; x += dir) {
          low = Math.min(low, a(x, y));
          island = Math.max(island, a(x, y) - low);
          steepest = Math.max(steepest, Math.abs(a(x + dir, y) - a(x, y)));
        }
      }
    }
    // Out from the neck the matte only fades: once (partly) clear it never turns solid again.
    expect(island).toBeLessThan(24);
    // And it fades over several pixels: no hard edge.
    expect(steepest).toBeLessThan(48);
  });

  it('moves the matte with the head (sway and tilt), so the outline stays on the hair', async () => {
    const frames: Buffer[] = [];
    for await (const f of presenterFrames({ imagePath: IMAGE, landmarks: LANDMARKS, size: SIZE, fps: 25, frames: 100, phonemes: [], words: [], frame: 'cutout', border: '#ffffff' })) frames.push(Buffer.from(f));
    let moved = 0;
    for (let i = 3; i < SIZE * SIZE * 4; i += 4) if (Math.abs(frames[10]![i]! - frames[90]![i]!) > 20) moved++;
    expect(moved).toBeGreaterThan(100);
    // The backdrop stays clear.
    expect(alphaAt(frames[90]!, 8, 8)).toBe(0);
  });

  it('takes a stored matte when given one (white = the presenter)', async () => {
    const path = join(root, 'matte.png');
    const disc = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512"/><circle cx="256" cy="256" r="150" fill="#fff"/></svg>`);
    await sharp(disc).png().toFile(path);
    const f = await firstFrame({ mattePath: path });
    expect(alphaAt(f, SIZE / 2, SIZE / 2)).toBe(255);
    expect(alphaAt(f, SIZE / 2, SIZE / 2 - 150 * k - 10)).toBe(0);
    expect(alphaAt(f, 8, 8)).toBe(0);
  });
});

describe('a rendered video with the cut-out presenter', () => {
  const W = 360;
  const H = 640;
  const spec = (frame: 'cutout' | 'full'): RenderSpecInput => ({
    width: W,
    height: H,
    fps: 15,
    title: '',
    theme: 'midnight',
    platform: 'tiktok',
    voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
    captions: { enabled: true, style: 'karaoke' },
    presenter: { imagePath: IMAGE, landmarks: LANDMARKS, layout: 'talking-head', frame },
    scenes: [{ text: 'A cut out presenter stands in the scene itself.' }],
  });
  const results: Partial<Record<'cutout' | 'full', RenderResult>> = {};
  beforeAll(async () => {
    results.cutout = await render(spec('cutout'), join(root, 'cutout.mp4'), { ffmpegPath: FFMPEG, tmpDir: root });
    results.full = await render(spec('full'), join(root, 'full.mp4'), { ffmpegPath: FFMPEG, tmpDir: root });
  }, 180_000);

  it('shows the scene where the matte is clear and the presenter where it is solid', async () => {
    const box = results.cutout!.presenterBox!;
    expect(results.full!.presenterBox).toEqual(box);
    const grab = (file: string) =>
      execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-ss', '1.0', '-i', file, '-frames:v', '1', '-vf', `crop=${box.width}:${box.width}:${box.x}:${box.y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 << 20 });
    const cut = grab(join(root, 'cutout.mp4'));
    const full = grab(join(root, 'full.mp4'));
    const { data, info } = await sharp(IMAGE).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = await cutoutAlpha({ imagePath: IMAGE, landmarks: LANDMARKS, side: info.width, size: box.width }, { data, width: info.width, height: info.height });
    let [clear, solid, sceneVsPhoto, cutVsFull] = [0, 0, 0, 0];
    for (let i = 0; i < alpha.length; i++) {
      const o = i * 3;
      const d = Math.abs(cut[o]! - full[o]!) + Math.abs(cut[o + 1]! - full[o + 1]!) + Math.abs(cut[o + 2]! - full[o + 2]!);
      if (alpha[i]! < 0.02) [clear, sceneVsPhoto] = [clear + 1, sceneVsPhoto + d / 3];
      else if (alpha[i]! > 0.98) [solid, cutVsFull] = [solid + 1, cutVsFull + d / 3];
    }
    expect(clear).toBeGreaterThan(alpha.length * 0.15);
    expect(solid).toBeGreaterThan(alpha.length * 0.25);
    // Outside the matte: the scene (dark theme), not the photo's light backdrop the full square shows.
    expect(sceneVsPhoto / clear).toBeGreaterThan(60);
    // Inside it: the same presenter as the full square.
    expect(cutVsFull / solid).toBeLessThan(8);
  });
});
