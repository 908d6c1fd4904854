import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render, type RenderSpecInput } from '../src/index.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { frameLayout, type Rect } from '../src/visuals/layout.ts';
import { placePresenter } from '../src/visuals/presenter-layout.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const FIX = join(import.meta.dirname, 'fixtures', 'presenter');
const root = mkdtempSync(join(tmpdir(), 'quote-size-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Capitals only: the tallest run of inked rows in a line is its cap height.
const QUOTE = { text: 'WELL DONE IS BETTER THAN WELL SAID.', by: 'Benjamin Franklin' };

function frame(video: string, sec: number): Buffer {
  return execFileSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      sec.toFixed(3),
      '-i',
      video,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    {
      maxBuffer: 64 << 20,
    },
  );
}

/** The quotation's white ink in `area`: how many pixels, and the tallest run of inked rows (its cap height). */
function capHeight(rgb: Buffer, w: number, area: Rect): { ink: number; cap: number } {
  let ink = 0;
  let run = 0;
  let cap = 0;
  for (let y = area.y; y < area.y + area.h; y++) {
    let n = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      if ((rgb[i] ?? 0) > 225 && (rgb[i + 1] ?? 0) > 225 && (rgb[i + 2] ?? 0) > 225) n++;
    }
    ink += n;
    run = n >= 2 ? run + 1 : 0;
    cap = Math.max(cap, run);
  }
  return { ink, cap };
}

const CASES = [
  { name: '9:16 talking-head band', width: 540, height: 960, platform: 'tiktok' as const, presenter: true },
  {
    name: '16:9 talking head (stage beside the presenter)',
    width: 960,
    height: 540,
    platform: 'youtube' as const,
    presenter: true,
  },
  { name: '16:9', width: 960, height: 540, platform: 'youtube' as const, presenter: false },
  { name: '9:16', width: 540, height: 960, platform: 'tiktok' as const, presenter: false },
  { name: '1:1', width: 540, height: 540, platform: 'instagram' as const, presenter: false },
];

describe('the quotation is set at caption size or larger (cap height measured on frames)', () => {
  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const spec: RenderSpecInput = {
          width: c.width,
          height: c.height,
          fps: 15,
          title: '',
          theme: 'midnight',
          platform: c.platform,
          voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
          captions: { enabled: true, style: 'karaoke' },
          ...(c.presenter
            ? { presenter: { imagePath: join(FIX, 'astronaut-avatar.jpg'), layout: 'talking-head' as const } }
            : {}),
          scenes: [
            {
              kind: 'quote',
              quote: QUOTE,
              text: 'Franklin put it simply: well done is better than well said, and he lived by it.',
            },
          ],
        };
        const out = join(root, `${c.name.replace(/[^a-z0-9]+/gi, '-')}.mp4`);
        const result = await render(spec, out, { ffmpegPath: FFMPEG, tmpDir: root });
        const frameL = frameLayout(c.width, c.height, safeAreaFor(c.platform, c.width, c.height), {
          enabled: true,
          position: 'bottom',
        });
        const stage = c.presenter ? placePresenter('talking-head', 'center', 0.32, frameL).stage : frameL.stage;
        const floor = (55 * Math.min(c.width, c.height)) / 1080;
        const caps: number[] = [];
        // Every frame of the scene that shows the quotation (pages included) sets it that large.
        for (let t = 0.6; t < result.durationSec - 0.3; t += 0.5) {
          const m = capHeight(frame(out, t), c.width, stage);
          if (m.ink > 200) caps.push(m.cap);
        }
        expect(caps.length, 'frames showing the quotation').toBeGreaterThan(3);
        expect(Math.min(...caps), `cap heights ${caps.join(',')} (floor ${floor.toFixed(1)})`).toBeGreaterThanOrEqual(
          floor,
        );
        // Not one huge word either: the type stays within the stage's height.
        expect(Math.max(...caps)).toBeLessThan(stage.h * 0.6);
      },
      90_000,
    );
  }
});
