import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderClip } from '../src/clips/render-clip.ts';
import { cropExpression } from '../src/clips/crop-path.ts';
import { probeMedia } from '../src/ffmpeg/probe.ts';
import { measureLoudness } from './helpers.ts';
import { resolveFfmpeg, resolveFfprobe } from './support/ffmpeg.ts';

// A clip cut from a landscape source: the span, the window moving along its path, captions, hook, logo, -14 LUFS.

const ffmpeg = resolveFfmpeg();

/** The mean colour of a frame's middle, from a frame grabbed at `sec`. */
async function colourAt(video: string, sec: number, dir: string): Promise<[number, number, number]> {
  const png = join(dir, `frame-${sec}.png`);
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-ss', String(sec), '-i', video, '-frames:v', '1', png]);
  const { data, info } = await sharp(png).extract({ left: 200, top: 700, width: 680, height: 300 }).raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  const n = data.length / info.channels;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

describe('rendering a clip', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clip-render-'));
  const source = join(dir, 'source.mp4');
  beforeAll(() => {
    // 1280x720, 12 s: red on the left half, blue on the right; a quiet tone (about -30 LUFS).
    execFileSync(ffmpeg, [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'color=c=red:s=640x720:r=25:d=12',
      '-f', 'lavfi', '-i', 'color=c=blue:s=640x720:r=25:d=12',
      '-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=44100:d=12,volume=0.03',
      '-filter_complex', '[0][1]hstack[v]', '-map', '[v]', '-map', '2:a',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', source,
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a piecewise straight path as an expression of t', () => {
    expect(cropExpression([{ tMs: 0, x: 10, y: 0 }], 'x')).toBe('if(lt(t,0.000),10,10)');
    expect(cropExpression([{ tMs: 1000, x: 10, y: 0 }, { tMs: 3000, x: 50, y: 0 }], 'x')).toBe('if(lt(t,1.000),10,if(lt(t,3.000),10+(40)*(t-1.000)/2.000,50))');
  });

  it('cuts the span, follows the window from left to right, levels to -14 LUFS, and writes captions and a thumbnail', async () => {
    const work = mkdtempSync(join(dir, 'work-'));
    const logo = join(dir, 'logo.png');
    await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff00' } }).png().toFile(logo);
    const out = join(dir, 'clip.mp4');
    const thumb = join(dir, 'clip.jpg');
    const words = ['Clips', 'need', 'a', 'hook', 'and', 'an', 'ending.'].map((word, i) => ({ word, startMs: 300 + i * 600, endMs: 800 + i * 600 }));
    const result = await renderClip({
      sourcePath: source,
      startMs: 2000,
      endMs: 8000,
      output: { width: 1080, height: 1920 },
      // The window sits on the red half for 2 s, then slides to the blue half by 4 s.
      crop: { width: 404, height: 720, points: [{ tMs: 2000, x: 100, y: 0 }, { tMs: 4000, x: 800, y: 0 }] },
      words,
      captionStyle: 'karaoke',
      hook: 'Why most clips fail',
      hookMs: 2500,
      logo: { path: logo, corner: 'top-right', opacity: 1, size: 0.14 },
      workDir: work,
      outputPath: out,
      thumbnailPath: thumb,
      ffmpegPath: ffmpeg,
    });
    const info = await probeMedia(out, { ffmpegPath: ffmpeg, ffprobePath: resolveFfprobe() });
    expect([info.video?.width, info.video?.height]).toEqual([1080, 1920]);
    expect(Math.abs(info.durationSec - 6)).toBeLessThan(0.1);
    const early = await colourAt(out, 1, dir);
    const late = await colourAt(out, 5, dir);
    expect(early[0]).toBeGreaterThan(200);
    expect(early[2]).toBeLessThan(60);
    expect(late[2]).toBeGreaterThan(200);
    expect(late[0]).toBeLessThan(60);
    const loud = measureLoudness(ffmpeg, out);
    expect(Math.abs(loud.integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(loud.truePeakDb).toBeLessThanOrEqual(-1);
    expect(result.gainDb).toBeGreaterThan(10);
    const ass = readFileSync(join(work, 'clip.ass'), 'utf8');
    expect(ass).toContain('Why most clips fail');
    for (const w of words) expect(ass).toContain(w.word);
    // The brand logo: green in the top-right quarter of the frame, nowhere else.
    const frame = join(dir, 'logo-frame.png');
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-ss', '1', '-i', out, '-frames:v', '1', frame]);
    const { data, info: px } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
    let greenRight = 0;
    let greenElsewhere = 0;
    for (let i = 0; i < data.length; i += px.channels) {
      if (!(data[i + 1]! > 200 && data[i]! < 80)) continue;
      const p = i / px.channels;
      if (p % px.width > px.width / 2 && p / px.width < px.height / 4) greenRight++;
      else greenElsewhere++;
    }
    expect(greenRight).toBeGreaterThan(100 * 100);
    expect(greenElsewhere).toBe(0);
    expect(existsSync(thumb)).toBe(true);
    expect((await sharp(thumb).metadata()).width).toBe(1080);
  });
});
