import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTES, writeGradientY4m } from '../src/visuals/gradient.ts';
import { driftFor, oversize, panExpressions, panFor, SETTLE_FRAMES } from '../src/visuals/motion.ts';

describe('gradient backgrounds', () => {
  it('writes one y4m frame of the right size, darker top-left, in limited range', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grad-'));
    try {
      const path = join(dir, 'g.y4m');
      const palette = PALETTES[0];
      if (!palette) throw new Error('no palette');
      writeGradientY4m(path, 100, 60, palette, 30);
      const buf = readFileSync(path);
      const header = 'YUV4MPEG2 W100 H60 F30:1 Ip A1:1 C420jpeg\nFRAME\n';
      expect(buf.subarray(0, header.length).toString()).toBe(header);
      expect(buf.length).toBe(header.length + 100 * 60 * 1.5);
      const y = buf.subarray(header.length, header.length + 6000);
      expect(y[0]).toBeLessThan(y[5999] ?? 0);
      expect(Math.min(...y)).toBeGreaterThanOrEqual(16);
      expect(Math.max(...y)).toBeLessThanOrEqual(235);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pan', () => {
  it('oversizes by 8% to even sizes', () => {
    expect(oversize(1080, 1920)).toEqual({ width: 1166, height: 2074 });
  });

  it('alternates directions and moves linearly over the segment', () => {
    expect(panFor(0, 86, 154)).toEqual({ x0: 0, y0: 0, x1: 86, y1: 154 });
    expect(panFor(1, 86, 154)).toEqual({ x0: 86, y0: 154, x1: 0, y1: 0 });
    expect(panExpressions({ x0: 43, y0: 0, x1: 43, y1: 154 }, 100)).toEqual({ x: '43', y: '0+154*min(n,99)/99' });
  });

  it('settles a designed shot within its first frames, easing out, then holds', () => {
    const pan = driftFor(0, 86, 154);
    expect(pan.settle).toBe(SETTLE_FRAMES);
    const { y } = panExpressions({ x0: 43, y0: 0, x1: 43, y1: 100, settle: 20 }, 90);
    // The expression as ffmpeg evaluates it, at a few frames.
    const at = (n: number) => Function('n', 'min', `return ${y};`)(n, Math.min) as number;
    expect(at(0)).toBe(0);
    expect(at(10)).toBeCloseTo(75);
    expect(at(20)).toBe(100);
    expect(at(89)).toBe(100);
    // Faster first: half the time covers three quarters of the way.
    expect(at(5) - at(0)).toBeGreaterThan(at(20) - at(15));
  });
});
