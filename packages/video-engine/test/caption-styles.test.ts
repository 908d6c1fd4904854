import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assLayout, buildAss } from '../src/captions/ass.ts';
import type { CaptionLine } from '../src/captions/group.ts';
import { fontFilePath, prepareFontsDir } from '../src/fonts/registry.ts';
import { scriptRuns } from '../src/fonts/scripts.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { frameLayout } from '../src/visuals/layout.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'caption-styles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function line(text: string, startMs = 0, stepMs = 400): CaptionLine {
  const words = text.split(' ').map((word, i) => ({ word, startMs: startMs + i * stepMs, endMs: startMs + (i + 1) * stepMs - 50 }));
  return { words, text, startMs, endMs: words[words.length - 1]?.endMs ?? startMs };
}

const frame = frameLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920), { enabled: true, position: 'bottom' });
const layout = { ...assLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920), 'Noto Sans Black'), captionSize: frame.captionSize };
const band = frame.captionBand ?? { x: 0, y: 0, w: 0, h: 0 };
const events = (ass: string) => ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
const styleLine = (ass: string) => ass.split('\n').find((l) => l.startsWith('Style: Caption'))?.split(',') ?? [];

describe('caption styles (ASS)', () => {
  const lines = [line('Drink water first'), line('then go outside', 1500)];
  const build = (style: 'karaoke' | 'pop' | 'boxed' | 'minimal', position: 'bottom' | 'middle' | 'top' = 'bottom') =>
    buildAss({ layout, title: '', titleEndMs: 0, lines, style, placement: { position, band }, highlightColor: '#22CC88' });

  it('karaoke recolours the spoken word, one event per word', () => {
    const ev = events(build('karaoke'));
    expect(ev).toHaveLength(6);
    expect(ev[1]).toContain('Drink {\\c&H88CC22&}water{\\c&HFFFFFF&} first');
  });

  it('pop shows words as they are spoken and scales the new one', () => {
    const ev = events(build('pop'));
    expect(ev[0]).toContain('\\fscx80\\fscy80\\t(0,110,\\fscx112\\fscy112)\\t(110,200,\\fscx100\\fscy100)}Drink');
    expect(ev[0]).toContain('{\\alpha&HFF&}water{\\alpha&H00&} {\\alpha&HFF&}first');
    expect(ev[2]).not.toContain('\\alpha&HFF&');
  });

  it('boxed draws one opaque box per single-line event and never wraps', () => {
    const ass = build('boxed');
    expect(styleLine(ass)[15]).toBe('4');
    expect(ass).toContain('WrapStyle: 2');
  });

  it('minimal writes each line once, at the caption size floor (cap height), with a soft shadow', () => {
    const ass = build('minimal');
    expect(events(ass).map((e) => e.split(',').slice(9).join(','))).toEqual(['Drink water first', 'then go outside']);
    expect(Number(styleLine(ass)[2])).toBe(layout.captionSize);
    expect(Number(styleLine(ass)[17])).toBeGreaterThan(0);
  });

  it('places the caption block on the band for each position', () => {
    for (const position of ['bottom', 'middle', 'top'] as const) {
      const f = frameLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920), { enabled: true, position });
      const b = f.captionBand ?? band;
      const s = buildAss({ layout, title: '', titleEndMs: 0, lines, style: 'karaoke', placement: { position, band: b } });
      const [alignment, , , marginV] = styleLine(s).slice(18, 22).map(Number);
      if (position === 'top') expect([alignment, marginV]).toEqual([8, b.y]);
      else expect([alignment, marginV]).toEqual([2, 1920 - (b.y + b.h)]);
    }
  });

  it('switches font at script changes', () => {
    expect(scriptRuns('Hello مرحبا 123 世界').map((r) => r.script)).toEqual(['latin', 'arabic', 'cjk']);
    const ass = buildAss({ layout, title: '', titleEndMs: 0, lines: [line('Say 你好')], style: 'minimal' });
    expect(ass).toContain('{\\fnNoto Sans S Chinese Bold}你好');
  });
});

/** RGB of one 1080x1920 frame with the ASS drawn on flat grey, using the given fonts dir. */
function drawFrame(assText: string, fontsDir: string, name: string): Buffer {
  const assPath = join(root, `${name}.ass`);
  writeFileSync(assPath, assText);
  return execFileSync(
    FFMPEG,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x404040:s=1080x1920:d=1', '-frames:v', '1', '-vf', `ass=${assPath}:fontsdir=${fontsDir},format=rgb24`, '-f', 'rawvideo', '-'],
    { maxBuffer: 64 << 20 },
  );
}

const bright = (rgb: Buffer, i: number) => (rgb[i] ?? 0) + (rgb[i + 1] ?? 0) + (rgb[i + 2] ?? 0) > 600;

describe('non-Latin captions render with real glyphs', () => {
  const latinOnly = join(root, 'latin-only');
  mkdirSync(latinOnly, { recursive: true });
  symlinkSync(fontFilePath({ pkg: '@embedpdf/fonts-latin', file: 'fonts/NotoSans-Black.ttf' }), join(latinOnly, 'NotoSans-Black.ttf'));

  for (const [script, text] of [
    ['Arabic', 'اشرب الماء أولا'],
    ['Hindi', 'पहले पानी पिएं'],
    ['Chinese', '先喝一杯水'],
  ] as const) {
    it(`${script}: the shipped font draws glyphs a Latin-only font cannot`, async () => {
      const ass = buildAss({ layout, title: '', titleEndMs: 0, lines: [line(text, 0, 200)], style: 'minimal', placement: { position: 'bottom', band } });
      const dir = await prepareFontsDir(join(root, `fonts-${script}`), 'noto-sans', [text]);
      const good = drawFrame(ass, dir, `${script}-good`);
      const bad = drawFrame(ass, latinOnly, `${script}-bad`);
      let ink = 0;
      let differ = 0;
      for (let i = 0; i < good.length; i += 3) {
        if (bright(good, i)) ink++;
        if (bright(good, i) !== bright(bad, i)) differ++;
      }
      // Real glyphs leave thousands of white pixels; the fallback (tofu boxes, or another
      // family's shapes) puts them elsewhere.
      expect(ink).toBeGreaterThan(1000);
      expect(differ).toBeGreaterThan(ink * 0.3);
    });
  }
});
