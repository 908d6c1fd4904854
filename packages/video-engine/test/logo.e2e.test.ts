import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderSpecInput } from '../src/index.ts';
import { logoBox } from '../src/visuals/logo.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { spokenWordColor } from '../src/captions/spoken.ts';
import { captionAccent, luminance, themeFor } from '../src/visuals/themes.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'logo-e2e-'));
const W = 360;
const H = 640;
const safe = safeAreaFor('tiktok', W, H);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** RGB24 pixels of a box of the frame at `sec`. */
function pixels(video: string, sec: number, box: { x: number; y: number; width: number; height: number }): Buffer {
  return execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-ss', String(sec), '-i', video, '-frames:v', '1',
    '-vf', `crop=${box.width}:${box.height}:${box.x}:${box.y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-',
  ]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const spec = (extra: Partial<RenderSpecInput>): RenderSpecInput => ({
  width: W,
  height: H,
  fps: 15,
  title: '',
  scenes: [{ text: 'Brand logos sit in a corner.', keywords: ['Logo'] }],
  voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
  captions: { enabled: true, style: 'karaoke' },
  platform: 'tiktok',
  ...extra,
});

describe('brand logo watermark (real ffmpeg)', () => {
  const logoPath = join(root, 'logo.png');
  const plain = join(root, 'plain.mp4');
  const branded = join(root, 'branded.mp4');
  const work = join(root, 'work');
  const opacity = 0.6;
  const brandColors = ['#12AB34', '#3344CC'];

  beforeAll(async () => {
    execFileSync('mkdir', ['-p', work]);
    // A solid red logo, 2:1, so its box has a known shape and colour.
    await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toFile(logoPath);
    // Same brand colours in both: they change the designed background.
    await render(spec({ brandColors }), plain, { ffmpegPath: FFMPEG });
    await render(
      spec({ logo: { path: logoPath, corner: 'bottom-left', opacity }, brandColors }),
      branded,
      { ffmpegPath: FFMPEG, tmpDir: work, keepWorkDir: true },
    );
  }, 120_000);

  it('draws the logo in its corner inside the safe area, at the given opacity', () => {
    const box = logoBox({ corner: 'bottom-left', size: 0.14 }, { width: 200, height: 100 }, { width: W, height: H, safe });
    expect(box.x).toBeGreaterThanOrEqual(safe.left * W);
    expect(box.y + box.height).toBeLessThanOrEqual((1 - safe.bottom) * H);
    expect(Math.abs(box.width - 2 * box.height)).toBeLessThanOrEqual(2);
    // Inner part of the box, clear of chroma blending at its edges.
    const inner = { x: box.x + 4, y: box.y + 4, width: box.width - 8, height: box.height - 8 };
    const withLogo = pixels(branded, 1, inner);
    const without = pixels(plain, 1, inner);
    // Composited = a * logo + (1 - a) * background, per channel: solve for a on red and green.
    const alphas: number[] = [];
    for (let i = 0; i + 2 < withLogo.length; i += 3) {
      const r = ((withLogo[i] ?? 0) - (without[i] ?? 0)) / (255 - (without[i] ?? 0) || 1);
      const g = ((without[i + 1] ?? 0) - (withLogo[i + 1] ?? 0)) / ((without[i + 1] ?? 0) || 1);
      alphas.push(r, g);
    }
    expect(median(alphas)).toBeGreaterThan(opacity - 0.08);
    expect(median(alphas)).toBeLessThan(opacity + 0.08);
    // The opposite corner holds no logo: the frames match there.
    const other = logoBox({ corner: 'top-right', size: 0.14 }, { width: 200, height: 100 }, { width: W, height: H, safe });
    const a = pixels(branded, 1, other);
    const b = pixels(plain, 1, other);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(diff / a.length).toBeLessThan(6);
  });

  it('gives the captions and the motion theme the brand colours', () => {
    const dir = readdirSync(work).find((d) => d.startsWith('reelforge-render-'));
    const ass = readFileSync(join(work, dir ?? '', 'captions-0.ass'), 'utf8');
    // ASS writes colours as &HBBGGRR&: the spoken word takes #12AB34 lifted until it reads
    // (#36B852), and on until it keeps 3:1 on midnight's teal (#7CD18F). The raw accent matched
    // before only through the "01" badge, which a script that is not a list no longer shows.
    expect(captionAccent(brandColors)).toBe('#36b852');
    expect(spokenWordColor('midnight', 'karaoke', brandColors)).toBe('#7cd18f');
    expect(ass).toContain('\\c&H8FD17C&');
    expect(themeFor('midnight', ['#12AB34', '#3344CC']).accents).toEqual(['#12AB34', '#3344CC']);
  });

  it('lifts a dark brand colour for the spoken word so it reads on any background', () => {
    // The brighter brand colour is taken as it is when it already reads...
    expect(captionAccent(['#3344CC', '#F59E0B'])).toBe('#F59E0B');
    // ...a deep purple is mixed toward white until it does, keeping its hue.
    const lifted = captionAccent(['#7C3AED'])!;
    expect(luminance(lifted)).toBeGreaterThanOrEqual(0.3);
    expect(luminance('#7C3AED')).toBeLessThan(0.3);
    expect(parseInt(lifted.slice(5, 7), 16)).toBeGreaterThan(parseInt(lifted.slice(1, 3), 16)); // still blue over red
    expect(captionAccent(undefined)).toBeUndefined();
  });

  it('refuses a logo that is not an image', async () => {
    const bad = join(root, 'bad.png');
    execFileSync('sh', ['-c', `echo not an image > ${bad}`]);
    await expect(render(spec({ logo: { path: bad } }), join(root, 'bad.mp4'), { ffmpegPath: FFMPEG })).rejects.toThrow(/logo/);
  }, 60_000);
});
