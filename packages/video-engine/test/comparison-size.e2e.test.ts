import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const LANDMARKS = JSON.parse(readFileSync(join(FIX, 'astronaut-avatar.landmarks.json'), 'utf8')) as number[];
const root = mkdtempSync(join(tmpdir(), 'comparison-size-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function frame(video: string, sec: number): Buffer {
  const args = [
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
  ];
  return execFileSync(FFMPEG, args, { maxBuffer: 64 << 20 });
}

/**
 * The points' cap height in `area`: the tallest run of rows holding white ink that is not a
 * title (a title's rows, or rows within 3 of them, cross its pill: accent fill far wider than a
 * bullet dot). The points are capitals only, so a run is one line's cap height (the line
 * spacing leaves a gap between lines).
 */
function pointCap(rgb: Buffer, w: number, area: Rect): { ink: number; cap: number } {
  const white: number[] = [];
  const pill: boolean[] = [];
  for (let y = area.y; y < area.y + area.h; y++) {
    let n = 0;
    let accent = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      if (r > 225 && g > 225 && b > 225) n++;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 110 && Math.max(r, g, b) > 180) accent++;
    }
    white.push(n);
    pill.push(accent >= area.w * 0.12);
  }
  let ink = 0;
  let cap = 0;
  for (let y = 0; y < white.length;) {
    if ((white[y] ?? 0) < 2) {
      y++;
      continue;
    }
    let end = y;
    while (end < white.length && (white[end] ?? 0) >= 2) end++;
    const title = pill.slice(Math.max(0, y - 3), end + 3).some(Boolean);
    if (!title) {
      cap = Math.max(cap, end - y);
      for (let k = y; k < end; k++) ink += white[k] ?? 0;
    }
    y = end;
  }
  return { ink, cap };
}

const COMPARISON = {
  left: { title: 'Saving', points: ['SAFE BUT SLOW', 'EASY TO REACH'] },
  right: { title: 'Investing', points: ['GROWS OVER TIME', 'TAKES PATIENCE', 'RISES AND FALLS'] },
};

const CASES = [
  { name: '9:16 (stacked halves)', width: 540, height: 960, platform: 'tiktok' as const, presenter: false },
  {
    name: '16:9 talking head (columns beside the presenter)',
    width: 960,
    height: 540,
    platform: 'youtube' as const,
    presenter: true,
  },
];

describe('comparison points are set at caption size or larger (cap height measured on frames)', () => {
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
            ? {
                presenter: {
                  imagePath: join(FIX, 'astronaut-avatar.jpg'),
                  landmarks: LANDMARKS,
                  layout: 'talking-head' as const,
                },
              }
            : {}),
          scenes: [
            {
              kind: 'comparison',
              comparison: COMPARISON,
              text: 'Saving is safe but slow and easy to reach, while investing grows over time, takes patience, and rises and falls.',
            },
          ],
        };
        const out = join(root, `${c.width}x${c.height}.mp4`);
        const result = await render(spec, out, { ffmpegPath: FFMPEG, tmpDir: root });
        const frameL = frameLayout(c.width, c.height, safeAreaFor(c.platform, c.width, c.height), {
          enabled: true,
          position: 'bottom',
        });
        const place = c.presenter ? placePresenter('talking-head', 'center', 0.32, frameL) : undefined;
        const stage = place?.stage ?? frameL.stage;
        if (place) {
          // Beside the presenter, not in a band above it: the stage keeps the frame's full stage height.
          expect(place.stage.h).toBe(frameL.stage.h);
          expect(place.stage.x + place.stage.w).toBeLessThan(place.box.x);
        }
        // Each side on its own (columns side by side, halves stacked), so runs of two sides never merge.
        const columns = stage.w >= stage.h * 0.9;
        const pad = Math.round(frameL.captionSize * 0.3);
        const sides: Rect[] = columns
          ? [
              { x: stage.x, y: stage.y, w: Math.floor(stage.w / 2), h: stage.h },
              { x: stage.x + Math.ceil(stage.w / 2), y: stage.y, w: Math.floor(stage.w / 2), h: stage.h },
            ]
          : [
              { x: stage.x, y: stage.y, w: stage.w, h: Math.floor(stage.h / 2) - pad },
              { x: stage.x, y: stage.y + Math.ceil(stage.h / 2) + pad, w: stage.w, h: Math.floor(stage.h / 2) - pad },
            ];
        const floor = (55 * Math.min(c.width, c.height)) / 1080;
        const caps: number[][] = [[], []];
        for (let t = 0.8; t < result.durationSec - 0.2; t += 0.4) {
          const rgb = frame(out, t);
          // Settled frames only (the next frame inks the same): a point fading in is not yet set.
          const next = frame(out, t + 1 / 15);
          sides.forEach((area, i) => {
            const m = pointCap(rgb, c.width, area);
            const settled = Math.abs(pointCap(next, c.width, area).ink - m.ink) <= m.ink * 0.03;
            if (m.ink > 150 && settled) caps[i]!.push(m.cap);
          });
        }
        caps.forEach((side, i) => {
          expect(side.length, `frames showing side ${i}'s points`).toBeGreaterThan(3);
          expect(
            Math.min(...side),
            `side ${i} cap heights ${side.join(',')} (floor ${floor.toFixed(1)})`,
          ).toBeGreaterThanOrEqual(floor);
          expect(Math.max(...side)).toBeLessThan(stage.h * 0.5);
        });
      },
      120_000,
    );
  }
});
