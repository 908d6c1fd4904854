import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { frameLayout } from '../src/visuals/layout.ts';
import { ocr } from './support/ocr.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'stat-repeat-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const W = 540;
const H = 960;

/** The stage of the frame at `sec` (RGB24), the captions' band left out: they say what is spoken. */
function stageAt(video: string, sec: number) {
  const stage = frameLayout(W, H, safeAreaFor('tiktok', W, H), { enabled: true, position: 'bottom' }).stage;
  const rgb = execFileSync(
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
      '-vf',
      `format=rgb24,crop=${stage.w}:${stage.h}:${stage.x}:${stage.y}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { maxBuffer: 64 << 20 },
  );
  return { rgb, w: stage.w, h: stage.h };
}

describe('a stat shown by its design is never shown again as a card (OCR of the frames)', () => {
  const out = join(root, 'stat.mp4');
  let result: RenderResult;
  // The later scenes name the number again, as the writers' keywords and narrations do.
  const spec: RenderSpecInput = {
    width: W,
    height: H,
    fps: 15,
    title: '',
    theme: 'midnight',
    platform: 'tiktok',
    voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
    captions: { enabled: true, style: 'karaoke' },
    scenes: [
      {
        kind: 'stat',
        stat: { value: '73%', label: "of an octopus's neurons are in its arms" },
        text: "Most of an octopus's neurons sit in its arms. Each arm can taste and touch on its own.",
        keywords: ['73% of neurons'],
      },
      {
        text: 'That share is huge. Those arms decide a lot locally, without asking the brain.',
        keywords: ['73% share', 'arms decide'],
      },
      {
        text: 'So the brain mostly sends goals. Seventy three percent of the thinking happens far from the head.',
        keywords: ['73 percent', 'goals'],
      },
      { text: 'Researchers call it distributed thinking, with seventy-three percent out in the limbs.' },
    ],
  };

  beforeAll(async () => {
    result = await render(spec, out, { ffmpegPath: FFMPEG, tmpDir: root });
  }, 120_000);

  it('shows the stat in its scene, and no card says 73 anywhere after it', async () => {
    const read = async (sec: number) => {
      const s = stageAt(out, sec);
      return ocr(s.rgb, s.w, s.h);
    };
    const second = result.words.find((w) => /^That$/i.test(w.word))!;
    // The stat's label reads on its own stage (Tesseract takes the huge outlined value for a picture).
    expect(await read(second.startMs / 1000 - 0.4)).toMatch(/neurons/);
    const seen: string[] = [];
    // Every 0.5 s after the stat scene: a card lasts 2 s or more, so none is missed.
    for (let t = second.startMs / 1000 + 0.3; t < result.durationSec - 0.2; t += 0.5) {
      const text = await read(t);
      if (/7\s*3|seventy/i.test(text)) seen.push(`${t.toFixed(1)} s: ${text.trim()}`);
    }
    expect(seen).toEqual([]);
  }, 180_000);
});
