import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../src/index.ts';
import type { Aspect } from '../src/platforms.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'mg-e2e-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function frameRgb(video: string, sec: number, w: number, h: number): Buffer {
  return execFileSync(
    FFMPEG,
    ['-hide_banner', '-loglevel', 'error', '-ss', String(sec), '-i', video, '-frames:v', '1', '-vf', `scale=${w}:${h}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 64 << 20 },
  );
}

/** Mean absolute luma step between neighbouring pixels: ~0 for a soft gradient, high with type and icons. */
function edgeEnergy(rgb: Buffer, w: number, h: number): number {
  const luma = (i: number) => 0.299 * (rgb[i] ?? 0) + 0.587 * (rgb[i + 1] ?? 0) + 0.114 * (rgb[i + 2] ?? 0);
  let sum = 0;
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      const i = (y * w + x) * 3;
      sum += Math.abs(luma(i) - luma(i + 3)) + Math.abs(luma(i) - luma(i + w * 3));
    }
  }
  return sum / (w * h);
}

/** Distinct coarse colours (4 bits a channel): a two-colour gradient has few, emoji and accents add many. */
function colourCount(rgb: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) seen.add(((rgb[i] ?? 0) >> 4) * 256 + ((rgb[i + 1] ?? 0) >> 4) * 16 + ((rgb[i + 2] ?? 0) >> 4));
  return seen.size;
}

const cases: { aspect: Aspect; style: 'karaoke' | 'pop' | 'boxed' | 'minimal'; theme: 'midnight' | 'sunrise' | 'paper' | 'neon' }[] = [
  { aspect: '9:16', style: 'karaoke', theme: 'midnight' },
  { aspect: '1:1', style: 'pop', theme: 'sunrise' },
  { aspect: '4:5', style: 'boxed', theme: 'paper' },
  { aspect: '16:9', style: 'minimal', theme: 'neon' },
];

describe('motion-graphics scenes (no images)', () => {
  it('a flat gradient scores low on the same measures (the threshold means something)', () => {
    const w = 180;
    const h = 320;
    const out = join(root, 'flat.mp4');
    execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `gradients=s=${w}x${h}:c0=0x141a3c:c1=0x5b2a86:d=1`, '-frames:v', '1', out]);
    const rgb = frameRgb(out, 0, w, h);
    expect(edgeEnergy(rgb, w, h)).toBeLessThan(1.5);
    expect(colourCount(rgb)).toBeLessThan(60);
  });

  for (const c of cases) {
    it(`${c.aspect} with ${c.style} captions and the ${c.theme} theme: frames carry keywords and emoji`, async () => {
      const out = join(root, `${c.aspect.replace(':', 'x')}.mp4`);
      const result = await render(
        {
          aspect: c.aspect,
          platform: 'instagram',
          title: 'Two Habits',
          theme: c.theme,
          voice: { voiceId: 'voice1' },
          captions: { enabled: true, style: c.style },
          scenes: [{ text: 'Drink a full glass of water as soon as you wake up every morning.', keywords: ['Water first'], emoji: '💧' }],
        },
        out,
        { ffmpegPath: FFMPEG, tmpDir: root },
      );
      expect([result.width, result.height]).toEqual(
        { '9:16': [1080, 1920], '1:1': [1080, 1080], '4:5': [1080, 1350], '16:9': [1920, 1080] }[c.aspect],
      );
      const w = Math.round(result.width / 6);
      const h = Math.round(result.height / 6);
      // After the title card: the keyword shot with its emoji badge.
      const rgb = frameRgb(out, Math.min(result.durationSec - 0.3, 3.6), w, h);
      expect(edgeEnergy(rgb, w, h)).toBeGreaterThan(3);
      expect(colourCount(rgb)).toBeGreaterThan(100);
      // Twemoji's droplet blue (#5DADEC) is on screen.
      let blue = 0;
      for (let i = 0; i < rgb.length; i += 3) {
        const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
        if (Math.abs(r - 0x5d) < 30 && Math.abs(g - 0xad) < 30 && Math.abs(b - 0xec) < 30) blue++;
      }
      expect(blue).toBeGreaterThan(20);
    }, 180_000);
  }
});
